import type { Lang } from '../../lib/language';
import { quantityText } from '../../lib/wholePacks';
import { SALES_WINDOW_DAYS } from './rules';
import { daysLeft, type ItemSuggestion } from './queries/suggestions';

/**
 * The suggestion in the words a supplier's rep uses ("约可卖 3 天，建议补 2 箱"), in place of the formula it comes from
 * (which the screen shows on a tap). Packs are counted in the purchase packaging when the item has one.
 */
export function advice(lang: Lang, s: ItemSuggestion): string {
  const zh = lang === 'zh-CN';
  const left = daysLeft(s);
  const qty = Number(s.suggestQty);
  const pack = Number(s.packFactor);
  const amount = s.packUnit && pack > 1
    ? zh ? `${quantityText(qty / pack)} ${s.packUnit}（${quantityText(qty)} ${s.unit}）` : `${quantityText(qty / pack)} × ${s.packUnit} (${quantityText(qty)} ${s.unit})`
    : `${quantityText(qty)} ${s.unit}`;
  const weeks = SALES_WINDOW_DAYS / 7;
  if (left === null) return zh ? `近 ${weeks} 周没有销量，暂不用补` : `No sales in ${weeks} weeks: nothing to add yet`;
  const lasts = left === 0 ? (zh ? '已经卖完' : 'Sold out') : zh ? `约可卖 ${quantityText(left)} 天` : `Lasts about ${quantityText(left)} days`;
  if (qty <= 0) return zh ? `${lasts}，暂不用补` : `${lasts}: nothing to add yet`;
  return zh ? `${lasts}，建议补 ${amount}` : `${lasts}: add ${amount}`;
}
