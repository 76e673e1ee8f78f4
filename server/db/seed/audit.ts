import { MERCHANT_ID as M } from './parties';
import { run, type Tx } from './sqlkit';

/** The shared audit trail (approval_log) for the transitions the seeded documents went through. */
export async function seedApprovalLog(tx: Tx): Promise<void> {
  await run(tx, `insert into approval_log (merchant_id, doc_type, doc_id, from_status, to_status, actor_type, actor_id, comment, at)
    select ${M}, 'purchase_order', id, 1, 2, 'buyer', buyer_id, null, audited_at from purchase_order where audited_at is not null
    union all
    select ${M}, 'purchase_order', id, 2, 3, 'supplier', confirmed_by, confirm_remark, confirmed_at from purchase_order where confirmed_by is not null
    union all
    select ${M}, 'purchase_order', id, 2, 3, 'system', null, '收货自动确认', confirmed_at from purchase_order
      where confirmed_by is null and confirmed_at is not null
    union all
    select ${M}, 'purchase_order', id, 2, 4, 'supplier', (select min(user_id) from supplier_user_link l where l.supplier_id = po.supplier_id),
      reject_reason, order_date + interval '15 hours' from purchase_order po where status = 4
    union all
    select ${M}, 'purchase_out', id, 2, status, 'supplier', supplier_confirmed_by, supplier_reject_reason,
      coalesce(supplier_confirmed_at, updated_at) from purchase_out where status in (3, 4) or (status = 5 and supplier_confirmed_at is not null)
    union all
    select ${M}, 'reconciliation', id, 0, case when status = 2 then 2 else 1 end, 'supplier', supplier_confirmed_by, dispute_reason,
      coalesce(supplier_confirmed_at, updated_at) from reconciliation where status in (1, 2, 3, 4)
    union all
    select ${M}, 'reconciliation', id, 1, 3, 'buyer', verified_by, null, verified_at from reconciliation where verified_at is not null
    union all
    select ${M}, 'new_item_application', id, 0, 1, 'supplier', null, null, submitted_at from new_item_application where submitted_at is not null
    union all
    select ${M}, 'new_item_application', id, 1, status, case when status = 4 then 'supplier' else 'buyer' end, reviewer_id,
      coalesce(reject_reason, remark), coalesce(reviewed_at, updated_at) from new_item_application where status in (2, 3, 4)
    union all
    select ${M}, 'self_replenish', id, 0, 1, 'supplier', submitted_by, null, submitted_at from self_replenish where submitted_at is not null
    union all
    select ${M}, 'self_replenish', id, 1, status, 'buyer', approved_by, reject_reason, approved_at from self_replenish where status in (2, 3)
    union all
    select ${M}, 'settlement', id, 0, 1, 'buyer', audited_by, null, audited_at from settlement where audited_at is not null`);
}
