import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { likeEscape } from '../../../lib/sqlText';
import { uploadsInfo } from '../../../lib/uploads';
import { reviewedPage, visibleTo, type Viewer } from '../../../lib/viewer';
import type { ListFilter } from '../schemas';
import { buyerVisible, trail } from '../statuses';

function base(db: Kysely<Database>, viewer: Viewer) {
  return db
    .selectFrom('new_item_application as a')
    .innerJoin('supplier as s', 's.id', 'a.supplier_id')
    .leftJoin('item_category as c', 'c.id', 'a.category_id')
    .where(visibleTo('a', viewer, buyerVisible));
}

const rowColumns = [
  'a.id',
  'a.version',
  'a.sheet_no as sheetNo',
  'a.status',
  'a.name',
  'a.barcode',
  'a.plu_code as pluCode',
  'a.spec',
  'a.unit',
  'c.name as categoryName',
  'a.purchase_price as purchasePrice',
  'a.suggest_retail_price as suggestRetailPrice',
  's.name as supplierName',
  'a.created_at as createdAt',
  'a.submitted_at as submittedAt',
  'a.reject_reason as rejectReason',
] as const;

/** One page, newest first (the buyer: oldest submission waiting first), with counts per status for the tabs. */
export async function listApplications(db: Kysely<Database>, viewer: Viewer, f: ListFilter) {
  let q = base(db, viewer);
  if (f.keyword) {
    const like = `%${likeEscape(f.keyword)}%`;
    q = q.where((eb) => eb.or([eb('a.name', 'ilike', like), eb('a.barcode', 'like', like), eb('a.sheet_no', 'ilike', like), eb('s.name', 'ilike', like)]));
  }
  return reviewedPage('a', viewer, q, (rows) => rows.select([...rowColumns]), f);
}

/** The whole application with its photos and its history, or undefined when the viewer may not see it. */
export async function loadApplication(db: Kysely<Database>, viewer: Viewer, id: number) {
  const app = await base(db, viewer)
    .leftJoin('item as i', 'i.id', 'a.created_item_id')
    .select([
      ...rowColumns,
      'a.is_weighed as isWeighed',
      'a.category_id as categoryId',
      'a.brand',
      // Tax rates read back as the form offers them ("0.03", "0"), not as stored ("0.0300"): a reopened
      // application keeps its rate chosen.
      sql<string | null>`trim_scale(a.input_tax_rate)::text`.as('inputTaxRate'),
      sql<string | null>`trim_scale(a.output_tax_rate)::text`.as('outputTaxRate'),
      'a.shelf_life_days as shelfLifeDays',
      'a.storage_method as storageMethod',
      'a.origin',
      'a.remark',
      'a.packagings',
      'a.images',
      'a.reviewed_at as reviewedAt',
      'a.created_item_id as createdItemId',
      'i.code as createdItemCode',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!app) return undefined;
  const [images, log] = await Promise.all([
    uploadsInfo(db, app.images),
    trail.history(db, id),
  ]);
  const packagings = (Array.isArray(app.packagings) ? app.packagings : []) as Record<string, unknown>[];
  return {
    ...app,
    packagings: packagings.map((p) => ({
      unit: String(p.unit ?? ''),
      factor: String(p.factor ?? '1'),
      barcode: (p.barcode as string | null) ?? null,
      purchasePrice: p.purchasePrice == null ? null : String(p.purchasePrice),
      retailPrice: p.retailPrice == null ? null : String(p.retailPrice),
    })),
    images,
    log,
  };
}
