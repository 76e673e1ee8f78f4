// One measured figure against its target, as results.md shows it.

export interface Figure {
  /** what was measured, e.g. "PO list: first row at 4x" */
  name: string;
  value: number;
  unit: string;
  /** the target as text, e.g. "≤ 800 ms" */
  target: string;
  /** null: no target, shown for context */
  pass: boolean | null;
  /** how the value was taken (runs, spread) or, when missed, what limits it */
  note?: string;
}

export function atMost(name: string, value: number, limit: number, unit: string, note?: string): Figure {
  return { name, value, unit, target: limit === 0 ? 'none' : `≤ ${limit}${unit ? ` ${unit}` : ''}`, pass: value <= limit, note };
}

export function atLeast(name: string, value: number, limit: number, unit: string, note?: string): Figure {
  return { name, value, unit, target: `≥ ${limit}${unit ? ` ${unit}` : ''}`, pass: value >= limit, note };
}

export function info(name: string, value: number, unit: string, note?: string): Figure {
  return { name, value, unit, target: '—', pass: null, note };
}

export interface Section {
  title: string;
  /** how it was measured, one paragraph */
  method: string;
  figures: Figure[];
  /** extra lines (tables, breakdowns) under the figures */
  details?: string[];
  /** set when the bench could not run: the section says why instead of figures */
  error?: string;
}
