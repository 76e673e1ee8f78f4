import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types';
import { BizError } from '../../lib/errors';
import { fieldProblem, fieldPlace } from '../../lib/fieldNames';
import type { Said } from '../../lib/language';
import { barcodeProblem, isPluFormat } from './barcode';
import { newProductMessages as m } from './messages';
import type { ApplicationInput } from './schemas';
import { holdingStatuses } from './statuses';

type Db = Kysely<Database> | Transaction<Database>;

/** One problem of an item, as spec §8 code 140 lists them: which field, and what is wrong in words. */
export interface ItemProblem {
  field: string;
  problem: Said;
}

/** Code 140: the message is the JSON list of `{ failReason, nameAndMsg }` (the client shows the first), data the same list with the field. */
export function itemErrors(problems: ItemProblem[]): BizError {
  const listIn = (lang: 'zh-CN' | 'en') =>
    problems.map((p) => ({ failReason: fieldProblem(fieldPlace(p.field), p.problem)[lang], nameAndMsg: p.problem[lang], field: p.field }));
  const zh = listIn('zh-CN');
  return new BizError(140, { 'zh-CN': JSON.stringify(zh), en: JSON.stringify(listIn('en')) }, { data: zh });
}

/**
 * Whether another item of the merchant, or another open application, already holds `value` in `column`: its name, or
 * its PLU code.
 */
async function heldElsewhere(db: Db, merchantId: number, column: 'name' | 'plu_code', value: string, exceptAppId?: number, exceptItemId?: number) {
  const held = sql.ref(column);
  const r = await sql<{ taken: boolean }>`select
      exists (select 1 from item where merchant_id = ${merchantId} and ${held} = ${value} and id <> ${exceptItemId ?? 0})
      or exists (select 1 from new_item_application where merchant_id = ${merchantId} and ${held} = ${value}
                 and status in (${sql.join([...holdingStatuses])}) and id <> ${exceptAppId ?? 0}
                 and (created_item_id is null or created_item_id <> ${exceptItemId ?? 0})) as taken`.execute(db);
  return r.rows[0]!.taken;
}

/** Whether another item of the merchant, or another open application, already has this name. */
export const nameTaken = (db: Db, merchantId: number, name: string, exceptAppId?: number, exceptItemId?: number): Promise<boolean> =>
  heldElsewhere(db, merchantId, 'name', name, exceptAppId, exceptItemId);

/** The same for a barcode: the item master (its own and its packagings' codes) and open applications. */
export async function barcodeTaken(db: Db, merchantId: number, barcode: string, exceptAppId?: number, exceptItemId?: number): Promise<boolean> {
  const r = await sql<{ taken: boolean }>`select
      exists (select 1 from item where merchant_id = ${merchantId} and barcode = ${barcode} and id <> ${exceptItemId ?? 0})
      or exists (select 1 from item_package where merchant_id = ${merchantId} and barcode = ${barcode} and item_id <> ${exceptItemId ?? 0})
      or exists (select 1 from new_item_application a where merchant_id = ${merchantId} and status in (${sql.join([...holdingStatuses])})
                 and id <> ${exceptAppId ?? 0} and (created_item_id is null or created_item_id <> ${exceptItemId ?? 0})
                 and (barcode = ${barcode} or exists (select 1 from jsonb_array_elements(a.packagings) p where p->>'barcode' = ${barcode}))) as taken`.execute(db);
  return r.rows[0]!.taken;
}

/** The same for a PLU code. */
export const pluTaken = (db: Db, merchantId: number, plu: string, exceptAppId?: number, exceptItemId?: number): Promise<boolean> =>
  heldElsewhere(db, merchantId, 'plu_code', plu, exceptAppId, exceptItemId);

/** The smallest free PLU of the merchant's range (1000–99999) not used by an item or an open application. */
export async function freePlu(db: Db, merchantId: number, exceptAppId?: number): Promise<string | null> {
  const r = await sql<{ plu: string | null }>`select min(g)::text as plu from generate_series(1000, 99999) g
    where not exists (select 1 from item where merchant_id = ${merchantId} and plu_code = g::text)
      and not exists (select 1 from new_item_application where merchant_id = ${merchantId} and plu_code = g::text
                      and status in (${sql.join([...holdingStatuses])}) and id <> ${exceptAppId ?? 0})`.execute(db);
  return r.rows[0]?.plu ?? null;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A barcode's own problem (format, check digit), without looking at the database. */
export function barcodeFormatProblem(code: string): Said | null {
  const p = barcodeProblem(code);
  return p === 'format' ? m.barcodeFormat : p === 'checkDigit' ? m.barcodeCheckDigit : null;
}

/**
 * Everything that stops an application from being submitted (domain.md §3.6): required fields, barcode or PLU,
 * packagings, and names and codes other items or applications already hold. `exceptAppId` is the application itself.
 */
export async function submitProblems(db: Db, merchantId: number, a: ApplicationInput, exceptAppId?: number, exceptItemId?: number): Promise<ItemProblem[]> {
  const problems: ItemProblem[] = [];
  const need = (field: keyof ApplicationInput) => {
    if (blank(a[field])) problems.push({ field, problem: m.required });
  };
  for (const f of ['name', 'categoryId', 'unit', 'spec', 'purchasePrice', 'suggestRetailPrice', 'inputTaxRate', 'outputTaxRate', 'shelfLifeDays', 'storageMethod'] as const) need(f);
  if (!blank(a.purchasePrice) && !blank(a.suggestRetailPrice) && Number(a.suggestRetailPrice) < Number(a.purchasePrice)) {
    problems.push({ field: 'suggestRetailPrice', problem: m.retailBelowPurchase });
  }
  if (a.categoryId !== undefined && a.categoryId !== null) {
    const cat = await db.selectFrom('item_category').select('id').where('id', '=', a.categoryId).where('merchant_id', '=', merchantId).executeTakeFirst();
    if (!cat) problems.push({ field: 'categoryId', problem: m.badCategory });
  }
  if (a.name && !blank(a.name) && (await nameTaken(db, merchantId, a.name.trim(), exceptAppId, exceptItemId))) problems.push({ field: 'name', problem: m.nameRepeated });
  if (a.isWeighed) {
    if (!blank(a.barcode)) problems.push({ field: 'barcode', problem: m.weighedNoBarcode });
    if (blank(a.pluCode)) problems.push({ field: 'pluCode', problem: m.pluNeeded });
    else if (!isPluFormat(a.pluCode!)) problems.push({ field: 'pluCode', problem: m.pluFormat });
    else if (await pluTaken(db, merchantId, a.pluCode!, exceptAppId, exceptItemId)) problems.push({ field: 'pluCode', problem: m.pluTaken });
  } else if (blank(a.barcode)) {
    problems.push({ field: 'barcode', problem: m.required });
  } else {
    const own = barcodeFormatProblem(a.barcode!);
    if (own) problems.push({ field: 'barcode', problem: own });
    else if (await barcodeTaken(db, merchantId, a.barcode!, exceptAppId, exceptItemId)) problems.push({ field: 'barcode', problem: m.barcodeRepeated });
  }
  const seen = new Set<string>(a.barcode ? [a.barcode] : []);
  for (const [i, p] of (a.packagings ?? []).entries()) {
    if (Number(p.factor) <= 1) problems.push({ field: `packagings/${i}/factor`, problem: m.packagingFactor });
    if (blank(p.barcode)) continue;
    const own = barcodeFormatProblem(p.barcode!);
    if (own) problems.push({ field: `packagings/${i}/barcode`, problem: own });
    else if (seen.has(p.barcode!) || (await barcodeTaken(db, merchantId, p.barcode!, exceptAppId, exceptItemId))) {
      problems.push({ field: `packagings/${i}/barcode`, problem: m.barcodeRepeated });
    }
    seen.add(p.barcode!);
  }
  return problems;
}
