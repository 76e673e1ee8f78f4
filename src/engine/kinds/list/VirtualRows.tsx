import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { getPath } from '../../data/template';
import { RowCard, type RowCardProps } from './RowCard';
import type { Row } from './useListData';

// Only the cards near the viewport exist in the DOM (ARCHITECTURE "Rendering"; quality.md §1.4). The page
// scrolls as a whole (window), so the nav bar, filters and pull-to-refresh behave as on any other screen.
// When every card has the same fields (no per-row conditions) one card is measured and that height used
// for all: measuring each card makes the virtualiser recompute all 10,000 positions per measurement.

export interface VirtualRowsProps extends Omit<RowCardProps, 'record'> {
  records: Row[];
  rowKey: string;
  /** height guess before anything is measured */
  estimate: number;
  /** every card has the same height (no per-row visibleWhen) */
  uniform: boolean;
  /** called (after a render) while the viewport's bottom is within `distance` px of the list's end */
  onNearEnd?: () => void;
  distance: number;
}

export function VirtualRows({ records, rowKey, estimate, uniform, onNearEnd, distance, ...card }: VirtualRowsProps): ReactNode {
  const listRef = useRef<HTMLDivElement>(null);
  // Unknown until the list is laid out; rows are handed to the virtualiser only then, so it computes the
  // 10,000 positions once instead of once for a wrong offset and again for the right one.
  const [margin, setMargin] = useState<number | null>(null);
  // Starts at the estimate: when the estimate is exact (the usual case) measuring changes nothing.
  const [rowHeight, setRowHeight] = useState(estimate);

  // The list starts below filters, summaries and charts whose height changes as they load.
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      setMargin((m) => (m === top ? m : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (el.parentElement) observer.observe(el.parentElement);
    return () => observer.disconnect();
  }, []);

  // Both callbacks must keep their identity between renders: the virtualiser recomputes every row's
  // position whenever getItemKey changes, which would happen on every scroll frame. Same-height rows
  // need no key of their own (positions are by index); measured rows keep their size by record key.
  const recordKey = useCallback(
    (i: number) => String((rowKey.includes('.') ? getPath(records[i], rowKey) : records[i]?.[rowKey]) ?? i),
    [records, rowKey],
  );
  const getItemKey = uniform ? undefined : recordKey;
  const estimateSize = useCallback(() => (uniform ? rowHeight : estimate), [uniform, rowHeight, estimate]);
  const virtualizer = useWindowVirtualizer({
    count: margin === null ? 0 : records.length,
    estimateSize,
    overscan: 3,
    scrollMargin: margin ?? 0,
    getItemKey,
    // Let React batch the scroll updates instead of rendering synchronously inside every scroll event.
    useFlushSync: false,
  });

  const sizedFor = useRef(rowHeight);
  useEffect(() => {
    if (!uniform || sizedFor.current === rowHeight) return;
    sizedFor.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, uniform, virtualizer]);

  // One card is measured once: reading layout on every new first row would force a layout per frame.
  const measured = useRef(false);
  const measureOne = useCallback((el: HTMLDivElement | null) => {
    if (!el || measured.current) return;
    measured.current = true;
    const h = Math.round(el.getBoundingClientRect().height);
    if (h > 0) setRowHeight((old) => (old === h ? old : h));
  }, []);

  // Load-more (spec §9 bottom-reach distance) from the virtualiser's own numbers: no layout reads while scrolling.
  useEffect(() => {
    if (!onNearEnd) return;
    const viewportEnd = (virtualizer.scrollOffset ?? window.scrollY) + window.innerHeight;
    if (margin !== null && viewportEnd >= margin + virtualizer.getTotalSize() - distance) onNearEnd();
  });

  const items = virtualizer.getVirtualItems();
  return (
    <div ref={listRef} className="eng-rows" style={{ height: margin === null ? records.length * estimate : virtualizer.getTotalSize(), position: 'relative' }}>
      {items.map((item, i) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={uniform ? (i === 0 ? measureOne : undefined) : virtualizer.measureElement}
          className={uniform && measured.current ? 'eng-rows__item eng-rows__item--sized' : 'eng-rows__item'}
          style={{ transform: `translateY(${item.start - (margin ?? 0)}px)`, height: uniform && measured.current ? rowHeight : undefined }}
        >
          <RowCard record={records[item.index]!} {...card} />
        </div>
      ))}
    </div>
  );
}
