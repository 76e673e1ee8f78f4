import { Fragment, type ReactNode } from 'react';
import { charWidth, type Laid } from '../layout';
import { qrMatrix } from '../qr';
import { code128B } from './code128';
import './print.css';

// The preview draws the very lines the encoders print (layout.ts): text in a grid of printer columns (a
// Chinese character two cells, ASCII one), the barcode and QR code as the printer will draw them, feeds and
// the cut. Its data-text attribute holds the same lines as text, which the browser test compares with the
// bytes the printer received.

const CELL = { 58: 9, 80: 7 } as const;

function Bars({ value, height, scale }: { value: string; height: number; scale: number }): ReactNode {
  const widths = code128B(value);
  const module = Math.max(1, Math.min(3, Math.floor(384 / (11 * (value.length + 3) + 2)))) * scale;
  let x = 10 * module;
  const rects: ReactNode[] = [];
  widths.forEach((w, i) => {
    if (i % 2 === 0) rects.push(<rect key={i} x={x} y={0} width={w * module} height={height * scale} />);
    x += w * module;
  });
  const total = x + 10 * module;
  return (
    <figure className="print-preview__code">
      <svg width={total} height={height * scale} viewBox={`0 0 ${total} ${height * scale}`} role="img" aria-label={value}>
        {rects}
      </svg>
      <figcaption>{value}</figcaption>
    </figure>
  );
}

/** SVG path of dark cells, one rectangle per horizontal run (a cell each would make the path ~10× longer to build and draw). */
function runsPath(width: number, height: number, dark: (x: number, y: number) => boolean): string {
  let d = '';
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!dark(x, y)) continue;
      const start = x;
      while (x + 1 < width && dark(x + 1, y)) x++;
      const run = x - start + 1;
      d += `M${start} ${y}h${run}v1h-${run}z`;
    }
  }
  return d;
}

function Qr({ value, size, scale }: { value: string; size: number; scale: number }): ReactNode {
  const m = qrMatrix(value);
  const cell = size * scale;
  const n = m.length;
  const d = runsPath(n, n, (x, y) => m[y]![x]!);
  return (
    <figure className="print-preview__code">
      <svg width={n * cell} height={n * cell} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges" role="img" aria-label={value}>
        <path d={d} />
      </svg>
    </figure>
  );
}

function Bitmap({ width, height, bits, scale }: { width: number; height: number; bits: Uint8Array; scale: number }): ReactNode {
  const rowBytes = Math.ceil(width / 8);
  const d = runsPath(width, height, (x, y) => ((bits[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1) === 1);
  return (
    <figure className="print-preview__code">
      <svg width={width * scale} height={height * scale} viewBox={`0 0 ${width} ${height}`} shapeRendering="crispEdges">
        <path d={d} />
      </svg>
    </figure>
  );
}

function TextLine({ text, bold, size }: { text: string; bold: boolean; size: 1 | 2 }): ReactNode {
  return (
    <div className={`print-preview__line${bold ? ' is-bold' : ''}${size === 2 ? ' is-double' : ''}`}>
      {Array.from(text, (ch, i) => (
        <span key={i} className={charWidth(ch) === 2 ? 'w2' : 'w1'}>
          {ch === ' ' ? '\u00a0' : ch}
        </span>
      ))}
      {text === '' && '\u00a0'}
    </div>
  );
}

export function ReceiptPreview({ lines, columns, dots, paper, text }: { lines: readonly Laid[]; columns: number; dots: number; paper: 58 | 80; text: readonly string[] }): ReactNode {
  const cell = CELL[paper];
  const width = cell * columns;
  // dots → CSS pixels of this preview
  const scale = width / dots;
  return (
    <div className="print-preview" data-text={text.join('\n')} data-columns={columns}>
      <div className="print-preview__paper" style={{ width, ['--cell' as string]: `${cell}px` }}>
        {lines.map((l, i) => (
          <Fragment key={i}>
            {l.kind === 'text' && <TextLine text={l.text} bold={l.bold} size={l.size} />}
            {l.kind === 'barcode' && <Bars value={l.value} height={l.height} scale={scale} />}
            {l.kind === 'qrcode' && <Qr value={l.value} size={l.size} scale={scale} />}
            {l.kind === 'image' && <Bitmap width={l.width} height={l.height} bits={l.bits} scale={scale} />}
            {l.kind === 'feed' && Array.from({ length: l.lines }, (_, k) => <TextLine key={k} text="" bold={false} size={1} />)}
            {l.kind === 'cut' && <div className="print-preview__cut" aria-hidden="true" />}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
