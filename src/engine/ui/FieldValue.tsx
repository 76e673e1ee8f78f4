import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EMPTY, isEmpty, textOf } from '../format';
import { enumEntry } from '../format/enums';
import type { Format } from '../schemaTypes';
import { useEngine } from './useEngine';

/** A formatted value; enum codes render as coloured tags (statuses), numbers with tabular digits. */
export function FieldValue({ value, format }: { value: unknown; format?: Format }): ReactNode {
  const { fmt, lang } = useEngine();
  if (format && typeof format === 'object' && format.type === 'enum' && !isEmpty(value)) {
    const entry = enumEntry(format.enum, value);
    if (!entry) return <span>{String(value)}</span>;
    return <StatusTag color={entry.color} label={textOf(entry.label, lang)} />;
  }
  const text = fmt(value, format);
  return <span className={text === EMPTY ? 'eng-value eng-value--empty' : 'eng-value'}>{text}</span>;
}

export function StatusTag({ color, label }: { color?: string; label: string }): ReactNode {
  const named = !color || ['default', 'primary', 'success', 'warning', 'danger'].includes(color);
  return (
    <Tag className="eng-tag" color={named ? (color ?? 'default') : color} fill="outline">
      {label}
    </Tag>
  );
}
