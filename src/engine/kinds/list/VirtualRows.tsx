import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { RowCard, type RowCardProps } from './RowCard';
import type { TableRow } from './useRowTable';

// Only the cards near the viewport exist in the DOM (ARCHITECTURE "Rendering"; quality.md §1.4: 10k rows
// virtualised keep ~170 DOM nodes). The page scrolls as a whole (window), so the nav bar, filters and
// pull-to-refresh behave as on any other screen; cards are measured after render since their height
// depends on how many fields show.

export interface VirtualRowsProps extends Omit<RowCardProps, 'row'> {
  rows: TableRow[];
  estimate: number;
}

export function VirtualRows({ rows, estimate, ...card }: VirtualRowsProps): ReactNode {
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);

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

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    overscan: 4,
    scrollMargin: margin,
    getItemKey: (i) => rows[i]!.id,
  });

  return (
    <div ref={listRef} className="eng-rows" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className="eng-rows__item"
          style={{ transform: `translateY(${item.start - margin}px)` }}
        >
          <RowCard row={rows[item.index]!} {...card} />
        </div>
      ))}
    </div>
  );
}
