import { BizError } from '../../lib/errors';
import { said } from '../../lib/language';
import { partPackQuestion, quantityText, wholePacks } from '../../lib/wholePacks';
import { businessToday } from '../../lib/businessDay';
import { aboveOrdered, beyondHorizon, missingLines, PROMISE_HORIZON_DAYS, purchaseMessages } from './messages';
import { parseQty, toMilli } from './quantity';
import type { OrderConfirmInput } from './schemas';

export interface OrderLine {
  id: number;
  line_no: number;
  order_qty: string;
  /** the item's purchase pack (units), null when it is bought by the unit */
  pack_factor?: string | null;
  name?: string;
}

export interface LineUpdate {
  lineId: number;
  qty: string;
  promisedDate: string | null;
}

/** The last date a promise may name: PROMISE_HORIZON_DAYS after the business today ('YYYY-MM-DD'). */
export function lastPromisableDate(now = new Date()): string {
  const today = new Date(`${businessToday(now)}T00:00:00Z`);
  return new Date(today.getTime() + PROMISE_HORIZON_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** A promised date is not before the order date and not past the horizon; `field` names it in the refusal. */
export function checkPromisedDate(date: string, orderDate: string, field: string): void {
  if (date < orderDate) throw BizError.invalid(field, purchaseMessages.beforeOrderDate);
  if (date > lastPromisableDate()) throw BizError.invalid(field, beyondHorizon);
}

/**
 * Checks the supplier's answer against the order's lines: every line exactly once, 0 ≤ confirmed ≤ ordered with at
 * most 3 decimals, dates not before the order date nor past the horizon. Errors name the offending field the way the client sent it.
 */
export function checkConfirmedLines(input: OrderConfirmInput, orderDate: string, lines: OrderLine[]): LineUpdate[] {
  const sent = input.lines;
  if (!sent || sent.length === 0) throw BizError.invalid('lines', purchaseMessages.linesRequired);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const updates: LineUpdate[] = [];
  sent.forEach((s, i) => {
    const line = byId.get(s.lineId);
    if (!line) throw BizError.invalid(`lines/${i}/lineId`, purchaseMessages.notThisOrdersLine);
    if (seen.has(s.lineId)) throw BizError.invalid(`lines/${i}/lineId`, purchaseMessages.lineTwice);
    seen.add(s.lineId);
    const q = parseQty(s.confirmedQty);
    if (!q.ok) throw BizError.invalid(`lines/${i}/confirmedQty`, q.reason);
    if (q.milli > toMilli(line.order_qty)) throw BizError.invalid(`lines/${i}/confirmedQty`, aboveOrdered(line.order_qty));
    if (s.promisedDate) checkPromisedDate(s.promisedDate, orderDate, `lines/${i}/promisedDate`);
    updates.push({ lineId: s.lineId, qty: q.text, promisedDate: s.promisedDate ?? null });
  });
  const missing = lines.filter((l) => !seen.has(l.id)).map((l) => l.line_no);
  if (missing.length) throw BizError.invalid('lines', missingLines(missing));
  if (input.action === 'confirm' && input.confirmPartPack !== true) checkConfirmedPacks(sent, byId);
  return updates;
}

/**
 * An order ships in each item's purchase packaging: a line confirmed below what was ordered at a quantity that is not
 * a whole number of packs (13 where a pack holds 12) is taken only once the supplier confirms it (code 428, sent
 * again with `confirmPartPack`). The ordered quantity itself is the buyer's and never asks; nor does 0 (not delivered).
 */
function checkConfirmedPacks(sent: NonNullable<OrderConfirmInput['lines']>, byId: Map<number, OrderLine>): void {
  const broken = sent.flatMap((s, i) => {
    const line = byId.get(s.lineId)!;
    const q = parseQty(s.confirmedQty);
    if (!q.ok || q.milli === 0n || q.milli === toMilli(line.order_qty) || wholePacks(q.text, line.pack_factor ?? null)) return [];
    return [{ i, line, qty: q.text }];
  });
  if (!broken.length) return;
  const zh = broken.map((b) => `第 ${b.line.line_no} 行${b.line.name ? ` ${b.line.name}` : ''}：${quantityText(b.qty)}（每包 ${quantityText(b.line.pack_factor!)}）`).join('；');
  const en = broken.map((b) => `line ${b.line.line_no}${b.line.name ? ` ${b.line.name}` : ''}: ${quantityText(b.qty)} (a pack holds ${quantityText(b.line.pack_factor!)})`).join('; ');
  throw partPackQuestion(said(`以下确认数量不是整包：${zh}。拆包发货？`, `These confirmed quantities break a pack: ${en}. Ship a broken pack?`),
    broken.map((b) => `lines/${b.i}/confirmedQty`));
}
