import type { WidgetProps } from '@rjsf/utils';
import { Input, Switch, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';

// Text-like widgets on antd-mobile inputs. Numbers are typed as text so "1.50" keeps its decimals
// exactly (the server takes decimal strings); the schema's pattern or type checks them.

const empty = (v: string) => (v === '' ? undefined : v);

export function TextWidget(p: WidgetProps): ReactNode {
  return (
    <Input
      id={p.id}
      value={p.value ?? ''}
      placeholder={p.placeholder}
      disabled={p.disabled}
      readOnly={p.readonly}
      clearable={!p.readonly}
      maxLength={p.schema.maxLength}
      onChange={(v) => p.onChange(empty(v))}
      onBlur={() => p.onBlur(p.id, p.value)}
    />
  );
}

export function TextareaWidget(p: WidgetProps): ReactNode {
  return (
    <TextArea
      id={p.id}
      value={p.value ?? ''}
      placeholder={p.placeholder}
      disabled={p.disabled}
      readOnly={p.readonly}
      maxLength={p.schema.maxLength}
      showCount={Boolean(p.schema.maxLength)}
      autoSize={{ minRows: 2, maxRows: 6 }}
      onChange={(v) => p.onChange(empty(v))}
    />
  );
}

const DECIMAL = /^-?\d*(\.\d*)?$/;

export function NumberWidget(p: WidgetProps): ReactNode {
  const numeric = p.schema.type === 'number' || p.schema.type === 'integer';
  return (
    <Input
      id={p.id}
      inputMode="decimal"
      value={p.value === undefined || p.value === null ? '' : String(p.value)}
      placeholder={p.placeholder}
      disabled={p.disabled}
      readOnly={p.readonly}
      onChange={(v) => {
        if (!DECIMAL.test(v)) return;
        // A schema typed as number gets a number; otherwise the exact text.
        p.onChange(v === '' || v === '-' ? undefined : numeric && !v.endsWith('.') ? Number(v) : v);
      }}
      onBlur={() => p.onBlur(p.id, p.value)}
    />
  );
}

export function CheckboxWidget(p: WidgetProps): ReactNode {
  return <Switch checked={Boolean(p.value)} disabled={p.disabled || p.readonly} onChange={(v) => p.onChange(v)} />;
}
