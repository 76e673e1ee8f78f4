import { evaluate } from '../../../common/page/condition';
import { fillTemplate } from '../../../common/page/template';
import type { JoinedText, LocalizedText } from '../../../common/page/schemaTypes';

/**
 * A line made of parts (a stat tile's notice, a profile line, a report total's note) for a record: the parts whose
 * condition holds, filled and joined; '' when none does.
 */
export function joinedText(line: JoinedText, record: Record<string, unknown>, text: (t: LocalizedText | undefined) => string): string {
  return line.parts.filter((p) => evaluate(p.when, record)).map((p) => fillTemplate(text(p.text), record)).join(text(line.join));
}
