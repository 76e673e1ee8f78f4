import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import { BizError } from '../../../lib/errors';
import { nextSheetNo } from '../../../lib/sheetNumbers';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { deliveryMessages as msg } from '../messages';
import type { AsnMove, AsnSaveInput } from '../schemas';
import { asnStatus, shippableOrderStatuses } from '../statuses';
import { shippedOn } from '../../../lib/shipping';
import { changeableAsn } from './asnLock';
import { changeSlotLoad } from './slotRoom';

type Trx = Transaction<Database>;

interface CheckedLine {
  orderLineId: number;
  orderId: number;
  itemId: number;
  qty: string;
  batchNo: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  cases: number;
}

/**
 * The lines checked against the orders: this supplier's confirmed order lines, one receiving branch, and per order
 * line no more than confirmed − received − on other open ASNs. The order lines are locked first, so two ASNs
 * shipping the same line at once are checked one after the other.
 */
async function checkLines(trx: Trx, scope: SupplierScope, input: AsnSaveInput, exceptAsn: number | undefined) {
  const ids = [...new Set(input.lines.map((l) => l.orderLineId))];
  const { rows } = await sql<{ id: number; orderId: number; itemId: number; branchId: number; dateControlled: boolean; remaining: string }>`
    select l.id, l.order_id as "orderId", l.item_id as "itemId", po.receive_branch_id as "branchId",
           coalesce(i.shelf_life_days, 0) > 0 as "dateControlled",
           (l.confirmed_qty - l.received_qty - (${shippedOn('l.id', exceptAsn)}))::text as remaining
      from purchase_order_line l
      join purchase_order po on po.id = l.order_id and po.supplier_id = l.supplier_id
      join item i on i.id = l.item_id
     where l.id = any(${ids}::bigint[]) and ${ownedBySql('po', scope)}
       and po.status = any(${shippableOrderStatuses}::smallint[]) and l.confirmed_qty is not null
     order by l.id
       for update of l`.execute(trx);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  let branchId: number | undefined;
  const checked: CheckedLine[] = input.lines.map((line, i) => {
    const at = (field: string) => `lines/${i}/${field}`;
    const ol = byId.get(line.orderLineId);
    if (!ol) throw BizError.invalid(at('orderLineId'), msg.notShippable);
    branchId ??= ol.branchId;
    if (ol.branchId !== branchId) throw BizError.invalid(at('orderLineId'), msg.oneBranch);
    const batchNo = line.batchNo?.trim() || null;
    const key = `${line.orderLineId}/${batchNo ?? ''}`;
    if (seen.has(key)) throw BizError.invalid(at('batchNo'), msg.lineTwice);
    seen.add(key);
    if (ol.dateControlled) {
      for (const field of ['batchNo', 'productionDate', 'expiryDate'] as const) {
        if (!(field === 'batchNo' ? batchNo : line[field])) throw BizError.invalid(at(field), msg.datesRequired);
      }
    }
    if (line.productionDate && line.expiryDate && line.expiryDate < line.productionDate) throw BizError.invalid(at('expiryDate'), msg.expiryBeforeProduction);
    return {
      orderLineId: ol.id, orderId: ol.orderId, itemId: ol.itemId, qty: line.qty, batchNo,
      productionDate: line.productionDate ?? null, expiryDate: line.expiryDate ?? null, cases: line.cases,
    };
  });
  await checkRemaining(trx, checked, rows);
  return { branchId: branchId!, lines: checked };
}

/** Per order line, the quantities of all its batches together within what is left to ship (compared as NUMERIC). */
async function checkRemaining(trx: Trx, lines: CheckedLine[], orderLines: { id: number; remaining: string }[]) {
  const values = sql.join(lines.map((l, i) => sql`(${i}::int, ${l.orderLineId}::bigint, ${l.qty}::numeric)`));
  const remaining = sql.join(orderLines.map((o) => sql`(${o.id}::bigint, ${o.remaining}::numeric)`));
  const { rows } = await sql<{ i: number; remaining: string }>`
    select min(v.i) as i, max(r.rem)::text as remaining
      from (values ${values}) v(i, id, qty) join (values ${remaining}) r(id, rem) on r.id = v.id
     group by v.id having sum(v.qty) > max(r.rem)
     order by 1 limit 1`.execute(trx);
  const over = rows[0];
  if (over) throw BizError.invalid(`lines/${over.i}/qty`, msg.overRemaining(Number(over.remaining).toString()));
}

async function writeLines(trx: Trx, scope: SupplierScope, asnId: number, lines: CheckedLine[]) {
  await sql`delete from asn_line where asn_id = ${asnId} and supplier_id = ${scope.supplierId}`.execute(trx);
  const values = sql.join(
    lines.map((l, i) => sql`(${scope.merchantId}::bigint, ${scope.supplierId}::bigint, ${asnId}::bigint, ${i + 1}::int, ${l.orderId}::bigint, ${l.orderLineId}::bigint, ${l.itemId}::bigint,
      ${l.qty}::numeric, ${l.batchNo}, ${l.productionDate}::date, ${l.expiryDate}::date, ${l.cases}::int)`),
  );
  await sql`insert into asn_line (merchant_id, supplier_id, asn_id, line_no, order_id, order_line_id, item_id, qty, batch_no, production_date, expiry_date, cases)
    values ${values}`.execute(trx);
}

const totalCases = (lines: CheckedLine[]) => lines.reduce((n, l) => n + l.cases, 0);

/** Creates an ASN (no id) or changes one before its cut-off; a booked ASN keeps its slot when the slot has room. */
export async function saveAsn(db: Kysely<Database>, scope: SupplierScope, input: AsnSaveInput) {
  return db.transaction().execute(async (trx) => {
    const fields = {
      plate: input.plate.trim().toUpperCase(), driver: input.driver.trim(), phone: input.driverPhone.trim(), remark: input.remark?.trim() || null,
    };
    if (input.id === undefined) {
      const { branchId, lines } = await checkLines(trx, scope, input, undefined);
      const branch = await trx.selectFrom('branch').select('code').where('id', '=', branchId).executeTakeFirstOrThrow();
      const sheetNo = await nextSheetNo(trx, 'asn', scope.merchantId, 'FH', branch.code);
      const asn = await trx
        .insertInto('asn')
        .values({
          merchant_id: scope.merchantId, sheet_no: sheetNo, supplier_id: scope.supplierId, branch_id: branchId, status: asnStatus.awaitingSlot,
          cases: totalCases(lines), pallets: input.pallets, total_qty: sql`${sumQty(lines)}::numeric`, ...fields,
        })
        .returning(['id', 'sheet_no as sheetNo', 'status', 'version'])
        .executeTakeFirstOrThrow();
      await writeLines(trx, scope, asn.id, lines);
      return asn;
    }
    if (input.version === undefined) throw BizError.invalid('version', msg.versionRequired);
    const asn = await changeableAsn(trx, scope, { id: input.id, version: input.version });
    const { branchId, lines } = await checkLines(trx, scope, input, asn.id);
    if (branchId !== asn.branchId) throw BizError.invalid('lines/0/orderLineId', msg.oneBranch);
    const cases = totalCases(lines);
    if (asn.slotId !== null) await changeSlotLoad(trx, asn.slotId, cases - asn.cases, input.pallets - asn.pallets);
    const saved = await trx
      .updateTable('asn')
      .set({ cases, pallets: input.pallets, total_qty: sql`${sumQty(lines)}::numeric`, ...fields, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', asn.id)
      .where('supplier_id', '=', scope.supplierId)
      .returning(['id', 'sheet_no as sheetNo', 'status', 'version'])
      .executeTakeFirstOrThrow();
    await writeLines(trx, scope, asn.id, lines);
    return saved;
  });
}

/** The lines' quantities summed as SQL NUMERIC (never as floats). */
function sumQty(lines: CheckedLine[]) {
  return sql`(select coalesce(sum(q), 0) from unnest(${lines.map((l) => l.qty)}::numeric[]) q)`;
}

/** Cancels an ASN before its cut-off; its booked volume leaves the slot. */
export async function cancelAsn(db: Kysely<Database>, scope: SupplierScope, move: AsnMove) {
  return db.transaction().execute(async (trx) => {
    const asn = await changeableAsn(trx, scope, move);
    if (asn.slotId !== null) await changeSlotLoad(trx, asn.slotId, -asn.cases, -asn.pallets);
    return trx
      .updateTable('asn')
      .set({ status: asnStatus.cancelled, slot_id: null, cancelled_at: sql`now()`, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', asn.id)
      // the tenant in every statement, as in the read above (a distributed table is found by it)
      .where('supplier_id', '=', scope.supplierId)
      .returning(['id', 'status', 'version'])
      .executeTakeFirstOrThrow();
  });
}
