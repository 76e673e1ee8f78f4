import { evaluate } from '../../../../common/page/condition';
import type { Column } from '../../../../common/page/schemaTypes';

// A column may count something else under one filter value (the stock query's running-out stores are the stores
// already out on its out-of-stock tab): its `labelWhen` names it for what it counts there. Resolved over the
// filter values before the cards, the field settings and an export read the columns.

/** Which of each column's `labelWhen` holds (-1: none): while it stays the same, so do the columns (a new keyword or store). */
export function columnLabelKey(columns: Column[], params: Record<string, unknown>): string {
  return columns.map((c) => c.labelWhen?.findIndex((l) => evaluate(l.when, params)) ?? -1).join(',');
}

/** The page's columns named as the filter values `params` ask; the page's own list when no `labelWhen` applies. */
export function columnsFor(columns: Column[], params: Record<string, unknown>): Column[] {
  if (!columns.some((c) => c.labelWhen)) return columns;
  return columns.map((c) => {
    const hit = c.labelWhen?.find((l) => evaluate(l.when, params));
    return hit ? { ...c, label: hit.label } : c;
  });
}
