import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { BizError } from '../../../lib/errors';
import type { SupplierScope } from '../../../lib/scope';
import { nextSheetNo } from '../../../lib/sheetNumbers';
import { claimUploads } from '../../../lib/uploads';
import { filterText } from '../barcode';
import { itemErrors, submitProblems } from '../checks';
import { newProductMessages as m } from '../messages';
import type { ApplicationInput, MoveInput, SaveInput, SubmitInput, UpdateInput } from '../schemas';
import { AppStatus, DOC_TYPE, editable, trail } from '../statuses';

type Trx = Transaction<Database>;

const orNull = <T>(v: T | null | undefined | '') => (v === undefined || v === null || v === '' ? null : v);
const cleanText = (v: string | null | undefined) => {
  const t = v === undefined || v === null ? undefined : filterText(v);
  return t ? t : null;
};

/** The application's columns from what the form sent; texts pass the spec's filter (§5), empty means none. */
function columnsOf(a: ApplicationInput) {
  return {
    name: filterText(a.name ?? ''),
    barcode: orNull(a.barcode?.trim()),
    plu_code: orNull(a.pluCode?.trim()),
    is_weighed: a.isWeighed ?? false,
    spec: cleanText(a.spec),
    unit: cleanText(a.unit),
    category_id: a.categoryId ?? null,
    brand: cleanText(a.brand),
    purchase_price: orNull(a.purchasePrice),
    suggest_retail_price: orNull(a.suggestRetailPrice),
    input_tax_rate: orNull(a.inputTaxRate),
    output_tax_rate: orNull(a.outputTaxRate),
    shelf_life_days: a.shelfLifeDays ?? null,
    storage_method: a.storageMethod ?? null,
    origin: cleanText(a.origin),
    remark: cleanText(a.remark),
    packagings: JSON.stringify(
      (a.packagings ?? []).map((p) => ({
        unit: filterText(p.unit),
        factor: p.factor,
        barcode: orNull(p.barcode?.trim()),
        purchasePrice: orNull(p.purchasePrice),
        retailPrice: orNull(p.retailPrice),
      })),
    ),
    images: a.images ?? [],
  };
}

/** The form as the server will keep it (filtered texts), for the submit checks to see exactly what is stored. */
function normalized(a: ApplicationInput): ApplicationInput {
  return { ...a, name: filterText(a.name ?? ''), barcode: a.barcode?.trim() || undefined, pluCode: a.pluCode?.trim() || undefined, categoryId: a.categoryId ?? undefined };
}

/** The answer of a move, the supplier's or the buyer's. */
export const moved = (row: { id: number; status: number; version: number; sheet_no: string; created_item_id: number | null }) => ({
  id: row.id,
  status: row.status,
  version: row.version,
  sheetNo: row.sheet_no,
  createdItemId: row.created_item_id,
});
export const movedColumns = ['id', 'status', 'version', 'sheet_no', 'created_item_id'] as const;

/** A category the form names must be one of the merchant's (a draft may have none yet). */
async function checkCategory(trx: Trx, scope: SupplierScope, a: ApplicationInput) {
  if (a.categoryId === undefined || a.categoryId === null) return;
  const cat = await trx.selectFrom('item_category').select('id').where('id', '=', a.categoryId).where('merchant_id', '=', scope.merchantId).executeTakeFirst();
  if (!cat) throw BizError.invalid('categoryId', m.badCategory);
}

async function insertApplication(trx: Trx, auth: AuthContext, scope: SupplierScope, a: ApplicationInput, status: number) {
  await checkCategory(trx, scope, a);
  const sheetNo = await nextSheetNo(trx, 'new_item_application', scope.merchantId, 'XP');
  const row = await trx
    .insertInto('new_item_application')
    .values({
      ...columnsOf(a),
      merchant_id: scope.merchantId,
      supplier_id: scope.supplierId,
      sheet_no: sheetNo,
      status,
      submitted_at: status === AppStatus.submitted ? sql`now()` : null,
    })
    .returning(movedColumns)
    .executeTakeFirstOrThrow();
  await claimUploads(trx, auth, a.images ?? [], { kind: DOC_TYPE, id: String(row.id) });
  await trail.log(trx, scope.merchantId, row.id, null, status, 'supplier', scope.userId);
  return moved(row);
}

/** The application as the supplier last saw it, if it is still in a state it may be changed from. */
async function current(trx: Trx, scope: SupplierScope, id: number) {
  const row = await trx
    .selectFrom('new_item_application')
    .select(['id', 'status', 'version'])
    .where('id', '=', id)
    .where('supplier_id', '=', scope.supplierId)
    .where('merchant_id', '=', scope.merchantId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw BizError.notFound();
  return row;
}

async function updateApplication(trx: Trx, auth: AuthContext, scope: SupplierScope, a: UpdateInput, to: 'keep' | number) {
  const row = await current(trx, scope, a.id);
  if (row.version !== a.version) throw BizError.conflict(m.changed);
  if (!editable.includes(row.status)) throw BizError.conflict(m.notEditable);
  await checkCategory(trx, scope, a);
  const status = to === 'keep' ? row.status : to;
  const updated = await trx
    .updateTable('new_item_application')
    .set({
      ...columnsOf(a),
      status,
      version: sql`version + 1`,
      updated_at: sql`now()`,
      ...(status === AppStatus.submitted ? { submitted_at: sql`now()`, reject_reason: null, reviewer_id: null, reviewed_at: null } : {}),
    })
    .where('id', '=', a.id)
    .where('supplier_id', '=', scope.supplierId)
    .where('version', '=', a.version)
    .returning(movedColumns)
    .executeTakeFirstOrThrow();
  await claimUploads(trx, auth, a.images ?? [], { kind: DOC_TYPE, id: String(a.id) });
  if (status !== row.status) await trail.log(trx, scope.merchantId, a.id, row.status, status, 'supplier', scope.userId);
  return moved(updated);
}

/** `save`: a new draft. */
export function saveDraft(db: Kysely<Database>, auth: AuthContext, scope: SupplierScope, a: SaveInput) {
  return db.transaction().execute((trx) => insertApplication(trx, auth, scope, a, AppStatus.draft));
}

/** `update`: new contents of a draft, rejected or withdrawn application; its status stays. */
export function updateDraft(db: Kysely<Database>, auth: AuthContext, scope: SupplierScope, a: UpdateInput) {
  return db.transaction().execute((trx) => updateApplication(trx, auth, scope, a, 'keep'));
}

/** `saveAndSubmit`: saves (new or existing) and submits to the buyer, once every check passes (else code 140). */
export async function saveAndSubmit(db: Kysely<Database>, auth: AuthContext, scope: SupplierScope, a: SubmitInput) {
  if (a.id !== undefined && a.version === undefined) throw BizError.invalid('version', m.required);
  const problems = await submitProblems(db, scope.merchantId, normalized(a), a.id);
  if (problems.length) throw itemErrors(problems);
  return db.transaction().execute(async (trx) => {
    // Two applications submitted at the same instant with the same name or barcode: checked again under a lock.
    await sql`select pg_advisory_xact_lock(hashtext(${`new_item_application:submit:${scope.merchantId}`}))`.execute(trx);
    const again = await submitProblems(trx, scope.merchantId, normalized(a), a.id);
    if (again.length) throw itemErrors(again);
    return a.id === undefined
      ? insertApplication(trx, auth, scope, a, AppStatus.submitted)
      : updateApplication(trx, auth, scope, a as UpdateInput, AppStatus.submitted);
  });
}

/** A supplier's compare-and-set move (delete a draft, withdraw a submission). */
async function supplierMove(db: Kysely<Database>, scope: SupplierScope, input: MoveInput, from: number, to: number, wrongState: typeof m.changed) {
  return db.transaction().execute(async (trx) => {
    const row = await current(trx, scope, input.id);
    if (row.version !== input.version) throw BizError.conflict(m.changed);
    if (row.status !== from) throw BizError.conflict(wrongState);
    const updated = await trx
      .updateTable('new_item_application')
      .set({ status: to, version: sql`version + 1`, updated_at: sql`now()` })
      .where('id', '=', input.id)
      .where('supplier_id', '=', scope.supplierId)
      .where('version', '=', input.version)
      .where('status', '=', from)
      .returning(movedColumns)
      .executeTakeFirst();
    if (!updated) throw BizError.conflict(m.changed);
    await trail.log(trx, scope.merchantId, input.id, from, to, 'supplier', scope.userId);
    return moved(updated);
  });
}

/** `callback`: the supplier takes a submitted application back (1 → 4) to change it. */
export function withdraw(db: Kysely<Database>, scope: SupplierScope, input: MoveInput) {
  return supplierMove(db, scope, input, AppStatus.submitted, AppStatus.withdrawn, m.notSubmitted);
}

/** `delete`: a draft only; its photos go back to being unattached files of nobody's document. */
export async function deleteDraft(db: Kysely<Database>, scope: SupplierScope, input: MoveInput) {
  return db.transaction().execute(async (trx) => {
    const row = await current(trx, scope, input.id);
    if (row.version !== input.version) throw BizError.conflict(m.changed);
    if (row.status !== AppStatus.draft) throw BizError.conflict(m.notDraft);
    await trx.deleteFrom('new_item_application').where('id', '=', input.id).where('supplier_id', '=', scope.supplierId).where('version', '=', input.version).execute();
    await trx.deleteFrom('approval_log').where('doc_type', '=', DOC_TYPE).where('doc_id', '=', input.id).execute();
    await trx.updateTable('upload').set({ owner_kind: null, owner_id: null }).where('owner_kind', '=', DOC_TYPE).where('owner_id', '=', input.id).execute();
    return { id: input.id, deleted: true };
  });
}
