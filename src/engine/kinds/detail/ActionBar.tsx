import { Button } from 'antd-mobile';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Action } from '../../../../common/page/schemaTypes';
import { ChoiceSheet } from '../../ui/ChoiceSheet';
import { useEngine } from '../../ui/useEngine';

// The action bar at the foot of a document: always one line of whole labels. When the labels do not fit
// (English is longer; four actions on a narrow phone), the last actions move into a "更多 / More" sheet,
// the primary action last of all. The bar reports its height so the page keeps its last line above it.

let ruler: CanvasRenderingContext2D | null | undefined;

/**
 * The label is wider than its button's room. Measured with the button's font: Chromium reports a label cut with
 * "…" as no wider than its box (scrollWidth), so a cut label would stay in the bar ("Start li…", "Rena…").
 */
function labelCut(b: HTMLElement): boolean {
  ruler ??= document.createElement('canvas').getContext('2d');
  if (b.scrollWidth > b.clientWidth + 1) return true;
  if (!ruler) return false;
  const s = getComputedStyle(b);
  ruler.font = s.font;
  const room = b.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
  return ruler.measureText((b.textContent ?? '').trim()).width > room + 0.5;
}

function overflows(bar: HTMLElement): boolean {
  if (bar.scrollWidth > bar.clientWidth + 1) return true;
  return [...bar.querySelectorAll<HTMLElement>('.adm-button')].some(labelCut);
}

/** The order in which actions leave the bar: from the end, the primary one never while another remains. */
function foldOrder(actions: Action[]): Action[] {
  const rest = actions.filter((a) => a.style !== 'primary').reverse();
  return rest.length === actions.length ? rest.slice(0, -1) : rest;
}

export function ActionBar({ actions, onRun, onHeight }: {
  actions: Action[];
  onRun: (action: Action) => void;
  /** the bar's height as it changes; null once the bar is gone */
  onHeight?: (px: number | null) => void;
}): ReactNode {
  const { text, t, lang } = useEngine();
  const bar = useRef<HTMLElement>(null);
  const [folded, setFolded] = useState(0);
  const [more, setMore] = useState(false);
  const [width, setWidth] = useState(() => window.innerWidth);
  const order = foldOrder(actions);
  const hidden = new Set(order.slice(0, folded));
  const inline = actions.filter((a) => !hidden.has(a));
  const labels = actions.map((a) => text(a.label)).join('|');

  // Start again from every action in the bar when what it holds or its room changes.
  useLayoutEffect(() => setFolded(0), [labels, lang, width]);
  useLayoutEffect(() => {
    if (bar.current && folded < order.length && overflows(bar.current)) setFolded((n) => n + 1);
  });
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useEffect(() => {
    const el = bar.current;
    if (!el || !onHeight || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => onHeight(el.getBoundingClientRect().height));
    observer.observe(el);
    return () => {
      observer.disconnect();
      onHeight(null);
    };
  }, [onHeight]);

  return (
    <footer ref={bar} className="eng-actions eng-actions--bar">
      {inline.map((a) => (
        <Button
          key={a.id}
          data-action={a.id}
          color={a.style === 'primary' ? 'primary' : a.style === 'danger' ? 'danger' : 'default'}
          fill={a.style === 'primary' ? 'solid' : 'outline'}
          onClick={() => onRun(a)}
        >
          {text(a.label)}
        </Button>
      ))}
      {hidden.size > 0 && (
        <Button className="eng-actions__more" data-action="more" onClick={() => setMore(true)}>
          {t('engine.more')}
        </Button>
      )}
      <ChoiceSheet
        visible={more}
        onClose={() => setMore(false)}
        choices={actions
          .filter((a) => hidden.has(a))
          .map((a) => ({ key: a.id, text: text(a.label), danger: a.style === 'danger', onChoose: () => onRun(a) }))}
      />
    </footer>
  );
}
