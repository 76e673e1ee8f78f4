import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { afterPaint } from '../../../ui/afterPaint';

// A form of many lines (an order of 28 items to confirm) drawn in one go is one long task on a mid-range phone: the
// page cannot answer a tap, and the form's first fields wait for the last line. The first lines are drawn with the
// page and the rest a batch at a time, each after the previous frame is painted; the space they will take is kept
// for them (the lines drawn so far, measured before the frame is painted), so nothing below moves as they come.
// Once all are drawn the array draws whole, as RJSF gives it: a line added later appears at once.

export const FIRST_ROWS = 10;
export const ROWS_PER_FRAME = 10;

/** A row of the array, as theme.tsx draws it (a card or a line). */
const ROW = ':scope > .eng-form__row';

/** How many of `total` rows to draw now, and the height to keep for the others (px). */
export function useProgressiveRows(total: number, container: RefObject<HTMLElement | null>): { shown: number; reserve: number } {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_ROWS));
  const [complete, setComplete] = useState(total <= FIRST_ROWS);
  const [rowHeight, setRowHeight] = useState(0);
  const drawn = complete ? total : Math.min(shown, total);

  useEffect(() => {
    if (complete) return;
    if (shown >= total) {
      setComplete(true);
      return;
    }
    return afterPaint(() => setShown((n) => n + ROWS_PER_FRAME));
  }, [complete, shown, total]);

  useLayoutEffect(() => {
    if (complete) return;
    const rows = container.current?.querySelectorAll<HTMLElement>(ROW);
    if (!rows?.length) return;
    const top = rows[0]!.getBoundingClientRect().top;
    const bottom = rows[rows.length - 1]!.getBoundingClientRect().bottom;
    setRowHeight((bottom - top) / rows.length);
  }, [complete, drawn]);

  return { shown: drawn, reserve: complete ? 0 : Math.round((total - drawn) * rowHeight) };
}
