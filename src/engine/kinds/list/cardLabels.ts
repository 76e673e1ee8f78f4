import type { Column } from '../../../../common/page/schemaTypes';
// A half-width field of a row card has room for a label of about 100 px beside its value at 390 px (a card of
// 342 px holds two label/value pairs). A longer label ("Profit vs previous") was shortened with "…"; such a field
// takes a whole line of the card instead, so every label is read whole. The choice depends on the label alone,
// never on a row's values, so every card of a list keeps the same height (UniformRows relies on it).

/** The widest label (px, at the grid's 14 px) a half-width field keeps. */
export const HALF_LABEL_MAX_PX = 100;

const widths = new Map<string, number>();
let context: CanvasRenderingContext2D | null | undefined;

/** The label's width in the card's font; without a canvas (tests in node), counted as 14 px a CJK character, 7.7 px others. */
export function labelWidth(label: string): number {
  const known = widths.get(label);
  if (known !== undefined) return known;
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (context) context.font = `14px ${getComputedStyle(document.documentElement).getPropertyValue('--adm-font-family') || 'sans-serif'}`;
  }
  const width = context ? context.measureText(label).width : [...label].reduce((w, ch) => w + (/[\u2e80-\uffef]/.test(ch) ? 14 : 7.7), 0);
  widths.set(label, width);
  return width;
}

/** Whether a field meant for half a line goes on a line of its own because its label would not fit whole. */
export function needsWholeLine(label: string): boolean {
  return labelWidth(label) > HALF_LABEL_MAX_PX;
}

/** The grid lines of a card's fields in order: a half opens a line or fills the open one, a whole line closes it. */
export function cardGridLines(whole: boolean[]): number {
  let lines = 0;
  let open = false;
  for (const w of whole) {
    if (w) {
      lines++;
      open = false;
    } else if (open) open = false;
    else {
      lines++;
      open = true;
    }
  }
  return lines;
}

/** Whether a body field of a card takes a whole line: a wide one, or a half whose label (`label`, in the user's language) is long. */
export function takesWholeLine(card: string | undefined, label: string): boolean {
  return card === 'wide' || needsWholeLine(label);
}

/**
 * The width (px, 14 px tabular figures) a card plans for a value of each format: money to ¥999,999.99, quantities to
 * 99,999.000, rates as 100.00 %, a day, a time; a text as much as money (a longer one shortens with "…").
 */
const VALUE_PX: Record<string, number> = { amount: 84, currency: 84, price: 70, quantity: 78, integer: 50, rate: 56, change: 62, date: 78, datetime: 118, boolean: 42, text: 84 };
/** What the two label/value pairs of a grid line share at 390 px: a card of 342 px less the gaps of four columns. */
export const HALVES_PX = 318;

/** A mark beside a value (an "Overdue" tag after a date) takes about this much more. */
const MARK_PX = 48;
const valuePx = (c: Column) => (VALUE_PX[typeof c.format === 'string' ? c.format : c.format ? 'boolean' : 'text'] ?? 84) + (c.mark ? MARK_PX : 0);
const bodyField = (c: Column) => !c.card || c.card === 'field' || c.card === 'wide';

/**
 * The body fields of a list's cards that take a line of their own. The halves of a line share the grid's columns
 * with every other line (labels and values align down the card), so when the widest left and right labels with
 * their values cannot fit side by side (English money columns: "Gross profit ¥60,630.10 · Member sales
 * ¥129,011.25" cut every figure to "¥60,63…"), every field takes a line of its own: a taller card whose figures are
 * read whole. Decided on the labels and formats alone, never a row's values, so every card keeps one height.
 */
export function wholeLineFields(columns: Column[], labelOf: (c: Column) => string): Set<string> {
  const body = columns.filter(bodyField);
  const whole = body.filter((c) => takesWholeLine(c.card, labelOf(c)));
  const side = [0, 0, 0, 0]; // widest left label, left value, right label, right value
  let open = false;
  for (const c of body) {
    if (whole.includes(c)) {
      open = false;
      continue;
    }
    const at = open ? 2 : 0;
    side[at] = Math.max(side[at]!, labelWidth(labelOf(c)));
    side[at + 1] = Math.max(side[at + 1]!, valuePx(c));
    open = !open;
  }
  const fits = side.reduce((a, b) => a + b, 0) <= HALVES_PX;
  return new Set((fits ? whole : body).map((c) => c.field));
}

const decided = new WeakMap<Column[], Map<string, Set<string>>>();

/** wholeLineFields of one list's columns (the object every card shares) in one language, worked out once. */
export function wholeLinesOf(columns: Column[], lang: string, labelOf: (c: Column) => string): Set<string> {
  let byLang = decided.get(columns);
  if (!byLang) decided.set(columns, (byLang = new Map()));
  let set = byLang.get(lang);
  if (!set) byLang.set(lang, (set = wholeLineFields(columns, labelOf)));
  return set;
}
