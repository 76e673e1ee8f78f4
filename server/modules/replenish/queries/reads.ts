import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { likeEscape } from '../../../lib/sqlText';
import { reviewedPage, visibleTo, type Viewer } from '../../../lib/viewer';
import type { ListFilter } from '../schemas';
import { buyerVisible, trail } from '../rules';
import { quantityLevel, salesDays } from '../guards';

/**
 * How a line compares with the branch's need, for the buyer's review: the days it lasts at the daily sales, its
 * multiple of the suggestion, and whether it is far above the usual quantity (the supplier confirmed it).
 */
function measured(l: { applyQty: string; suggestQty: string; avgDailySales: string; amount: string }, packFactor: string | null) {
  const suggested = Number(l.suggestQty);
  return {
    salesDays: salesDays(l.applyQty, l.avgDailySales),
    suggestRatio: suggested > 0 ? (Number(l.applyQty) / suggested).toFixed(1) : null,
    unusual: quantityLevel({ ...l, packFactor: packFactor ?? '1' }) !== 'usual',
  };
}

function base(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('self_replenish as r')
    .innerJoin('branch as b', 'b.id', 'r.branch_id')
    .innerJoin('supplier as s', 's.id', 'r.supplier_id')
    .leftJoin('purchase_order as po', (j) => j.onRef('po.id', '=', 'r.generated_po_id').onRef('po.supplier_id', '=', 'r.supplier_id'))
    .where(visibleTo('r', viewer, buyerVisible));
}

const rowColumns = [
  'r.id',
  'r.version',
  'r.sheet_no as sheetNo',
  'r.status',
  'r.branch_id as branchId',
  'b.name as branchName',
  's.name as supplierName',
  'r.total_qty as totalQty',
  'r.total_amount as totalAmount',
  sql<number>`(select count(*)::int from self_replenish_line l where l.req_id = r.id and l.supplier_id = r.supplier_id)`.as('lineCount'),
  sql<string | null>`to_char(r.expected_date, 'YYYY-MM-DD')`.as('expectedDate'),
  'r.created_at as createdAt',
  'r.submitted_at as submittedAt',
  'r.reject_reason as rejectReason',
  'r.generated_po_id as generatedPoId',
  'po.sheet_no as generatedPoSheetNo',
] as const;

export async function listRequests(db: Kysely<Database>, viewer: Viewer, f: ListFilter) {
  let q = base(db, viewer);
  if (f.branchId) q = q.where('r.branch_id', '=', f.branchId);
  if (f.keyword) {
    const like = `%${likeEscape(f.keyword)}%`;
    q = q.where((eb) => eb.or([eb('r.sheet_no', 'ilike', like), eb('b.name', 'ilike', like), eb('s.name', 'ilike', like)]));
  }
  return reviewedPage('r', viewer, q, (rows) => rows.select([...rowColumns]), f);
}

export async function requestDetail(db: Kysely<Database>, viewer: Viewer, id: number) {
  const head = await base(db, viewer)
    .select([...rowColumns, 'r.remark', 'r.approved_at as approvedAt', 'r.supplier_id as tenant'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!head) return undefined;
  const { tenant, ...shown } = head;
  const [lines, log] = await Promise.all([
    db
      .selectFrom('self_replenish_line as l')
      .innerJoin('item as i', 'i.id', 'l.item_id')
      .select([
        'l.id',
        'l.line_no as lineNo',
        'l.item_id as itemId',
        'i.code',
        'i.name',
        'i.barcode',
        'i.spec',
        'i.unit',
        'l.price',
        'l.apply_qty as applyQty',
        'l.approved_qty as approvedQty',
        'l.amount',
        'l.avg_daily_sales as avgDailySales',
        'l.stock_qty_snapshot as stockQty',
        'l.suggest_qty as suggestQty',
        sql<string | null>`(select max(p.factor) from item_package p where p.item_id = l.item_id and p.is_default_purchase)::text`.as('packFactor'),
      ])
      .where('l.req_id', '=', id)
      .where('l.supplier_id', '=', tenant)
      .orderBy('l.line_no')
      .execute(),
    trail.history(db, id),
  ]);
  return { ...shown, lines: lines.map(({ packFactor, ...l }) => ({ ...l, ...measured(l, packFactor) })), log };
}
