import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../lib/auth';
import { lockAwaiting, rejectAwaiting } from '../../../lib/buyerReview';
import { notify } from '../../../lib/notify';
import { pinyinShort } from '../../../lib/pinyinShort';
import { itemErrors, submitProblems } from '../checks';
import { newProductMessages as m } from '../messages';
import type { ApplicationInput, MoveInput, RejectInput } from '../schemas';
import { AppStatus, DOC_TYPE, trail } from '../statuses';
import { moved, movedColumns } from './writes';

type Trx = Transaction<Database>;

/**
 * The buyer's decision on a submitted application (domain.md §3.6). Approval creates the item in the item master
 * with its packagings, barcode or PLU, supplier link and photos, in the same transaction as the move: either the
 * application is approved and the item exists, or neither.
 */

type App = Selectable<Database['new_item_application']>;

interface Packaging {
  unit: string;
  factor: string;
  barcode: string | null;
  purchasePrice: string | null;
  retailPrice: string | null;
}

/** The application as the submit checks read it, so approval refuses what submission would refuse today. */
function asInput(app: App): ApplicationInput {
  const packs = (app.packagings ?? []) as unknown as Packaging[];
  return {
    name: app.name,
    barcode: app.barcode ?? undefined,
    pluCode: app.plu_code ?? undefined,
    isWeighed: app.is_weighed,
    spec: app.spec ?? undefined,
    unit: app.unit ?? undefined,
    categoryId: app.category_id ?? undefined,
    purchasePrice: app.purchase_price ?? undefined,
    suggestRetailPrice: app.suggest_retail_price ?? undefined,
    inputTaxRate: app.input_tax_rate ?? undefined,
    outputTaxRate: app.output_tax_rate ?? undefined,
    shelfLifeDays: app.shelf_life_days ?? undefined,
    // Stored from an input the schema checked: one of the codes ApplicationInput admits.
    storageMethod: (app.storage_method ?? undefined) as ApplicationInput['storageMethod'],
    packagings: packs.map((p) => ({ unit: p.unit, factor: String(p.factor), barcode: p.barcode ?? undefined })),
  };
}

/**
 * The chain's brand of that name; one it does not list yet is added with the item (a supplier's new brand was lost
 * on approval when only listed brands were looked up).
 */
async function brandId(trx: Trx, merchantId: number, name: string): Promise<number> {
  const row = await trx
    .insertInto('brand')
    .values({ merchant_id: merchantId, name })
    .onConflict((oc) => oc.columns(['merchant_id', 'name']).doUpdateSet({ updated_at: sql`brand.updated_at` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function createItem(trx: Trx, app: App): Promise<{ id: number; code: string }> {
  const { id } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('item', 'id'))::bigint as id`.execute(trx).then((r) => r.rows[0]!);
  const itemId = Number(id);
  const code = `1${String(itemId).padStart(5, '0')}`;
  const brand = app.brand ? await brandId(trx, app.merchant_id, app.brand) : null;
  // Weighed goods carry the in-store code the scales print ("2" + PLU, EAN-13 check digit) as their barcode.
  const barcode = app.is_weighed ? weighedBarcode(app.plu_code!) : app.barcode!;
  await trx
    .insertInto('item')
    .values({
      id: itemId,
      merchant_id: app.merchant_id,
      code,
      barcode,
      plu_code: app.is_weighed ? app.plu_code : null,
      name: app.name,
      short_name: pinyinShort(app.name),
      pinyin: pinyinShort(app.name),
      spec: app.spec,
      unit: app.unit!,
      category_id: app.category_id!,
      brand_id: brand,
      main_supplier_id: app.supplier_id,
      is_weighed: app.is_weighed,
      purchase_price: app.purchase_price ?? '0',
      retail_price: app.suggest_retail_price ?? '0',
      input_tax_rate: app.input_tax_rate ?? '0.13',
      output_tax_rate: app.output_tax_rate ?? '0.13',
      shelf_life_days: app.shelf_life_days,
      storage_method: app.storage_method ?? 0,
      origin: app.origin,
      status: 0,
      source_application_id: app.id,
    })
    .execute();
  const packs = (app.packagings ?? []) as unknown as Packaging[];
  const largest = packs.reduce<Packaging | null>((best, p) => (!best || Number(p.factor) > Number(best.factor) ? p : best), null);
  await trx
    .insertInto('item_package')
    .values([
      { merchant_id: app.merchant_id, item_id: itemId, barcode, unit: app.unit!, factor: '1', purchase_price: app.purchase_price, retail_price: app.suggest_retail_price, is_default_purchase: !largest },
      ...packs.map((p) => ({
        merchant_id: app.merchant_id,
        item_id: itemId,
        barcode: p.barcode,
        unit: p.unit,
        factor: String(p.factor),
        purchase_price: p.purchasePrice ?? (app.purchase_price === null ? null : (Number(app.purchase_price) * Number(p.factor)).toFixed(4)),
        retail_price: p.retailPrice,
        // Suppliers deliver in the largest packaging they declared.
        is_default_purchase: p === largest,
      })),
    ])
    .execute();
  await trx
    .insertInto('item_supplier')
    .values({ merchant_id: app.merchant_id, item_id: itemId, supplier_id: app.supplier_id, purchase_price: app.purchase_price, is_main: true })
    .execute();
  if (app.images.length) {
    await trx
      .insertInto('item_image')
      .values(app.images.map((uploadId, sort) => ({ item_id: itemId, upload_id: Number(uploadId), sort })))
      .execute();
  }
  return { id: itemId, code };
}

/** EAN-13 in-store code of a weighed item: "2" + PLU padded to 6 digits + 5 zeros (price part) + check digit. */
export function weighedBarcode(plu: string): string {
  const body = `2${plu.padStart(6, '0')}00000`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export async function approve(db: Kysely<Database>, auth: AuthContext, input: MoveInput) {
  return db.transaction().execute(async (trx) => {
    const app = await lockAwaiting(trx, 'new_item_application', auth.merchantId, input, m);
    await sql`select pg_advisory_xact_lock(hashtext(${`new_item_application:submit:${auth.merchantId}`}))`.execute(trx);
    // Names and codes may have been taken since submission (another item listed meanwhile): refuse, naming them.
    const problems = await submitProblems(trx, auth.merchantId, asInput(app), app.id);
    if (problems.length) throw itemErrors(problems);
    const item = await createItem(trx, app);
    const row = await trx
      .updateTable('new_item_application')
      .set({ status: AppStatus.approved, version: sql`version + 1`, updated_at: sql`now()`, reviewer_id: auth.userId, reviewed_at: sql`now()`, created_item_id: item.id, reject_reason: null })
      .where('id', '=', app.id)
      .where('supplier_id', '=', app.supplier_id)
      .where('version', '=', input.version)
      .returning(movedColumns)
      .executeTakeFirstOrThrow();
    await trail.log(trx, auth.merchantId, app.id, AppStatus.submitted, AppStatus.approved, 'buyer', auth.userId);
    return moved(row);
  });
}

export async function reject(db: Kysely<Database>, auth: AuthContext, input: RejectInput) {
  const decider = { reviewer_id: auth.userId, reviewed_at: sql<Date>`now()` };
  const row = await rejectAwaiting(db, 'new_item_application', auth.merchantId, auth.userId, input, m, decider, async (trx, app, reason) => {
    // The supplier's sales and admins read why at once, in the message itself (migration 015 keeps the row
    // trigger from adding a second, reasonless one).
    await notify(trx, { supplierId: app.supplier_id, roles: [0, 1], kind: 'applicationRejected', title: m.rejectedBecause(app.sheet_no, reason), docType: DOC_TYPE, docId: app.id });
  });
  return moved(row);
}
