import { FEEDBACK_NAME_CHARS } from '../../modules/feedback/messages';
import { rows, run, type Tx } from './sqlkit';

/** feedbackName in SQL: the title, else the first characters of the words, whitespace folded. */
const FEEDBACK_NAME = `coalesce(nullif(btrim(f.title), ''), left(btrim(regexp_replace(f.content, '\\s+', ' ', 'g')), ${FEEDBACK_NAME_CHARS})
  || case when length(btrim(regexp_replace(f.content, '\\s+', ' ', 'g'))) > ${FEEDBACK_NAME_CHARS} then '…' else '' end)`;

/**
 * The message centre as a supplier user would find it after a week of use. The seed runs with the message
 * triggers off (session_replication_role = replica), so this step writes what those triggers would have written
 * for the last days' documents: each message dated like its document, those older than two days already read.
 * Deterministic: every time is relative to current_date.
 */
export async function seedMessages(tx: Tx): Promise<void> {
  // Where the seed could not turn triggers off (not a superuser), the triggers have written the messages already.
  const [role] = await rows<{ r: string }>(tx, `select current_setting('session_replication_role') as r`);
  if (role?.r !== 'replica') return;
  // One row per portal user of the supplier holding one of the roles (0 admin, 1 sales, 2 finance).
  const fanOut = (docs: string, roles: number[], kind: string, zh: string, en: string, docType: string) => `
    insert into user_message (merchant_id, user_kind, user_id, supplier_id, kind, title, doc_type, doc_id, visible_from, read_at, created_at)
    select l.merchant_id, 1, l.user_id, d.supplier_id, '${kind}', jsonb_build_object('zh-CN', ${zh}, 'en', ${en}), '${docType}', d.id, d.at,
      case when d.at < current_date - 2 then d.at + interval '2 hours' end, d.at
    from (${docs}) d join supplier_user_link l on l.supplier_id = d.supplier_id and l.role in (${roles.join(',')})`;

  await run(tx, fanOut(
    `select id, supplier_id, sheet_no, (order_date + time '08:30')::timestamptz as at from purchase_order where status = 2 and order_date >= current_date - 6`,
    [0, 1], 'newOrder', `'新采购订单 ' || d.sheet_no || '，请确认'`, `'New purchase order ' || d.sheet_no || ' to confirm'`, 'purchase_order'));
  await run(tx, fanOut(
    `select id, supplier_id, sheet_no, coalesce(promised_date, expected_date) as due, (coalesce(promised_date, expected_date) - 1)::timestamptz as at
     from purchase_order where status in (3, 5) and coalesce(promised_date, expected_date) between current_date - 5 and current_date + 1`,
    [0, 1], 'deliveryDue', `'订单 ' || d.sheet_no || ' 明天（' || to_char(d.at + interval '1 day', 'YYYY-MM-DD') || '）到货'`,
    `'Order ' || d.sheet_no || ' is due tomorrow (' || to_char(d.at + interval '1 day', 'YYYY-MM-DD') || ')'`, 'purchase_order'));
  await run(tx, fanOut(
    `select id, supplier_id, sheet_no, created_at as at from reconciliation where status = 0`,
    [0, 2], 'statementToConfirm', `'对账单 ' || d.sheet_no || ' 待确认'`, `'Statement ' || d.sheet_no || ' to confirm'`, 'reconciliation'));
  await run(tx, fanOut(
    `select id, supplier_id, sheet_no, updated_at as at from settlement where status = 5 and updated_at >= current_date - 14`,
    [0, 2], 'settlementPaid', `'结算单 ' || d.sheet_no || ' 已付款'`, `'Settlement ' || d.sheet_no || ' paid'`, 'settlement'));
  for (const [status, kind, zh, en] of [[2, 'applicationApproved', ' 已通过', ' approved'], [3, 'applicationRejected', ' 被驳回', ' rejected']] as const) {
    await run(tx, fanOut(
      `select id, supplier_id, sheet_no, updated_at as at from new_item_application where status = ${status} and updated_at >= current_date - 14`,
      [0, 1], kind, `'新品申请 ' || d.sheet_no || '${zh}'`, `'New-product application ' || d.sheet_no || '${en}'`, 'new_item_application'));
  }
  for (const [status, kind, zh, en] of [[2, 'replenishApproved', ' 已通过', ' approved'], [3, 'replenishRejected', ' 被驳回', ' rejected']] as const) {
    await run(tx, fanOut(
      `select id, supplier_id, sheet_no, updated_at as at from self_replenish where status = ${status} and updated_at >= current_date - 14`,
      [0, 1], kind, `'补货单 ' || d.sheet_no || '${zh}'`, `'Replenishment ' || d.sheet_no || '${en}'`, 'self_replenish'));
  }
  await run(tx, fanOut(
    `select id, supplier_id, name as sheet_no, (valid_to - 30)::timestamptz as at from supplier_qualification where valid_to between current_date and current_date + 30`,
    [0], 'qualificationExpiring', `'资质「' || d.sheet_no || '」将于 ' || to_char(d.at + interval '30 days', 'YYYY-MM-DD') || ' 到期'`,
    `'Qualification "' || d.sheet_no || '" expires on ' || to_char(d.at + interval '30 days', 'YYYY-MM-DD')`, 'supplier_qualification'));
  // A reply to feedback goes to the one who wrote it, naming the feedback as the server does (feedbackName).
  await run(tx, `insert into user_message (merchant_id, user_kind, user_id, supplier_id, kind, title, doc_type, doc_id, visible_from, read_at, created_at)
    select f.merchant_id, 1, f.submitter_id, f.supplier_id, 'feedbackReplied',
      jsonb_build_object('zh-CN', '您的反馈「' || ${FEEDBACK_NAME} || '」有新回复', 'en', 'Your feedback "' || ${FEEDBACK_NAME} || '" has a new reply'),
      'feedback', f.id, f.replied_at, case when f.replied_at < current_date - 2 then f.replied_at + interval '2 hours' end, f.replied_at
    from feedback f where f.submitter_type = 'supplier' and f.replied_at >= current_date - 14`);
}
