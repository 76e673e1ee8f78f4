import { evaluate } from '../../../../common/page/condition';
import { fillTemplate, getPath } from '../../../../common/page/template';
import { isEmpty } from '../../../../common/format/format';
import type { JoinedText, LocalizedText, StatItem } from '../../../../common/page/schemaTypes';

// What a stat tile shows of its answer: the figures it has values for, and its notice's words.

export type Answer = Record<string, unknown>;

/** The figures the answer has a value for, in the page's order (`hideEmpty` ones it has none for are left out). */
export function shownItems(items: StatItem[], answer: unknown): StatItem[] {
  return items.filter((item) => !item.hideEmpty || !isEmpty(getPath(answer, item.field)));
}

/** A notice's (or a profile line's) text for a record: the parts whose condition holds, filled and joined; '' when none does. */
export function joinedText(line: JoinedText, record: Answer, text: (t: LocalizedText | undefined) => string): string {
  return line.parts.filter((p) => evaluate(p.when, record)).map((p) => fillTemplate(text(p.text), record)).join(text(line.join));
}

