import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/types';
import type { Answer, RowOf } from '../../../lib/routeSpec';
import { inBossScope, type BossScope } from '../../../lib/bossScope';
import { DEFAULT_RUNNING_OUT_DAYS, itemFigureColumns, keptWindowSales, pairFigures, saleWindowIsFresh } from '../../../lib/daysOfSupply';
import { itemConditions } from '../../../lib/itemConditions';
import { pageClause, windowPage } from '../../../lib/paging';
import { branchFigureColumns, branchTotalColumns, perBranchAnswer, type BranchTotals } from '../../../lib/stockPerBranch';
import type { chainStockBranches as branchesAnswer, ChainStockBranchesInput, ChainStockFilter, ChainStockInput, chainStockPage } from '../schemas';

type ChainBranchRow = Answer<typeof branchesAnswer>['branches'][number];
import { equalsWhenSet } from './filters';

/*
 * The chain's stock (spec §7 /administer/report/stock): every supplier's goods on hand at the merchant's branches
 * (those the account may see), one row per item and main supplier, with average daily sales and days of supply by
 * the same rule as the supplier's stock query (server/lib/daysOfSupply.ts). A (branch, item) is running out below
 * the threshold; the running-out filter keeps rows running out at some branch.
 */

/** Stock rows `s` of the scope and filters, each with its window sales and days of supply. */
function pairs(scope: BossScope, f: ChainStockFilter & { itemId?: number }) {
  const items = sql`${itemConditions('s', scope.merchantId, f)} ${equalsWhenSet('s', 'item_id', f.itemId)}`;
  const salesItems = sql`${itemConditions('d', scope.merchantId, f)} ${equalsWhenSet('d', 'item_id', f.itemId)}`;
  return sql`
    select s.item_id, s.branch_id, s.supplier_id, s.qty, s.cost_amount, ${pairFigures}
      from stock s
      left join (${keptWindowSales(inBossScope('d', scope), sql`${equalsWhenSet('d', 'branch_id', f.branchId)} ${salesItems}`)}) w
        on w.branch_id = s.branch_id and w.item_id = s.item_id
     where ${inBossScope('s', scope)} ${equalsWhenSet('s', 'branch_id', f.branchId)} ${equalsWhenSet('s', 'supplier_id', f.supplierId)} ${items}`;
}

function perItemSupplier(scope: BossScope, f: ChainStockFilter, threshold: number) {
  const onlyRunningOut = f.runningOutDays === undefined ? sql`` : sql`having count(*) filter (where p.dos < ${threshold}) > 0`;
  return sql`
    select p.item_id, p.supplier_id, sum(p.qty) as qty, sum(p.cost_amount) as cost_amount, count(*)::int as branch_count,
           sum(p.avg_day) as avg_day, min(p.dos) as min_dos,
           count(*) filter (where p.dos < ${threshold})::int as running_out
      from (${pairs(scope, f)}) p
     group by p.item_id, p.supplier_id ${onlyRunningOut}`;
}

/**
 * The same groups read from item_supplier_stock (migration 025), kept with today's window: the whole merchant only,
 * so a scope or filter of branches groups the stock rows instead. "Running out somewhere" is "the lowest days of
 * supply below the threshold"; how many branches run out is counted for a page's rows apart (runningOutOf).
 */
function keptPerItemSupplier(scope: BossScope, f: ChainStockFilter, threshold: number) {
  const onlyRunningOut = f.runningOutDays === undefined ? sql`` : sql`and g.min_dos < ${threshold}`;
  return sql`
    select g.item_id, g.supplier_id, g.qty, g.cost_amount, g.branch_count, g.avg_day, g.min_dos, null::int as running_out
      from item_supplier_stock g
     where g.merchant_id = ${scope.merchantId} ${equalsWhenSet('g', 'supplier_id', f.supplierId)} ${itemConditions('g', scope.merchantId, f)} ${onlyRunningOut}`;
}

/** The kept groups serve the whole merchant while item_sale_window holds today's window. */
const canReadKept = async (db: Kysely<Database>, scope: BossScope, f: ChainStockFilter) =>
  scope.branchIds === null && f.branchId === undefined && saleWindowIsFresh(db);

const groups = async (db: Kysely<Database>, scope: BossScope, f: ChainStockFilter, threshold: number) =>
  (await canReadKept(db, scope, f)) ? { kept: true, rows: keptPerItemSupplier(scope, f, threshold) } : { kept: false, rows: perItemSupplier(scope, f, threshold) };

/** Branches whose days of supply fall below the threshold, per `item-supplier` key of the given rows, over the merchant. */
async function runningOutOf(db: Kysely<Database>, scope: BossScope, rows: readonly { itemId: number; supplierId: number | null }[], threshold: number) {
  if (rows.length === 0) return new Map<string, number>();
  const { rows: counts } = await sql<{ key: string; n: number }>`
    select p.item_id || '-' || coalesce(p.supplier_id, 0) as key, count(*) filter (where p.dos < ${threshold})::int as n
      from (select s.item_id, s.supplier_id, ${pairFigures}
              from stock s left join item_sale_window w on w.merchant_id = s.merchant_id and w.branch_id = s.branch_id and w.item_id = s.item_id
             where s.merchant_id = ${scope.merchantId}
               and (s.item_id, coalesce(s.supplier_id, 0)) in (select * from unnest(${rows.map((r) => r.itemId)}::bigint[], ${rows.map((r) => r.supplierId ?? 0)}::bigint[]))) p
     group by 1`.execute(db);
  return new Map(counts.map((c) => [c.key, c.n]));
}

const supplierColumns = sql`sp.id::int as "supplierId", sp.code as "supplierCode", sp.name as "supplierName"`;

export async function chainStockList(db: Kysely<Database>, scope: BossScope, input: ChainStockInput) {
  const threshold = input.runningOutDays ?? DEFAULT_RUNNING_OUT_DAYS;
  // Running-out lists put the emptiest shelves first; otherwise by item code, then supplier.
  const order = (itemCode: RawBuilder<unknown>, supplierCode: RawBuilder<unknown>) =>
    input.runningOutDays === undefined ? sql`${itemCode}, ${supplierCode} nulls first` : sql`g.min_dos nulls last, ${itemCode}, ${supplierCode} nulls first`;
  const source = await groups(db, scope, input, threshold);
  // The page is chosen on the bare figures and only its rows are put into words (thousands of groups at a chain).
  const { rows } = await sql<RowOf<typeof chainStockPage> & { total: number }>`
    select g.item_id || '-' || coalesce(g.supplier_id, 0) as key,
           g.item_id::int as "itemId", g.item_code as "itemCode", g.barcode, g.item_name as "itemName", g.spec, g.unit,
           g.sp_id::int as "supplierId", g.supplier_code as "supplierCode", g.supplier_name as "supplierName",
           ${itemFigureColumns}, round(g.min_dos, 1)::text as "soonestDays", g.total::int as total
      from (select g.*, i.code as item_code, i.barcode, i.name as item_name, i.spec, i.unit, sp.id as sp_id, sp.code as supplier_code, sp.name as supplier_name,
                   count(*) over () as total
              from (${source.rows}) g
              join item i on i.id = g.item_id
              left join supplier sp on sp.id = g.supplier_id
             order by ${order(sql`i.code`, sql`sp.code`)}
             ${pageClause(input)}) g
     order by ${order(sql`g.item_code`, sql`g.supplier_code`)}`.execute(db);
  if (source.kept) {
    const running = await runningOutOf(db, scope, rows, threshold);
    for (const r of rows) r.runningOutBranches = running.get(r.key) ?? 0;
  }
  return windowPage(rows, input, async () => (await chainStockSummary(db, scope, input)).rowCount);
}

export async function chainStockSummary(db: Kysely<Database>, scope: BossScope, f: ChainStockFilter) {
  const threshold = f.runningOutDays ?? DEFAULT_RUNNING_OUT_DAYS;
  // An item runs out somewhere when a group of it has a branch below the threshold: its lowest days of supply are.
  const { rows } = await sql<{ rowCount: number; itemCount: number; supplierCount: number; qty: string | null; costAmount: string | null; runningOutItems: number }>`
    select count(*)::int as "rowCount", count(distinct g.item_id)::int as "itemCount", count(distinct g.supplier_id)::int as "supplierCount",
           sum(g.qty)::numeric(18,3)::text as qty, sum(g.cost_amount)::numeric(18,2)::text as "costAmount",
           count(distinct g.item_id) filter (where g.min_dos < ${threshold})::int as "runningOutItems"
      from (${(await groups(db, scope, f, threshold)).rows}) g`.execute(db);
  const r = rows[0]!;
  return {
    rowCount: r.rowCount,
    itemCount: r.itemCount,
    supplierCount: r.supplierCount,
    qty: r.qty ?? '0.000',
    costAmount: r.costAmount ?? '0.00',
    runningOutItems: r.runningOutItems,
    runningOutDays: threshold,
  };
}

/** One item's stock per branch of the scope (one main supplier's when named); no such stock answers like a missing item. */
export async function chainStockBranches(db: Kysely<Database>, scope: BossScope, input: ChainStockBranchesInput) {
  const threshold = input.runningOutDays ?? DEFAULT_RUNNING_OUT_DAYS;
  const { rows } = await sql<ChainBranchRow & BranchTotals>`
    select b.id || '-' || coalesce(s.supplier_id, 0) as key, b.id::int as "branchId", b.code as "branchCode", b.name as "branchName", ${supplierColumns},
           ${branchFigureColumns(threshold)},
           ${branchTotalColumns}
      from (${pairs(scope, { itemId: input.itemId, supplierId: input.supplierId })}) p
      join stock s on s.merchant_id = ${scope.merchantId} and s.branch_id = p.branch_id and s.item_id = p.item_id
      join branch b on b.id = p.branch_id
      left join supplier sp on sp.id = s.supplier_id
     order by p.dos nulls last, b.code`.execute(db);
  return perBranchAnswer(rows, threshold, () =>
    db
      .selectFrom('item as i')
      .leftJoin('item_category as c', 'c.id', 'i.category_id')
      .select((eb) => [eb.cast<number>('i.id', 'integer').as('itemId'), 'i.code as itemCode', 'i.barcode', 'i.name as itemName', 'i.spec', 'i.unit', 'c.name as categoryName'])
      .where('i.id', '=', input.itemId)
      .where('i.merchant_id', '=', scope.merchantId)
      .executeTakeFirstOrThrow(),
  );
}
