// Which rows of one height meet the screen: row i spans [i × height, (i + 1) × height) of the list.

export interface RowRange {
  first: number;
  /** may pass the last row; the caller stops at its row count */
  last: number;
}

/** The rows meeting a viewport that starts `from` px into the list and is `viewport` px tall, widened by `extra` rows. */
export function rowsOnScreen(from: number, viewport: number, rowHeight: number, extra: number): RowRange {
  return {
    first: Math.max(0, Math.floor(from / rowHeight) - extra),
    last: Math.ceil((from + viewport) / rowHeight) - 1 + extra,
  };
}
