import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import { countsByStatus, pageClause } from '../../../lib/paging';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';
import { likeEscape } from '../../../lib/sqlText';
import type { AsnListFilter, AsnListRow, ShippableFilter } from '../schemas';
import { shippedOn } from '../../../lib/shipping';
import { asnStatus, asnVisibleStatuses, shippableOrderStatuses } from '../statuses';

/** The supplier's ASNs, newest first, with counts per status for the tabs. */
export async function listAsns(db: Kysely<Database>, scope: SupplierScope, f: AsnListFilter) {
  const conds = [ownedBySql('a', scope)];
  if (f.branchId) conds.push(sql<boolean>`a.branch_id = ${f.branchId}`);
  const kw = f.keyword?.trim();
  if (kw) {
    const prefix = `${likeEscape(kw)}%`;
    conds.push(sql<boolean>`(a.sheet_no like ${prefix} or exists (
      select 1 from asn_line l join purchase_order po on po.id = l.order_id and po.supplier_id = l.supplier_id where l.asn_id = a.id and l.supplier_id = a.supplier_id and po.sheet_no like ${prefix}))`);
  }
  const where = sql.join(conds, sql` and `);
  const statuses = f.status?.length ? f.status : [...asnVisibleStatuses];
  const { rows } = await sql<AsnListRow>`
    select a.id, a.sheet_no as "sheetNo", a.status, a.arrival, a.branch_id as "branchId", b.name as "branchName",
           a.slot_start as "slotStart", a.slot_end as "slotEnd", a.cases, a.pallets, a.total_qty as "totalQty",
           (select string_agg(distinct po.sheet_no, ', ') from asn_line l join purchase_order po on po.id = l.order_id and po.supplier_id = l.supplier_id where l.asn_id = a.id and l.supplier_id = a.supplier_id) as "orderSheetNos",
           a.created_at as "createdAt"
      from asn a join branch b on b.id = a.branch_id
     where ${where} and a.status = any(${statuses}::smallint[])
     order by a.created_at desc, a.id desc
     ${pageClause(f)}`.execute(db);
  const counts = await sql<{ status: number; n: number }>`select a.status, count(*)::int as n from asn a where ${where} group by a.status`.execute(db);
  const statusCounts = countsByStatus(counts.rows, asnVisibleStatuses);
  return { rows, total: statuses.reduce((sum, s) => sum + (statusCounts[String(s)] ?? 0), 0), statusCounts };
}

/** One ASN of this supplier with its lines; another supplier's looks missing. */
export function asnDetail(db: Kysely<Database>, scope: SupplierScope, id: number) {
  return readAsn(db, id, ownedBySql('a', scope));
}

/**
 * One ASN with its lines where `visible` (a condition on `a`, the asn) holds: the supplier's own, or the chain's within
 * its branches. Both sides read the same notice, shipped against received per line and batch.
 */
export async function readAsn(db: Kysely<Database>, id: number, visible: RawBuilder<boolean>) {
  const head = await sql<{
    id: number; sheetNo: string; status: number; version: number; arrival: number; arrivedAt: Date | null; branchId: number;
    branchName: string; branchAddress: string | null; supplierName: string; supplierCode: string; slotStart: Date | null; slotEnd: Date | null;
    cutOffAt: Date | null; canChange: boolean; cases: number; pallets: number; totalQty: string; plate: string | null; driver: string | null;
    driverPhone: string | null; remark: string | null; chainReason: string | null; orderSheetNos: string; receiptId: number | null;
    receiptSheetNo: string | null; createdAt: Date; tenant: number;
  }>`
    select a.id, a.sheet_no as "sheetNo", a.status, a.version, a.arrival, a.arrived_at as "arrivedAt", a.branch_id as "branchId",
           b.name as "branchName", b.address as "branchAddress", s.name as "supplierName", s.code as "supplierCode",
           a.slot_start as "slotStart", a.slot_end as "slotEnd", a.slot_start - c.cut_off_hours * interval '1 hour' as "cutOffAt",
           (a.status = ${asnStatus.awaitingSlot} or (a.status = ${asnStatus.booked} and a.slot_start - c.cut_off_hours * interval '1 hour' > now())) as "canChange",
           a.cases, a.pallets, a.total_qty as "totalQty", a.plate, a.driver, a.phone as "driverPhone", a.remark, a.chain_reason as "chainReason",
           coalesce((select string_agg(distinct po.sheet_no, ', ') from asn_line l join purchase_order po on po.id = l.order_id and po.supplier_id = l.supplier_id where l.asn_id = a.id and l.supplier_id = a.supplier_id), '') as "orderSheetNos",
           pi.id as "receiptId", pi.sheet_no as "receiptSheetNo", a.created_at as "createdAt", a.supplier_id as tenant
      from asn a
      join branch b on b.id = a.branch_id
      join supplier s on s.id = a.supplier_id
      left join dock_capacity c on c.branch_id = a.branch_id
      -- one receipt per order of the notice: every number, the first opening from the notice
      left join lateral (select min(id) as id, string_agg(sheet_no, ', ' order by id) as sheet_no from purchase_in where asn_id = a.id and supplier_id = a.supplier_id and status = 1) pi on true
     where a.id = ${id} and ${visible}`.execute(db);
  if (!head.rows[0]) return undefined;
  const { tenant, ...asn } = head.rows[0];
  const lines = await sql<{
    id: number; lineNo: number; orderId: number; orderSheetNo: string; orderLineId: number; itemId: number; barcode: string | null; name: string;
    spec: string | null; unit: string | null; qty: string; cases: number; batchNo: string | null; productionDate: string | null;
    expiryDate: string | null; receivedQty: string | null; differenceQty: string | null; remainingQty: string;
  }>`
    select l.id, l.line_no as "lineNo", l.order_id as "orderId", po.sheet_no as "orderSheetNo", l.order_line_id as "orderLineId",
           l.item_id as "itemId", ol.barcode, ol.name, ol.spec, ol.unit, l.qty, l.cases, l.batch_no as "batchNo",
           l.production_date as "productionDate", l.expiry_date as "expiryDate", l.received_qty as "receivedQty",
           l.received_qty - l.qty as "differenceQty",
           coalesce(ol.confirmed_qty, 0) - ol.received_qty - sh.qty as "remainingQty"
      from asn_line l
      join purchase_order po on po.id = l.order_id and po.supplier_id = l.supplier_id
      join purchase_order_line ol on ol.id = l.order_line_id and ol.supplier_id = l.supplier_id
     cross join lateral (${shippedOn('ol.id', id)}) sh
     where l.asn_id = ${id} and l.supplier_id = ${tenant}
     order by l.line_no`.execute(db);
  return { ...asn, canChange: asn.canChange ?? false, lines: lines.rows };
}

/**
 * What is left to ship of this supplier's confirmed orders to one branch, line by line: confirmed − received − on
 * open ASNs. Lines with nothing left are left out; the form builds an ASN from these.
 */
export async function shippableLines(db: Kysely<Database>, scope: SupplierScope, f: ShippableFilter) {
  const kw = f.keyword?.trim();
  const match = kw
    ? sql`and (po.sheet_no like ${`${likeEscape(kw)}%`} or l.barcode like ${`${likeEscape(kw)}%`} or l.name ilike ${`%${likeEscape(kw)}%`})`
    : sql``;
  const { rows } = await sql<{
    orderId: number; orderSheetNo: string; promisedDate: string | null; orderLineId: number; lineNo: number; itemId: number;
    barcode: string | null; name: string; spec: string | null; unit: string | null; factor: string; dateControlled: boolean;
    confirmedQty: string; receivedQty: string; shippedQty: string; remainingQty: string;
  }>`
    select po.id as "orderId", po.sheet_no as "orderSheetNo", coalesce(po.promised_date, po.expected_date) as "promisedDate",
           l.id as "orderLineId", l.line_no as "lineNo", l.item_id as "itemId", l.barcode, l.name, l.spec, l.unit, l.factor,
           coalesce(i.shelf_life_days, 0) > 0 as "dateControlled",
           l.confirmed_qty as "confirmedQty", l.received_qty as "receivedQty", sh.qty as "shippedQty",
           l.confirmed_qty - l.received_qty - sh.qty as "remainingQty"
      from purchase_order po
      join purchase_order_line l on l.order_id = po.id and l.supplier_id = po.supplier_id
      join item i on i.id = l.item_id
     cross join lateral (${shippedOn('l.id')}) sh
     where ${ownedBySql('po', scope)} and po.receive_branch_id = ${f.branchId} ${match}
       and po.status = any(${shippableOrderStatuses}::smallint[])
       and l.confirmed_qty - l.received_qty - sh.qty > 0
     order by coalesce(po.promised_date, po.expected_date), po.id, l.line_no
     limit 500`.execute(db);
  return { rows };
}

