// The engine's defaults, stated once: what a page gets when its file does not say otherwise. The meta-
// schema documents the same values (`default`), so an author reading either sees one answer.

/** Spec §2 pull-down refresh: colour, circle indicator, trigger height 70 px, drag range 150 px. */
export const PULL_REFRESH_DEFAULTS = { color: '#2BD009', style: 'circle', height: 70, range: 150 } as const;

export const LIST_DEFAULTS = {
  /** where a list answer holds its rows (an answer that is itself an array is the rows) */
  listPath: 'rows',
  /** where a list answer holds the total row count */
  totalPath: 'total',
  pageSize: 20,
  /** spec §9: px from the bottom at which the next page loads */
  loadMoreDistance: 100,
  /** lists and reports offer pull-down refresh unless the page sets pullRefresh: false */
  pullRefresh: true,
  rowKey: 'id',
} as const;
