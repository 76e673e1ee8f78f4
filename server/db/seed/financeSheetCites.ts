import { run, type Tx } from './sqlkit';

/** Statement line type of a finance_sheet kind (reconciliation_line.source_type = 5 + kind; schemas/enums.json reconLineType). */
export const STATEMENT_LINE_OFFSET = 5;

/**
 * The supplier's latest statement cites the sheets of its period (fs_supplier.recon_id, seedFinanceSheets): the
 * fresh-goods receipt and the purchase as receipts, the agent payable and the union settlement in place of the daily
 * consignment and joint-venture lines they add up. The statement's totals are taken from its lines again, so they
 * still add up to its payable amount to the cent. Then the ledger's running balance is run through the suppliers'
 * rows once more, as the sheets' rows fall among the earlier ones.
 */
export async function seedFinanceSheetCites(tx: Tx): Promise<void> {
  await run(tx, `delete from reconciliation_line l using fs_supplier f, finance_sheet h
    where l.recon_id = f.recon_id and h.supplier_id = f.supplier_id and h.kind in (5, 6)
      and l.source_type = case h.kind when 5 then 3 else 4 end`);
  await run(tx, `insert into reconciliation_line (merchant_id, supplier_id, recon_id, source_type, source_id, source_no, biz_date, branch_id, amount, tax_amount)
    select h.merchant_id, f.supplier_id, f.recon_id, ${STATEMENT_LINE_OFFSET} + h.kind, h.id, h.sheet_no, h.biz_date, h.branch_id, h.amount, 0
    from fs_supplier f join finance_sheet h on h.supplier_id = f.supplier_id and h.kind in (1, 2, 5, 6)
    where h.kind in (1, 2) or exists (select 1 from finance_sheet_line fl where fl.sheet_id = h.id)
    order by f.recon_id, h.kind`);
  await run(tx, `update reconciliation r set
      in_amount = t.in_amount, consign_amount = t.consign_amount, joint_deduct_amount = r.joint_sale_amount - t.joint_share,
      payable_amount = t.in_amount - r.out_amount + t.joint_share + t.consign_amount - r.fee_amount
    from (select l.recon_id,
        coalesce(sum(l.amount) filter (where l.source_type in (1, 6, 7)), 0) as in_amount,
        coalesce(sum(l.amount) filter (where l.source_type in (4, 11)), 0) as consign_amount,
        coalesce(sum(l.amount) filter (where l.source_type in (3, 10)), 0) as joint_share
      from reconciliation_line l where l.recon_id in (select recon_id from fs_supplier) group by l.recon_id) t
    where r.id = t.recon_id`);
  await run(tx, `update payable_flow pf set balance = x.balance
    from (select id, sum(credit - debit) over (partition by supplier_id order by biz_date, id rows unbounded preceding) as balance
          from payable_flow where supplier_id in (select supplier_id from fs_supplier)) x
    where x.id = pf.id and pf.balance is distinct from x.balance`);
}
