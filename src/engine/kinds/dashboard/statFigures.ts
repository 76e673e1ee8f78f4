import { getPath } from '../../../../common/page/template';
import { isEmpty } from '../../../../common/format/format';
import type { StatItem } from '../../../../common/page/schemaTypes';

// What a stat tile shows of its answer: the figures it has values for (its notice's words: ui/joinedText.ts).

export type Answer = Record<string, unknown>;

/** The figures the answer has a value for, in the page's order (`hideEmpty` ones it has none for are left out). */
export function shownItems(items: StatItem[], answer: unknown): StatItem[] {
  return items.filter((item) => !item.hideEmpty || !isEmpty(getPath(answer, item.field)));
}

