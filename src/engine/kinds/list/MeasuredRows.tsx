import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ListRecord } from './columnModel';
import { RowCard, type RowCardProps } from './RowCard';
import type { Row } from './useListData';

// Rows whose height depends on the row (a field or an action shown only for some rows): every card is measured
// as it mounts, and the virtualiser keeps each row's position. Only the cards near the viewport exist in the
// DOM (ARCHITECTURE "Rendering"; quality.md §1.4). The page scrolls as a whole (window), so the nav bar,
// filters and pull-to-refresh behave as on any other screen. Rows of one height take UniformRows instead.

export interface MeasuredRowsProps extends Omit<RowCardProps, 'record'> {
  /** the records, in the order drawn */
  rows: ListRecord[];
  /** a record's key: measured rows keep their size by it */
  keyOf: (record: ListRecord, index: number) => string;
  /** height guess before a card is measured: from the fields this record shows (cardHeight.ts) */
  estimateRow: (record: Row) => number;
  /** called (after a render) while the viewport's bottom is within `distance` px of the list's end */
  onNearEnd?: () => void;
  distance: number;
}

export function MeasuredRows({ rows, keyOf, estimateRow, onNearEnd, distance, ...card }: MeasuredRowsProps): ReactNode {
  const listRef = useRef<HTMLDivElement>(null);
  // Unknown until the list is laid out; rows are handed to the virtualiser only then, so it computes the
  // positions once instead of once for a wrong offset and again for the right one.
  const [margin, setMargin] = useState<number | null>(null);

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
  // position whenever getItemKey changes, which would happen on every scroll frame. Measured rows keep
  // their size by record key.
  const getItemKey = useCallback((i: number) => (rows[i] ? keyOf(rows[i], i) : String(i)), [rows, keyOf]);
  // Each row's own guess (its conditional fields counted), so rows rarely move when they are measured.
  const estimateSize = useCallback((i: number) => estimateRow(rows[i]!), [estimateRow, rows]);
  const virtualizer = useWindowVirtualizer({
    count: margin === null ? 0 : rows.length,
    estimateSize,
    overscan: 3,
    scrollMargin: margin ?? 0,
    getItemKey,
    // Let React batch the scroll updates instead of rendering synchronously inside every scroll event.
    useFlushSync: false,
  });

  // Load-more (spec §9 bottom-reach distance) from the virtualiser's own numbers: no layout reads while scrolling.
  useEffect(() => {
    if (!onNearEnd) return;
    const viewportEnd = (virtualizer.scrollOffset ?? window.scrollY) + window.innerHeight;
    if (margin !== null && viewportEnd >= margin + virtualizer.getTotalSize() - distance) onNearEnd();
  });

  return (
    <div ref={listRef} className="eng-rows" style={{ height: margin === null ? undefined : virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className="eng-rows__item"
          style={{ transform: `translateY(${item.start - (margin ?? 0)}px)` }}
        >
          <RowCard record={rows[item.index]!} {...card} />
        </div>
      ))}
    </div>
  );
}
