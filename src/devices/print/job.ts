import { PAPER, type Block, type PaperWidth } from '../../../common/print/blocks';
import { encodeEscPos } from './escpos';
import { layout, plainText, type Laid } from './layout';
import type { Protocol } from './transport/profiles';
import { DOTS_PER_MM, encodeTspl, labelColumns, type LabelSize } from './tspl';

// One document → what the preview draws and what the printer gets, from the same laid-out lines.

export interface JobSettings {
  protocol: Protocol;
  paper: PaperWidth;
  cutter: boolean;
  /** label size when the template is a label (TSPL) */
  label?: LabelSize;
}

export interface BuiltJob {
  lines: Laid[];
  columns: number;
  /** dots across: the preview scales to it */
  dots: number;
  bytes: Uint8Array;
  /** the same lines as text, as the printer's bytes read back (layout.plainText) */
  text: string[];
  unknown: string[];
}

export function buildJob(blocks: readonly Block[], s: JobSettings): BuiltJob {
  if (s.protocol === 'tspl') {
    const base: LabelSize = s.label ?? { widthMm: s.paper === 80 ? 72 : 48, heightMm: 0, gapMm: 2 };
    const columns = labelColumns(base);
    const lines = layout(blocks, columns);
    // A receipt sent to a label printer is one tall label sized to its lines.
    const size = base.heightMm ? base : { ...base, heightMm: Math.ceil((lines.length * 30 + 40) / DOTS_PER_MM) };
    const { bytes, unknown } = encodeTspl(lines, size);
    return { lines, columns, dots: size.widthMm * DOTS_PER_MM, bytes, text: plainText(lines, { cutter: true }), unknown };
  }
  const { columns, dots } = PAPER[s.paper];
  const lines = layout(blocks, columns);
  const { bytes, unknown } = encodeEscPos(lines, { dots, cutter: s.cutter });
  return { lines, columns, dots, bytes, text: plainText(lines, { cutter: s.cutter }), unknown };
}
