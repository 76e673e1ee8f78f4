import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { callApi } from '../data/api';
import { nextTask } from '../../ui/wait';
import type { FormatContext } from '../../../common/format/format';
import { LoadingView } from '../ui/StateViews';
import type { ChartDrawing } from '../../../common/charts/chartOption';

// A chart's first frame comes from the server as SVG (server/modules/charts), drawn by ECharts there from the same
// option: the page shows its chart without ECharts' ~170 KB or a phone's CPU for the first frame. The live chart
// (EChart.tsx, with its tooltip) takes over on the first tap that is not a drill into a bar, and when the server's
// frame cannot be had.

const SVG_API = { url: '/scm/chart/svg', method: 'POST' } as const;

/** What a drawing may hold: ECharts' shapes and text, nothing that runs or links. */
const SHAPES = new Set(['svg', 'g', 'rect', 'path', 'text', 'tspan', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'defs', 'clipPath', 'title']);

/** The SVG document as a node for the page, or null when it is not a plain drawing. */
export function parseDrawing(svg: string, label = ''): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg' || doc.getElementsByTagName('parsererror').length > 0) return null;
  for (const el of [root, ...Array.from(root.getElementsByTagName('*'))]) {
    if (!SHAPES.has(el.nodeName)) return null;
    for (const attr of Array.from(el.attributes)) if (/^on|href$/i.test(attr.name)) return null;
  }
  // It fills the box; drawn for another width (until the redraw arrives), it keeps its shape inside it.
  root.setAttribute('width', '100%');
  root.setAttribute('height', '100%');
  // A picture named by its chart's title; its figures are read from the table beside it (ChartTable.tsx).
  root.setAttribute('role', 'img');
  root.setAttribute('aria-label', label);
  return document.importNode(root, true) as unknown as SVGSVGElement;
}

/** The data point a tap landed on (ECharts marks each bar, point and slice of a server drawing with its index). */
function tappedIndex(target: EventTarget | null): number | null {
  const mark = target instanceof Element ? target.closest('[ecmeta_data_index]') : null;
  const index = mark ? Number(mark.getAttribute('ecmeta_data_index')) : NaN;
  return Number.isInteger(index) && index >= 0 ? index : null;
}

export function StillChart({ drawing, label, ctx, height, onPick, onLive }: {
  drawing: ChartDrawing;
  /** the chart's title, the picture's name for a screen reader */
  label: string;
  ctx: FormatContext;
  height: number;
  onPick?: (index: number) => void;
  /** hand over to the live chart: tapped at `at` (its tooltip shows there), or no frame could be had */
  onLive: (at?: { x: number; y: number }) => void;
}): ReactNode {
  const still = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const body = JSON.stringify(drawing);
  // What a picture shows: the figures, in a language and currency, under a name. Not its width: drawn for another
  // width, it still shows the same labels (scaled to the box until the redraw arrives).
  const figures = JSON.stringify([body, label, ctx.lang, ctx.currencySymbol]);
  const [shown, setShown] = useState<{ node: SVGSVGElement; figures: string } | null>(null);
  // Only a picture of the figures the chart has now is shown: one of earlier figures (a report's rows grown by a
  // page, the whole series arrived, another language) would label what the table beside it no longer says, and a
  // tap on its bars would drill into the row that now stands at that place. Until the new one arrives the box
  // shows the loading words, at its height.
  const drawn = shown !== null && shown.figures === figures;
  // Drawn for the box's width, and again when that changes (a phone turned, a window resized); 8 px steps.
  const [width, setWidth] = useState(0);
  // The observer's first report comes after the browser's own layout of the frame: reading the width here, as the
  // page commits, would lay out the whole page an extra time.
  useEffect(() => {
    const el = still.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      const w = entry?.contentRect.width || 358;
      setWidth(Math.max(120, Math.min(1200, Math.round(w / 8) * 8)));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!width) return;
    const abort = new AbortController();
    // Asked a task later, each chart in a task of its own: a dashboard's charts learn their widths together, and
    // their requests (headers, abort timer, fetch: a few milliseconds each on a phone) sent in the commit's effects
    // lengthened that one task by as much again.
    nextTask()
      .then(() => {
        abort.signal.throwIfAborted();
        return callApi<{ svg: string }>(SVG_API, { body: { ...drawing, width, height, lang: ctx.lang, currencySymbol: ctx.currencySymbol }, signal: abort.signal, silent: true });
      })
      .then(({ svg }) => {
        const node = parseDrawing(svg, label);
        if (node) setShown({ node, figures });
        else onLive();
      })
      .catch(() => !abort.signal.aborted && onLive());
    return () => abort.abort();
  }, [body, label, width, height, ctx.lang, ctx.currencySymbol]);
  // The drawing goes in with the commit that takes the loading words away: one frame, nothing below them moves. A
  // picture of earlier figures leaves the page with the commit that brings the loading words back.
  const node = drawn ? shown.node : null;
  useLayoutEffect(() => {
    if (node) box.current?.replaceChildren(node);
    else box.current?.replaceChildren();
  }, [node]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!drawn) return;
    const index = tappedIndex(e.target);
    if (onPick && index !== null) return onPick(index);
    const rect = e.currentTarget.getBoundingClientRect();
    onLive({ x: e.clientX - rect.left, y: e.clientY - rect.top });
  };
  return (
    <div ref={still} className={drawing.drill ? 'eng-chart__still eng-chart__still--drill' : 'eng-chart__still'} style={{ height }} onClick={onClick}>
      <div ref={box} className="eng-chart__frame" hidden={!drawn} />
      {!drawn && <LoadingView />}
    </div>
  );
}
