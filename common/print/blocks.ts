// The print pipeline's one model. Templates (schemas/print/*.json) render to Block[]; layout.ts turns blocks
// into laid-out lines for a paper width; the preview and every encoder (ESC/POS, TSPL) draw those same lines,
// so what the screen shows is what the printer gets.

export type Align = 'left' | 'center' | 'right';

export interface TextBlock {
  type: 'text';
  value: string;
  align?: Align;
  bold?: boolean;
  /** 2: double width and height (ESC/POS GS ! 0x11), half as many columns */
  size?: 1 | 2;
}

export interface RowColumn {
  text: string;
  /** share of the row's columns (weights, like flex-grow); omitted: 1 */
  width?: number;
  align?: Align;
}

/** Columns side by side; a column's text that does not fit wraps inside its column. */
export interface RowBlock {
  type: 'row';
  cols: RowColumn[];
  bold?: boolean;
}

export interface RuleBlock {
  type: 'rule';
  char?: string;
}

export interface BarcodeBlock {
  type: 'barcode';
  format: 'code128';
  value: string;
  /** dots; default 60 */
  height?: number;
}

export interface QrBlock {
  type: 'qrcode';
  value: string;
  /** module size in dots, 1..16; default 6 */
  size?: number;
}

/** A 1-bit image, rows of `width` dots, packed MSB first, `Math.ceil(width / 8)` bytes per row; 1 = black. */
export interface ImageBlock {
  type: 'image';
  width: number;
  height: number;
  bits: Uint8Array;
}

export interface FeedBlock {
  type: 'feed';
  lines: number;
}

/** End of a receipt (paper cut) or, on a label printer, of one label. */
export interface CutBlock {
  type: 'cut';
}

export type Block = TextBlock | RowBlock | RuleBlock | BarcodeBlock | QrBlock | ImageBlock | FeedBlock | CutBlock;

export type PaperWidth = 58 | 80;

/** ASCII columns and printable dots of a receipt roll (203 dpi heads). */
export const PAPER: Record<PaperWidth, { columns: number; dots: number }> = {
  58: { columns: 32, dots: 384 },
  80: { columns: 48, dots: 576 },
};
