import { enumLabel } from '../../lib/enums';
import type { Lang } from '../../lib/language';

/**
 * What a ledger entry or a statement's source line is called on its card. Most carry a document number; a day's
 * joint-venture (3) or consignment (4) sales owed to the supplier (one per branch and day, in both the payable ledger
 * and a statement's lines) has none, and read "-". It is named by its kind and day instead ("联营销售 12-08",
 * "Joint-venture sales 12-08"), in the caller's language; the year is on the card's date line, and without it the
 * English name still fits beside the card's badge. The kind's name is reconLineType's, the statement's own word.
 */
const salesKinds = new Set([3, 4]);

export function isSalesDay(type: number): boolean {
  return salesKinds.has(type);
}

export function entryTitle(no: string | null, type: number, day: string, lang: Lang, kinds: 'payableType' | 'reconLineType'): string {
  if (no) return no;
  if (isSalesDay(type)) return `${enumLabel('reconLineType', type, lang)} ${day.slice(5)}`;
  return enumLabel(kinds, type, lang);
}

/**
 * A sales day's remark that only names its kind in Chinese ("联营销售", as the chain's books write it) says what the
 * title now says in the caller's language; kept, it read as an untranslated note on an English card.
 */
export function remarkBesideTitle(remark: string | null, type: number): string | null {
  return isSalesDay(type) && remark === enumLabel('reconLineType', type, 'zh-CN') ? null : remark;
}
