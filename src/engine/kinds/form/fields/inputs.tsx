import type { WidgetProps } from '@rjsf/utils';
import { Input, TextArea } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { t } from '../../../texts';
import { filterTyped } from '../../../ui/typedText';

// Text-like widgets on antd-mobile inputs. Numbers are typed as text so "1.50" keeps its decimals
// exactly (the server takes decimal strings); the schema's pattern or type checks them.

const empty = (v: string) => (v === '' ? undefined : v);

/** What every text-like input takes from the widget: its id, its hint, and whether it may be edited. */
const inputBasics = (p: WidgetProps) => ({ id: p.id, placeholder: p.placeholder, disabled: p.disabled, readOnly: p.readonly });

/**
 * Free text, one line or several: cleared text is no answer at all, and the schema's maxLength caps it.
 * `ui:options.textFilter` drops what spec §5 keeps out of free text (emoji, symbols) as it is typed, and says so.
 */
const freeText = (p: WidgetProps) => ({
  ...inputBasics(p),
  value: (p.value ?? '') as string,
  maxLength: p.schema.maxLength,
  onChange: (v: string) => p.onChange(empty(p.options.textFilter === true ? filterTyped(v) : v)),
});

export function TextWidget(p: WidgetProps): ReactNode {
  return <Input {...freeText(p)} clearable={!p.readonly} onBlur={() => p.onBlur(p.id, p.value)} />;
}

/**
 * Where the browser sizes a text area to its text in CSS (form.css: 2 to 6 lines), it does; elsewhere antd-mobile's
 * autoSize measures a hidden copy in a layout effect, one forced layout of the whole form on every draw.
 */
const GROWS_IN_CSS = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

export function TextareaWidget(p: WidgetProps): ReactNode {
  return (
    <TextArea
      {...freeText(p)}
      className="eng-form__textarea"
      showCount={Boolean(p.schema.maxLength)}
      autoSize={GROWS_IN_CSS ? undefined : { minRows: 2, maxRows: 6 }}
    />
  );
}

const DECIMAL = /^-?\d*(\.\d*)?$/;

export function NumberWidget(p: WidgetProps): ReactNode {
  const numeric = p.schema.type === 'number' || p.schema.type === 'integer';
  return (
    <Input
      {...inputBasics(p)}
      inputMode="decimal"
      value={p.value === undefined || p.value === null ? '' : String(p.value)}
      onChange={(v) => {
        // Text that is no number stays on screen and in the form, where the bounds check names it (bounds.ts): a
        // quantity that silently kept its old value while letters were typed went out as the old value.
        if (!DECIMAL.test(v)) return p.onChange(v);
        // A schema typed as number gets a number; otherwise the exact text.
        p.onChange(v === '' || v === '-' ? undefined : numeric && !v.endsWith('.') ? Number(v) : v);
      }}
      onBlur={() => p.onBlur(p.id, p.value)}
    />
  );
}

/**
 * A secret: typed hidden (the eye shows it), never offered back by the form's draft (pages with passwords set
 * `"draft": false`). `ui:options.autocomplete` tells the phone's password manager what it is (current-password,
 * new-password).
 */
export function PasswordWidget(p: WidgetProps): ReactNode {
  const [visible, setVisible] = useState(false);
  const autoComplete = typeof p.options.autocomplete === 'string' ? p.options.autocomplete : 'off';
  return (
    <div className="eng-password">
      <Input
        {...freeText(p)}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        onBlur={() => p.onBlur(p.id, p.value)}
      />
      <button type="button" className="eng-password__eye" aria-label={t(visible ? 'engine.hidePassword' : 'engine.showPassword')} onClick={() => setVisible((v) => !v)}>
        {visible ? '◉' : '◎'}
      </button>
    </div>
  );
}
