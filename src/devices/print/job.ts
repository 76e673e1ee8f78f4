import { PAPER, type Block, type PaperWidth } from '../../../common/print/blocks';
import { encodeEscPos } from './escpos';
import { layout, plainText, unprintableChars, type Laid } from './layout';
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

/** What the preview draws: the laid-out lines, without the printer's bytes (and so without GBK's table). */
export interface PreviewJob {
  lines: Laid[];
  columns: number;
  /** dots across: the preview scales to it */
  dots: number;
  /** the same lines as text, as the printer's bytes read back (layout.plainText) */
  text: string[];
  /** characters of the document that print as '?' (GBK lacks them), each once */
  unknown: string[];
  /** label size when the job is a label (TSPL) */
  label?: LabelSize;
}

export interface BuiltJob extends PreviewJob {
  bytes: Uint8Array;
}

export function previewJob(blocks: readonly Block[], s: JobSettings): PreviewJob {
  const unknown = unprintableChars(blocks);
  if (s.protocol === 'tspl') {
    const base: LabelSize = s.label ?? { widthMm: s.paper === 80 ? 72 : 48, heightMm: 0, gapMm: 2 };
    const columns = labelColumns(base);
    const lines = layout(blocks, columns);
    // A receipt sent to a label printer is one tall label sized to its lines.
    const label = base.heightMm ? base : { ...base, heightMm: Math.ceil((lines.length * 30 + 40) / DOTS_PER_MM) };
    return { lines, columns, dots: label.widthMm * DOTS_PER_MM, text: plainText(lines, { cutter: true }), unknown, label };
  }
  const { columns, dots } = PAPER[s.paper];
  const lines = layout(blocks, columns);
  return { lines, columns, dots, text: plainText(lines, { cutter: s.cutter }), unknown };
}

export function buildJob(blocks: readonly Block[], s: JobSettings): BuiltJob {
  const job = previewJob(blocks, s);
  const bytes = job.label ? encodeTspl(job.lines, job.label).bytes : encodeEscPos(job.lines, { dots: job.dots, cutter: s.cutter }).bytes;
  return { ...job, bytes };
}
