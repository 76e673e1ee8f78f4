import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Lang } from '../../../lib/language';
import { pageWithStatusCounts, pageWithTotal } from '../../../lib/paging';
import { visibleDoc, type SupplierScope } from '../../../lib/scope';
import { uploadsInfo } from '../../../lib/uploads';
import { entryTitle } from '../entryTitles';
import { fromCents, toCents } from '../money';
import type { StatementLinesInput, StatementListFilter } from '../schemas';
import { settlementStanding, statement, statementVisible } from '../statuses';
import { sheetsMatching, type SheetFilter } from './sheetFilter';

/**
 * Reconciliation statements (domain.md §3.4) as the supplier reads them. A statement's auto-confirm day is its
 * deadline while it waits for the supplier and the merchant has auto-confirmation on; otherwise there is none.
 */

/** A period filter finds the statements whose period overlaps it. */
function matching(db: Kysely<Database>, scope: SupplierScope, f: SheetFilter) {
  return sheetsMatching(db.selectFrom('reconciliation as r'), 'r', scope, f, statementVisible, { start: 'period_start', end: 'period_end' });
}

const autoConfirmOn = sql<string | null>`case when r.status = ${statement.pending} and m.recon_auto_confirm then r.deadline end`;

const statementColumns = [
  'r.id', 'r.sheet_no as sheetNo', 'r.status', 'r.period_start as periodStart', 'r.period_end as periodEnd',
  'r.in_amount as inAmount', 'r.out_amount as outAmount', 'r.joint_sale_amount as jointSaleAmount',
  'r.joint_deduct_amount as jointDeductAmount', 'r.consign_amount as consignAmount', 'r.fee_amount as feeAmount',
  'r.payable_amount as payableAmount', 'r.deadline', 'r.supplier_confirmed_at as confirmedAt', 'r.created_at as createdAt',
] as const;

export async function listStatements(db: Kysely<Database>, scope: SupplierScope, f: StatementListFilter) {
  return pageWithStatusCounts(
    f,
    (status) => matching(db, scope, { ...f, status }),
    (q) => q.innerJoin('merchant as m', 'm.id', 'r.merchant_id').select([...statementColumns, autoConfirmOn.as('autoConfirmOn')]).orderBy('r.period_end', 'desc').orderBy('r.id', 'desc'),
    'r.status',
    statementVisible,
  );
}

/** Source document lines with what a clerk needs to recognise them; a fee line carries its latest dispute. */
export function sourceLines(db: Kysely<Database>) {
  return db
    .selectFrom('reconciliation_line as l')
    .leftJoin('branch as b', 'b.id', 'l.branch_id')
    .leftJoin('supplier_fee as f', (j) => j.onRef('f.id', '=', 'l.source_id').onRef('f.supplier_id', '=', 'l.supplier_id').on('l.source_type', '=', 5))
    .select([
      'l.id', 'l.source_type as sourceType', 'l.source_id as sourceId', 'l.source_no as sourceNo', 'l.biz_date as bizDate',
      'b.name as branchName', 'l.amount', 'l.tax_amount as taxAmount', 'f.fee_name as feeName',
      sql<number | null>`(select d.status from fee_dispute d where d.fee_id = f.id and d.supplier_id = f.supplier_id order by d.id desc limit 1)`.as('disputeStatus'),
    ]);
}

/** Source lines with the name each card shows: its document number, or a day's sales by kind and day. */
export function titledLines<T extends { sourceNo: string | null; sourceType: number; bizDate: string }>(lines: T[], lang: Lang) {
  return lines.map((l) => ({ ...l, title: entryTitle(l.sourceNo, l.sourceType, l.bizDate, lang, 'reconLineType') }));
}

const lineQuery = (db: Kysely<Database>, scope: SupplierScope, reconId: number) =>
  sourceLines(db).where('l.recon_id', '=', reconId).where('l.supplier_id', '=', scope.supplierId);

/** The statement if this supplier may see it; undefined looks exactly like a missing one. */
export function visibleStatement(db: Kysely<Database>, scope: SupplierScope, id: number) {
  return db
    .selectFrom('reconciliation as r')
    .innerJoin('merchant as m', 'm.id', 'r.merchant_id')
    .leftJoin('branch as rb', 'rb.id', 'r.branch_id')
    // The settlement that settles it, once the supplier can open it: a cancelled one's draft successor (settled again)
    // holds the statement too, and a join of both links would name whichever came first.
    .leftJoin(
      (eb) =>
        eb.selectFrom('settlement_recon as sr')
          .innerJoin('settlement as st', (j) => j.onRef('st.id', '=', 'sr.settlement_id').onRef('st.supplier_id', '=', 'sr.supplier_id'))
          .select(['sr.recon_id', 'sr.supplier_id', 'st.id', 'st.sheet_no'])
          .where('st.status', 'in', settlementStanding)
          .as('s'),
      (j) => j.onRef('s.recon_id', '=', 'r.id').onRef('s.supplier_id', '=', 'r.supplier_id'),
    )
    .select([
      ...statementColumns, autoConfirmOn.as('autoConfirmOn'), 'r.version', 'r.auto_confirmed as autoConfirmed',
      'r.dispute_reason as disputeReason', 'r.dispute_photos as disputePhotoIds', 'r.verified_at as verifiedAt', 'r.remark',
      's.id as settlementId', 's.sheet_no as settlementNo', 'rb.name as branchName',
    ])
    .where(visibleDoc('r', scope, id, statementVisible))
    .executeTakeFirst();
}

export async function statementDetail(db: Kysely<Database>, scope: SupplierScope, id: number, lang: Lang) {
  const head = await visibleStatement(db, scope, id);
  if (!head) return undefined;
  const lines = await lineQuery(db, scope, id).orderBy('l.source_type').orderBy('l.biz_date').orderBy('l.id').execute();
  const lineCounts: Record<string, number> = {};
  // Sums in cents as integers: exact, never a float.
  let cents = 0n;
  for (const l of lines) {
    lineCounts[String(l.sourceType)] = (lineCounts[String(l.sourceType)] ?? 0) + 1;
    cents += toCents(l.amount);
  }
  const { disputePhotoIds, ...rest } = head;
  const photoIds = Array.isArray(disputePhotoIds) ? disputePhotoIds.map(String) : [];
  return {
    ...rest,
    disputePhotos: await uploadsInfo(db, photoIds).catch(() => []),
    linesTotal: fromCents(cents),
    lineCounts,
    canAnswer: head.status === statement.pending,
    lines: titledLines(lines, lang),
  };
}

export async function statementLines(db: Kysely<Database>, scope: SupplierScope, input: StatementLinesInput, lang: Lang) {
  const head = await visibleStatement(db, scope, input.id);
  if (!head) return undefined;
  let rows = lineQuery(db, scope, input.id);
  let count = db.selectFrom('reconciliation_line as l').where('l.recon_id', '=', input.id).where('l.supplier_id', '=', scope.supplierId);
  if (input.sourceType?.length) {
    rows = rows.where('l.source_type', 'in', input.sourceType);
    count = count.where('l.source_type', 'in', input.sourceType);
  }
  const page = await pageWithTotal(rows.orderBy('l.source_type').orderBy('l.biz_date').orderBy('l.id'), count, input);
  return { ...page, rows: titledLines(page.rows, lang) };
}
