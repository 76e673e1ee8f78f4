import { getEnum } from '../format/enums.ts';
import type { Filter, LocalizedText } from '../page/schemaTypes.ts';

export interface FilterOption {
  value: string | number | boolean | (string | number)[];
  label: LocalizedText;
}

/** Choices of a select or tabs filter: its own `options`, or the enum's values (`only` picks and orders them). */
export function optionsOf(filter: Filter): FilterOption[] {
  if (filter.options) return filter.options;
  const values = filter.enum ? (getEnum(filter.enum)?.values ?? []) : [];
  if (!filter.only) return values;
  return filter.only.flatMap((code) => values.filter((v) => String(v.value) === String(code)));
}

/** Options compare by content: [3, 5] chosen earlier equals the option [3, 5]. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Tab badge: the server's per-code counts, summed when an option stands for several codes. */
export function countFor(counts: Record<string, unknown> | undefined, value: FilterOption['value'] | undefined): number | null {
  if (!counts) return null;
  const codes = value === undefined ? Object.keys(counts) : ([] as unknown[]).concat(value).map(String);
  let n = 0;
  let any = false;
  for (const code of codes) {
    const c = Number(counts[code]);
    if (Number.isFinite(c)) {
      n += c;
      any = true;
    }
  }
  return any ? n : null;
}
