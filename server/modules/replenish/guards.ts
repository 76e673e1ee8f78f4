import { said, type Said } from '../../lib/language';
import { BizError } from '../../lib/errors';
import { CONFIRM_CODE, partPackQuestion, quantityText, wholePacks } from '../../lib/wholePacks';
import { replenishMessages as m } from './messages';

/**
 * What a replenishment line may ask for. A typing slip (99,999,999 units, ≈ ¥789 million) once went through
 * and was approved, so the server measures every line against what the branch needs:
 * - the usual quantity is the largest of the suggestion, 30 days of the branch's sales and one pack;
 * - above 3 × usual (and worth more than ¥500) the supplier confirms the line first (code 428, sent again with
 *   `confirmLarge: true`);
 * - above 30 × usual (and worth more than ¥10,000) the line is refused, as is any line worth more than ¥1 million
 *   or a request worth more than ¥5 million: no branch orders that much from one request.
 * Small lines never ask: a case of water over the suggestion is not worth a dialog.
 */
export const QUANTITY_LIMITS = {
  usualDays: 30,
  confirmAbove: 3,
  confirmFloor: 500,
  refuseAbove: 30,
  refuseFloor: 10_000,
  lineAmount: 1_000_000,
  requestAmount: 5_000_000,
} as const;


export interface LineFigures {
  applyQty: string;
  suggestQty: string;
  avgDailySales: string;
  packFactor: string;
  /** the line's amount at the purchase price */
  amount: string;
}

export type QuantityLevel = 'usual' | 'confirm' | 'refuse';

/** The quantity a branch usually needs of the item: the suggestion, a month of sales or one pack, whichever is most. */
export function usualQuantity(f: Omit<LineFigures, 'applyQty' | 'amount'>): number {
  return Math.max(Number(f.suggestQty), Number(f.avgDailySales) * QUANTITY_LIMITS.usualDays, Number(f.packFactor) || 1);
}

export function quantityLevel(f: LineFigures): QuantityLevel {
  const qty = Number(f.applyQty);
  const amount = Number(f.amount);
  const usual = usualQuantity(f);
  if (amount > QUANTITY_LIMITS.lineAmount) return 'refuse';
  if (qty > usual * QUANTITY_LIMITS.refuseAbove && amount > QUANTITY_LIMITS.refuseFloor) return 'refuse';
  if (qty > usual * QUANTITY_LIMITS.confirmAbove && amount > QUANTITY_LIMITS.confirmFloor) return 'confirm';
  return 'usual';
}

/** Days the quantity lasts at the branch's daily sales; null when the item did not sell. */
export function salesDays(qty: string, avgDailySales: string): number | null {
  const daily = Number(avgDailySales);
  return daily > 0 ? Math.round(Number(qty) / daily) : null;
}

/** How a line compares with what the branch needs, in words ("建议 24，约可卖 300 天"). */
function comparison(f: LineFigures): Said {
  const days = salesDays(f.applyQty, f.avgDailySales);
  const suggested = quantityText(Number(f.suggestQty));
  return days === null
    ? said(`建议 ${suggested}，近 28 天没有销量`, `suggested ${suggested}, no sales in 28 days`)
    : said(`建议 ${suggested}，约可卖 ${quantityText(days)} 天`, `suggested ${suggested}, lasts about ${quantityText(days)} days`);
}

export interface NamedLine extends LineFigures {
  name: string;
}

/**
 * Refuses what no branch would order and asks to confirm what is far above its need. Lines are in the order the
 * request lists them; `confirmed` holds the request's confirmLarge and confirmPartPack flags. The supplier confirms
 * far-above-need lines first, then lines that break a pack (checkWholePacks).
 */
export function checkQuantities(lines: NamedLine[], confirmed: { large: boolean; partPack: boolean }): void {
  const total = lines.reduce((s, l) => s + Number(l.amount), 0);
  const large: number[] = [];
  for (const [i, l] of lines.entries()) {
    const level = quantityLevel(l);
    if (level === 'refuse') {
      const most = quantityText(Math.floor(usualQuantity(l) * QUANTITY_LIMITS.refuseAbove));
      throw BizError.invalid(`lines/${i}/applyQty`, Number(l.amount) > QUANTITY_LIMITS.lineAmount ? m.lineAmountTooLarge : m.quantityTooLarge(most, comparison(l)));
    }
    if (level === 'confirm') large.push(i);
  }
  if (total > QUANTITY_LIMITS.requestAmount) throw BizError.invalid('lines', m.requestAmountTooLarge);
  if (large.length && !confirmed.large) {
    const which = large.map((i) => lines[i]!);
    const zh = which.map((l) => `${l.name}：申请 ${quantityText(Number(l.applyQty))}，${comparison(l)['zh-CN']}`).join('；');
    const en = which.map((l) => `${l.name}: ${quantityText(Number(l.applyQty))} requested, ${comparison(l).en}`).join('; ');
    throw new BizError(CONFIRM_CODE, said(`以下商品数量远高于门店需要：${zh}。确定提交？`, `These quantities are far above what the branch needs: ${en}. Send anyway?`), {
      data: { confirm: 'confirmLarge', fields: large.map((i) => `lines/${i}/applyQty`) },
    });
  }
  checkWholePacks(lines, confirmed.partPack);
}

/** "2 箱 + 5 瓶" / "2 packs + 5": a quantity in whole packs and the units left over. */
function inPacks(qty: string, packFactor: string): Said {
  const pack = Number(packFactor);
  const packs = Math.floor(Number(qty) / pack);
  const rest = quantityText(Number(qty) - packs * pack);
  return said(`${quantityText(packs)} 整包 + ${rest}`, `${quantityText(packs)} whole packs + ${rest}`);
}

/**
 * A replenishment ships in the item's purchase packaging: a line that is not a whole number of packs (13 where a
 * pack holds 12) is carried out only once the supplier confirms it (code 428, sent again with `confirmPartPack`).
 * The message names each such line, its pack and the nearest whole-pack quantities.
 */
export function checkWholePacks(lines: (NamedLine & { packFactor: string })[], confirmed: boolean): void {
  const broken = lines.flatMap((l, i) => (wholePacks(l.applyQty, l.packFactor) ? [] : [i]));
  if (!broken.length || confirmed) return;
  const which = broken.map((i) => lines[i]!);
  const near = (l: NamedLine) => {
    const pack = Number(l.packFactor);
    const down = Math.floor(Number(l.applyQty) / pack) * pack;
    return { down: quantityText(down), up: quantityText(down + pack), pack: quantityText(pack) };
  };
  const zh = which.map((l) => { const n = near(l); return `${l.name}：${quantityText(Number(l.applyQty))}（${inPacks(l.applyQty, l.packFactor)['zh-CN']}，每包 ${n.pack}，整包为 ${n.down} 或 ${n.up}）`; }).join('；');
  const en = which.map((l) => { const n = near(l); return `${l.name}: ${quantityText(Number(l.applyQty))} (${inPacks(l.applyQty, l.packFactor).en}; a pack holds ${n.pack}, whole packs are ${n.down} or ${n.up})`; }).join('; ');
  throw partPackQuestion(said(`以下数量不是整包：${zh}。拆包发货？`, `These quantities break a pack: ${en}. Ship a broken pack?`),
    broken.map((i) => `lines/${i}/applyQty`));
}
