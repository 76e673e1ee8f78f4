import { DEMO_SUPPLIERS, type ScaleParams } from './params';
import { MERCHANT_ID as M, storeRange } from './parties';
import { seedFinanceSheetCites } from './financeSheetCites';
import { rint, rnd, run, sheetNo, type Tx } from './sqlkit';

/** Ledger entry type of each finance_sheet kind (payable_flow.biz_type = 9 + kind; schemas/enums.json payableType). */
export const LEDGER_TYPE_OFFSET = 9;

/**
 * The payable flow's remaining source documents (migration 024): each demo supplier (and at the larger scales one
 * supplier in twenty) has one of each kind, placed where the supplier's latest statement (its latest period that was
 * not voided) can cite them:
 * - A fresh-goods receipt weighed at the first store (gross, crate tare, net kg) and a purchase bought at once, on
 *   the statement period's last days: both owed to the supplier (ledger credit), and cited by that statement.
 * - The period's consignment sales as an agent payable and its joint-venture sales as a union settlement, dated the
 *   period's last day: the statement cites them in place of the period's daily consignment and joint-venture lines.
 *   Those sales were owed day by day already (ledger types 3 and 4), so both enter the ledger as memo rows.
 * - An agent settlement that settles the agent payable, and an adjustment of the supplier's latest paid settlement
 *   (a price difference found after it was paid, owed on top), both on the business day: no statement holds them
 *   yet; the agent payable and the settlement they concern cite them.
 * financeSheetCites.ts writes the statement lines and runs the ledger's balances through the new rows.
 */
export async function seedFinanceSheets(tx: Tx, p: ScaleParams): Promise<void> {
  const share = p.scale === 'test' ? 0 : 0.05;
  const store = storeRange(p).first;
  await run(tx, `create temp table fs_supplier on commit drop as
    select s.id as supplier_id, row_number() over (order by s.id)::int as n, r.id as recon_id, r.period_start, r.period_end,
      (select max(st.id) from settlement st where st.supplier_id = s.id and st.status = 5) as paid_settlement
    from supplier s cross join lateral (
      select r.id, r.period_start, r.period_end from reconciliation r where r.supplier_id = s.id and r.status <> 9
      order by r.period_end desc, r.id desc limit 1) r
    where s.status = 0 and (s.id <= ${DEMO_SUPPLIERS} or ${rnd('s.id', 801)} < ${share})`);

  // Heads: id = (n - 1) * 6 + kind; numbers count per prefix within the day. The day: the statement period's last
  // days for the sheets it cites, the business day for the agent settlement and the adjustment.
  const no = (prefix: string) => sheetNo(prefix, "'000'", 'x.biz_date', 'f.n');
  const day = `case k.kind when 1 then greatest(f.period_start, f.period_end - 2) when 2 then greatest(f.period_start, f.period_end - 1)
    when 5 then f.period_end when 6 then f.period_end else current_date end`;
  // Audited in the morning of the sheet's day (the business day's: at the seed's time when it runs before then).
  const audited = `least(now(), x.biz_date + interval '7 hours 40 minutes')`;
  await run(tx, `insert into finance_sheet (id, merchant_id, kind, sheet_no, supplier_id, branch_id, biz_date, period_start, period_end,
      status, amount, sale_amount, deduct_amount, settlement_id, reason, audited_by, audited_at, remark, created_at, updated_at, version)
    select (f.n - 1) * 6 + k.kind, ${M}, k.kind,
      case k.kind when 1 then ${no('SX')} when 2 then ${no('ZC')} when 3 then ${no('TZ')} when 4 then ${no('DJ')} when 5 then ${no('LJ')} else ${no('DY')} end,
      f.supplier_id, case when k.kind in (1, 2) then ${store} end, x.biz_date,
      case when k.kind >= 4 then f.period_start end, case when k.kind >= 4 then f.period_end end,
      case when k.kind = 6 then 2 else 1 end, 0,
      case when k.kind >= 4 then 0 end, case when k.kind >= 4 then 0 end,
      case when k.kind = 3 then f.paid_settlement end,
      case when k.kind = 3 then '结算后发现合同价调整未执行，补付入库单价差' end,
      2, ${audited},
      case k.kind when 1 then '早市生鲜到货，按实称重量收货' when 2 then '门店临时缺货，现场采购' end,
      ${audited}, ${audited}, 1
    from fs_supplier f cross join generate_series(1, 6) as k(kind) cross join lateral (select (${day})::date as biz_date) x
    where k.kind <> 3 or f.paid_settlement is not null`);

  const items = `select f.n, f.supplier_id, i.id as item_id, i.purchase_price,
      row_number() over (partition by f.n order by i.id desc) as rd
    from fs_supplier f join item i on i.main_supplier_id = f.supplier_id and i.purchase_price > 0`;
  // Fresh goods by weight: three weighed items (the supplier's own first; a dry-goods supplier also delivers the
  // chain's produce), gross weight 8–40 kg less 0.3–1.2 kg of crates, at the purchase price per kg.
  const weighed = `select f.n, f.supplier_id, i.id as item_id, i.purchase_price,
      row_number() over (partition by f.n order by coalesce(i.main_supplier_id = f.supplier_id, false) desc, i.id) as rw
    from fs_supplier f join item i on i.is_weighed and i.purchase_price > 0`;
  await run(tx, `insert into finance_sheet_line (merchant_id, supplier_id, sheet_id, line_no, item_id, qty, gross_weight, tare_weight, price, amount)
    select ${M}, x.supplier_id, (x.n - 1) * 6 + 1, x.rw, x.item_id, w.gross - w.tare, w.gross, w.tare, x.purchase_price, round((w.gross - w.tare) * x.purchase_price, 2)
    from (${weighed}) x cross join lateral (select ${rint('x.n * 100 + x.rw', 802, 80, 400)} / 10.0 as gross, ${rint('x.n * 100 + x.rw', 803, 3, 12)} / 10.0 as tare) w
    where x.rw <= 3`);
  // A purchase bought and received at once: four items, 6–48 each.
  await run(tx, `insert into finance_sheet_line (merchant_id, supplier_id, sheet_id, line_no, item_id, qty, price, amount)
    select ${M}, x.supplier_id, (x.n - 1) * 6 + 2, x.rd, x.item_id, q.qty, x.purchase_price, round(q.qty * x.purchase_price, 2)
    from (${items}) x cross join lateral (select ${rint('x.n * 100 + x.rd', 804, 6, 48)}::numeric as qty) q
    where x.rd <= 4`);
  // The adjustment: 0.05–0.50 a piece more on 10–60 pieces of one item.
  await run(tx, `insert into finance_sheet_line (merchant_id, supplier_id, sheet_id, line_no, item_id, qty, price, amount)
    select ${M}, x.supplier_id, (x.n - 1) * 6 + 3, 1, x.item_id, q.qty, q.diff, round(q.qty * q.diff, 2)
    from (${items}) x join finance_sheet h on h.id = (x.n - 1) * 6 + 3
    cross join lateral (select ${rint('x.n', 805, 10, 60)}::numeric as qty, ${rint('x.n', 806, 5, 50)} / 100.0 as diff) q
    where x.rd = 1`);
  // Sales of the statement's period, by item: consignment (sell_way 2) on the agent payable, joint venture (1) on the
  // union settlement. Every item sold is kept, so the sheet adds up to the statement's daily lines it stands for.
  for (const [kind, sellWay] of [[6, 2], [5, 1]] as const) {
    await run(tx, `insert into finance_sheet_line (merchant_id, supplier_id, sheet_id, line_no, item_id, qty, price, amount, sale_amount, deduct_rate)
      select ${M}, f.supplier_id, (f.n - 1) * 6 + ${kind}, row_number() over (partition by f.n order by s.item_id), s.item_id, s.qty,
        case when s.qty <> 0 then round(${kind === 6 ? 's.share' : 's.sale'} / s.qty, 4) else 0 end, s.share, s.sale,
        ${kind === 5 ? 'case when s.sale <> 0 then round(1 - s.share / s.sale, 4) end' : 'null'}
      from fs_supplier f join lateral (
        select sl.item_id, sum(sl.qty) as qty, sum(sl.sale_amount - sl.discount_amount) as sale, sum(sl.supplier_amount) as share
        from sale_line sl where sl.supplier_id = f.supplier_id and sl.sell_way = ${sellWay}
          and sl.biz_date between f.period_start and f.period_end
        group by sl.item_id) s on true`);
  }
  await run(tx, `update finance_sheet h set amount = t.amount,
      sale_amount = case when h.kind in (5, 6) then t.sale end,
      deduct_amount = case when h.kind in (5, 6) then t.sale - t.amount end
    from (select sheet_id, sum(amount) as amount, sum(sale_amount) as sale from finance_sheet_line group by sheet_id) t
    where t.sheet_id = h.id`);
  // The agent settlement settles the agent payable of its period.
  await run(tx, `update finance_sheet s set amount = p.amount, sale_amount = p.sale_amount, deduct_amount = p.deduct_amount
    from finance_sheet p where s.kind = 4 and p.kind = 6 and p.id = s.id + 2`);
  await run(tx, `update finance_sheet p set settled_in_id = p.id - 2 where p.kind = 6`);

  await run(tx, `insert into payable_flow (id, merchant_id, supplier_id, branch_id, biz_date, biz_type, ref_no, debit, credit, balance, remark)
    select (select coalesce(max(id), 0) from payable_flow) + row_number() over (order by h.supplier_id, h.id), ${M},
      h.supplier_id, h.branch_id, h.biz_date, ${LEDGER_TYPE_OFFSET} + h.kind, h.sheet_no, e.debit, e.credit,
      0, -- the balance: run through by seedFinanceSheetCites, as these rows fall among earlier ones
      case h.kind when 1 then '生鲜收货（按重量）' when 2 then '现场采购' when 3 then '结算调整'
        else '按日已计入应付，本单不重复计' end
    from finance_sheet h cross join lateral (select
      case when h.kind <= 3 and h.amount < 0 then -h.amount else 0 end as debit,
      case when h.kind <= 3 and h.amount > 0 then h.amount else 0 end as credit) e`);
  await seedFinanceSheetCites(tx);
}
