import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { afterPaint } from '../../../ui/afterPaint';
import { RowCard, type RowCardProps } from './RowCard';
import type { ListRecord } from './columnModel';
import { rowsOnScreen } from './rowsOnScreen';

// Rows that all have the same height (no per-row conditions): which cards exist is arithmetic on the window's
// scroll position, row i sitting at i × height. No card exists off screen, so 10,000 rows draw no more than 20
// until they are on screen, and a new height or a list that moves down recomputes nothing. The first frame
// draws only the cards on screen; the few above and below it (overscan) join right after that frame is
// painted, when one card is also measured and every row takes its fixed, contained size.

export interface UniformRowsProps extends Omit<RowCardProps, 'record'> {
  /** the records, in the order drawn */
  rows: ListRecord[];
  /** the card height cardHeight() computes; one card is measured after the first paint and corrects it */
  estimate: number;
  /** called (after a render) while the viewport's bottom is within `distance` px of the list's end */
  onNearEnd?: () => void;
  distance: number;
}

/** Cards kept beyond each edge of the screen once the list is up, so a scroll frame rarely meets a new one. */
const OVERSCAN = 3;

export function UniformRows({ rows, estimate, onNearEnd, distance, ...card }: UniformRowsProps): ReactNode {
  const listRef = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(estimate);
  // false for the first frame: only the cards on screen, at their natural height
  const [settled, setSettled] = useState(false);
  // The list's top in the document; until it is laid out the list is taken to start at the top of the page,
  // which draws the rows a list at the top shows (the first layout corrects it).
  const top = useRef(0);
  const [range, setRange] = useState(() => rowsOnScreen(window.scrollY, window.innerHeight, estimate, 0));

  const update = useCallback(() => {
    const next = rowsOnScreen(window.scrollY - top.current, window.innerHeight, rowHeight, settled ? OVERSCAN : 0);
    setRange((r) => (r.first === next.first && r.last === next.last ? r : next));
  }, [rowHeight, settled]);

  // The list starts below filters, summaries and charts whose height changes as they load. The observer's first
  // call comes after the frame's own layout: reading the list's top here instead would lay the page out once more,
  // inside the commit's task (the longest of a list's first screen on a phone); until then the rows drawn are
  // those of a list at the top, the rows on screen and a few more.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const place = () => {
      top.current = Math.round(el.getBoundingClientRect().top + window.scrollY);
      update();
    };
    const observer = new ResizeObserver(place);
    if (el.parentElement) observer.observe(el.parentElement);
    addEventListener('scroll', update, { passive: true });
    addEventListener('resize', update);
    return () => {
      observer.disconnect();
      removeEventListener('scroll', update);
      removeEventListener('resize', update);
    };
  }, [update]);

  // Once the first frame is painted: one card's real height, then the overscan and the fixed row size.
  useEffect(
    () =>
      afterPaint(() => {
        const h = Math.round(listRef.current?.firstElementChild?.getBoundingClientRect().height ?? 0);
        if (h > 0) setRowHeight(h);
        setSettled(true);
      }),
    [],
  );

  // Load-more (spec §9 bottom-reach distance), checked whenever the rows on screen change.
  useEffect(() => {
    if (onNearEnd && window.scrollY + window.innerHeight >= top.current + rows.length * rowHeight - distance) onNearEnd();
  });

  const items: ReactNode[] = [];
  for (let i = range.first; i <= Math.min(range.last, rows.length - 1); i++) {
    items.push(
      <div
        key={i}
        data-index={i}
        className={settled ? 'eng-rows__item eng-rows__item--sized' : 'eng-rows__item'}
        style={{ transform: `translateY(${i * rowHeight}px)`, height: settled ? rowHeight : undefined }}
      >
        <RowCard record={rows[i]!} {...card} />
      </div>,
    );
  }
  return (
    <div ref={listRef} className="eng-rows" style={{ height: rows.length * rowHeight, position: 'relative' }}>
      {items}
    </div>
  );
}
