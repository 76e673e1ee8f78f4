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
