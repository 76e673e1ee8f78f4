import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eanCheckDigit } from '../../server/modules/newProduct/barcode';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';
import { PNG_1x1, uploadFile } from './uploadSupport';

// Every field a supplier enters on a new-product application arrives in the item approval creates, field by field
// (a brand the chain did not list yet, "UX牌", once came out as "-"), as the item master keeps it and as the goods
// detail screen reads it.

const base = '/scm/product/new-item';
const review = '/scm/product/new-item-review';
const ean13 = (body12: string) => `${body12}${eanCheckDigit(body12)}`;

let s: S001;
let buyer: string;
let category: { id: number; name: string };

beforeAll(async () => {
  s = await withS001();
  buyer = await s.ctx.login('13900000001', demoPassword);
  category = await s.ctx.db.selectFrom('item_category').select(['id', 'name']).where('merchant_id', '=', s.merchantId).where('level', '=', 3).orderBy('id', 'desc').executeTakeFirstOrThrow();
});
afterAll(() => s.ctx.close());

const post = (token: string, url: string, body: unknown) => s.ctx.call('POST', url, { token, body });

async function approved(app: Record<string, unknown>) {
  const sub = await post(s.token, `${base}/saveAndSubmit`, app);
  expect(sub.code).toBe(0);
  const ok = await post(buyer, `${review}/approve`, { id: sub.data.id, version: sub.data.version });
  expect(ok.code).toBe(0);
  return ok.data.createdItemId as number;
}

describe('approval carries every field of the application', () => {
  it('a packaged item: name, codes, brand (new to the chain), prices, rates, shelf life, storage, origin, packagings, photos', async () => {
    const photos = [await uploadFile(s.ctx, s.token, PNG_1x1), await uploadFile(s.ctx, s.token, PNG_1x1, { name: 'back.png' })];
    const app = {
      name: '字段齐全测试饮料 330ml',
      barcode: ean13('695970000011'),
      spec: '330ml',
      unit: '罐',
      categoryId: category.id,
      brand: 'UX牌',
      purchasePrice: '2.35',
      suggestRetailPrice: '3.50',
      inputTaxRate: '0.09',
      outputTaxRate: '0.06',
      shelfLifeDays: 365,
      storageMethod: 1,
      origin: '福建厦门',
      packagings: [
        { unit: '箱', factor: '24', barcode: ean13('695970000028'), purchasePrice: '54.00', retailPrice: '79.00' },
        { unit: '提', factor: '6', barcode: null, purchasePrice: null, retailPrice: null },
      ],
      images: photos.map((p) => p.data.id as string),
    };
    const itemId = await approved(app);
    const item = await s.ctx.db.selectFrom('item').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();
    const brand = await s.ctx.db.selectFrom('brand').select('name').where('id', '=', item.brand_id!).executeTakeFirst();
    expect({
      name: item.name, barcode: item.barcode, plu: item.plu_code, spec: item.spec, unit: item.unit, category: item.category_id, brand: brand?.name,
      purchase: item.purchase_price, retail: item.retail_price, inTax: item.input_tax_rate, outTax: item.output_tax_rate,
      shelfLife: item.shelf_life_days, storage: item.storage_method, origin: item.origin, weighed: item.is_weighed, supplier: item.main_supplier_id,
    }).toEqual({
      name: app.name, barcode: app.barcode, plu: null, spec: '330ml', unit: '罐', category: category.id, brand: 'UX牌',
      purchase: '2.3500', retail: '3.5000', inTax: '0.09', outTax: '0.06',
      shelfLife: 365, storage: 1, origin: '福建厦门', weighed: false, supplier: s.supplierId,
    });
    const packs = await s.ctx.db.selectFrom('item_package').select(['unit', 'factor', 'barcode', 'purchase_price', 'retail_price', 'is_default_purchase']).where('item_id', '=', itemId).orderBy('factor').execute();
    expect(packs).toEqual([
      { unit: '罐', factor: '1.000', barcode: app.barcode, purchase_price: '2.3500', retail_price: '3.5000', is_default_purchase: false },
      { unit: '提', factor: '6.000', barcode: null, purchase_price: '14.1000', retail_price: null, is_default_purchase: false },
      { unit: '箱', factor: '24.000', barcode: app.packagings[0]!.barcode, purchase_price: '54.0000', retail_price: '79.0000', is_default_purchase: true },
    ]);
    const supplied = await s.ctx.db.selectFrom('item_supplier').select(['supplier_id', 'purchase_price', 'is_main']).where('item_id', '=', itemId).execute();
    expect(supplied).toEqual([{ supplier_id: s.supplierId, purchase_price: '2.3500', is_main: true }]);
    const images = await s.ctx.db.selectFrom('item_image').select(['upload_id', 'sort']).where('item_id', '=', itemId).orderBy('sort').execute();
    expect(images).toEqual(photos.map((p, sort) => ({ upload_id: Number(p.data.id), sort })));

    // The goods detail screen shows the same.
    const info = await post(s.token, '/shop/item/data/item-info', { itemId });
    expect(info.data).toMatchObject({ brandName: 'UX牌', categoryName: category.name, origin: '福建厦门', spec: '330ml', shelfLifeDays: 365, storageMethod: 1, inputTaxRate: '0.09', outputTaxRate: '0.06' });
  });

  it('a brand the chain lists already is linked, not repeated', async () => {
    const listed = await s.ctx.db.selectFrom('brand').select(['id', 'name']).where('merchant_id', '=', s.merchantId).orderBy('id').executeTakeFirstOrThrow();
    const itemId = await approved({
      name: '已有品牌测试饼干 200g', barcode: ean13('695970000035'), spec: '200g', unit: '袋', categoryId: category.id, brand: listed.name,
      purchasePrice: '4.00', suggestRetailPrice: '5.90', inputTaxRate: '0.13', outputTaxRate: '0.13', shelfLifeDays: 180, storageMethod: 0,
    });
    const item = await s.ctx.db.selectFrom('item').select('brand_id').where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(item.brand_id).toBe(listed.id);
    const same = await s.ctx.db.selectFrom('brand').select('id').where('merchant_id', '=', s.merchantId).where('name', '=', listed.name).execute();
    expect(same).toHaveLength(1);
  });

  it('a weighed item: its PLU and the in-store barcode', async () => {
    const plu = (await post(s.token, `${base}/getPLUCode`, {})).data.pluCode as string;
    const itemId = await approved({
      name: '称重字段测试苹果', isWeighed: true, pluCode: plu, spec: '散装', unit: 'kg', categoryId: category.id, brand: 'UX果园',
      purchasePrice: '6.00', suggestRetailPrice: '9.80', inputTaxRate: '0.09', outputTaxRate: '0.09', shelfLifeDays: 15, storageMethod: 1, origin: '山东烟台',
    });
    const item = await s.ctx.db.selectFrom('item').select(['plu_code', 'is_weighed', 'barcode', 'brand_id', 'origin']).where('id', '=', itemId).executeTakeFirstOrThrow();
    expect(item).toMatchObject({ plu_code: plu, is_weighed: true, origin: '山东烟台' });
    expect(item.barcode).toMatch(new RegExp(`^2${plu.padStart(6, '0')}00000\\d$`));
    expect((await s.ctx.db.selectFrom('brand').select('name').where('id', '=', item.brand_id!).executeTakeFirstOrThrow()).name).toBe('UX果园');
  });
});
