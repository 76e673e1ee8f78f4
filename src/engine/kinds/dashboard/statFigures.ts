import { evaluate } from '../../data/condition';
import { fillTemplate, getPath } from '../../../../common/page/template';
import { isEmpty } from '../../../../common/format/format';
import type { LocalizedText, StatItem, StatTile } from '../../../../common/page/schemaTypes';

// What a stat tile shows of its answer: the figures it has values for, and its notice's words.

export type Answer = Record<string, unknown>;

/** The figures the answer has a value for, in the page's order (`hideEmpty` ones it has none for are left out). */
export function shownItems(items: StatItem[], answer: unknown): StatItem[] {
  return items.filter((item) => !item.hideEmpty || !isEmpty(getPath(answer, item.field)));
}

/** The notice's text for the answer: the parts whose condition holds, joined; '' when none does. */
export function noticeText(notice: NonNullable<StatTile['notice']>, answer: Answer, text: (t: LocalizedText | undefined) => string): string {
  return notice.parts.filter((p) => evaluate(p.when, answer)).map((p) => fillTemplate(text(p.text), answer)).join(text(notice.join));
}

