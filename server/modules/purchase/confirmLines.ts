import { BizError } from '../../lib/errors';
import { aboveOrdered, missingLines, purchaseMessages } from './messages';
import { parseQty, toMilli } from './quantity';
import type { OrderConfirmInput } from './schemas';

export interface OrderLine {
  id: number;
  line_no: number;
  order_qty: string;
}

export interface LineUpdate {
  lineId: number;
  qty: string;
  promisedDate: string | null;
}

/**
 * Checks the supplier's answer against the order's lines: every line exactly once, 0 ≤ confirmed ≤ ordered with at
 * most 3 decimals, dates not before the order date. Errors name the offending field the way the client sent it.
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
    if (s.promisedDate && s.promisedDate < orderDate) throw BizError.invalid(`lines/${i}/promisedDate`, purchaseMessages.beforeOrderDate);
    updates.push({ lineId: s.lineId, qty: q.text, promisedDate: s.promisedDate ?? null });
  });
  const missing = lines.filter((l) => !seen.has(l.id)).map((l) => l.line_no);
  if (missing.length) throw BizError.invalid('lines', missingLines(missing));
  return updates;
}
