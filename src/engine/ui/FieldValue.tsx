import type { ReactNode } from 'react';
import { localize } from '../../i18n';
import { changeDirection, EMPTY, formatValue, isEmpty, type FormatContext } from '../../../common/format/format';
import { enumEntry } from '../../../common/format/enums';
import type { Format } from '../../../common/page/schemaTypes';
import { useEngine } from './useEngine';

const NAMED = new Set(['default', 'primary', 'success', 'warning', 'danger']);

/** A status label in the colour its enum gives it (a plain span: lists render thousands of these). */
export function StatusTag({ color, label }: { color?: string; label: string }): ReactNode {
  const named = !color || NAMED.has(color);
  return (
    <span className={`eng-tag eng-tag--${named ? (color ?? 'default') : 'custom'}`} style={named ? undefined : { color, borderColor: color }}>
      {label}
    </span>
  );
}

/** The content of a value: a status tag for enum codes, the formatted text otherwise (no wrapper element). */
export function valueContent(value: unknown, format: Format | undefined, ctx: FormatContext): { content: ReactNode; empty: boolean } {
  if (format && typeof format === 'object' && format.type === 'enum' && !isEmpty(value)) {
    const entry = enumEntry(format.enum, value);
    return { content: entry ? <StatusTag color={entry.color} label={localize(entry.label, ctx.lang)} /> : String(value), empty: false };
  }
  const text = formatValue(value, format, ctx);
  return { content: text, empty: text === EMPTY };
}

/** A formatted value without hooks, for code that already holds the format context. */
export function renderValue(value: unknown, format: Format | undefined, ctx: FormatContext): ReactNode {
  if (format && typeof format === 'object' && format.type === 'enum' && !isEmpty(value)) {
    const entry = enumEntry(format.enum, value);
    return entry ? <StatusTag color={entry.color} label={localize(entry.label, ctx.lang)} /> : <span className="eng-value">{String(value)}</span>;
  }
  const text = formatValue(value, format, ctx);
  // A change is coloured by its direction (up green, down red), beside the arrow the text already has.
  const direction = format === 'change' ? changeDirection(value) : null;
  return <span className={text === EMPTY ? 'eng-value eng-value--empty' : direction ? `eng-value eng-value--${direction}` : 'eng-value'}>{text}</span>;
}

/** A formatted value; enum codes render as coloured tags (statuses), numbers with tabular digits. */
export function FieldValue({ value, format }: { value: unknown; format?: Format }): ReactNode {
  const { ctx } = useEngine();
  return renderValue(value, format, ctx);
}
