import { MERCHANT_ID as M } from './parties';
import { run, type Tx } from './sqlkit';

// Every numbered document table; numbers read prefix(2) + branch code + yyyymmdd + 4-digit sequence.
const numbered = [
  'purchase_order', 'purchase_in', 'purchase_out', 'self_replenish', 'reconciliation', 'settlement',
  'new_item_application', 'supplier_fee', 'prepayment', 'wholesale_order', 'asn', 'finance_sheet',
];

/** Records the last seeded sequence per prefix, branch and day so numbers issued by the app continue after them. */
export async function fillSheetCounters(tx: Tx): Promise<void> {
  const union = numbered.map((t) => `select sheet_no from ${t} where sheet_no is not null`).join(' union all ');
  await run(tx, `insert into sheet_counter (merchant_id, prefix, branch_code, day, last_seq)
    select ${M}, substr(sheet_no, 1, 2), substr(sheet_no, 3, length(sheet_no) - 14),
      to_date(substr(sheet_no, length(sheet_no) - 11, 8), 'YYYYMMDD'), max(right(sheet_no, 4)::int)
    from (${union}) s group by 2, 3, 4`);
}
