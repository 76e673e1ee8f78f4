import type { ReactNode } from 'react';

// The line icons of the hand-written screens (home tiles, the "my" list): drawn on a 24-unit grid in
// currentColor, so each place colours and sizes them as it needs. A glyph is data — its strokes — and this
// is the one place that turns strokes into SVG.

/** One stroke of a glyph: a path's `d`, or a rectangle or circle by its attributes. */
export type Stroke =
  | string
  | { rect: [x: number, y: number, width: number, height: number, rx?: number] }
  | { circle: [cx: number, cy: number, r: number] };

function draw(stroke: Stroke, key: number): ReactNode {
  if (typeof stroke === 'string') return <path key={key} d={stroke} />;
  if ('rect' in stroke) {
    const [x, y, width, height, rx] = stroke.rect;
    return <rect key={key} x={x} y={y} width={width} height={height} rx={rx} />;
  }
  const [cx, cy, r] = stroke.circle;
  return <circle key={key} cx={cx} cy={cy} r={r} />;
}

export function LineIcon({ strokes, size, className }: { strokes: readonly Stroke[]; size: number; className?: string }): ReactNode {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {strokes.map(draw)}
    </svg>
  );
}
