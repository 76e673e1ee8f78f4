import { catalog, level3Variants } from './catalog';
import { brandExtras, brandHeads, brandTails } from './names';
import { DEMO_SUPPLIERS, type ScaleParams } from './params';
import { MERCHANT_ID as M } from './parties';
import { gauss, pick, rint, rnd, run, textArray, type Tx } from './sqlkit';

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
const provinces = ['浙江', '江苏', '山东', '广东', '福建', '四川', '河南', '黑龙江', '云南', '新疆', '内蒙古', '湖北', '进口'];

// Which demo supplier carries a share of each top category (1-based top index → supplier id).
const demoSupplierOfTop: Record<number, number> = { 1: 1, 3: 1, 2: 2, 7: 3, 8: 3, 5: 4, 6: 4 };

/** Category ids: top = index (1..12), level 2 = 100 + sub index (1..60), level 3 = 1000 + sub index * 10 + variant. */
function categoryValues(): string {
  const rows: string[] = [];
  let sub = 0;
  catalog.forEach((top, ti) => {
    const topCode = String(ti + 1).padStart(2, '0');
    rows.push(`(${ti + 1}, null, '${topCode}', ${q(top.name)}, 1)`);
    top.subs.forEach((s, si) => {
      sub++;
      const code2 = topCode + String(si + 1).padStart(2, '0');
      rows.push(`(${100 + sub}, ${ti + 1}, '${code2}', ${q(s.name)}, 2)`);
      level3Variants.forEach((v, vi) => {
        rows.push(`(${1000 + sub * 10 + vi + 1}, ${100 + sub}, '${code2}${String(vi + 1).padStart(2, '0')}', ${q(v + s.name)}, 3)`);
      });
    });
  });
  return rows.join(',\n');
}

function subCatalogValues(): string {
  const rows: string[] = [];
  let sub = 0;
  catalog.forEach((top, ti) =>
    top.subs.forEach((s) => {
      sub++;
      rows.push(`(${sub}, ${ti + 1}, ${100 + sub}, ${textArray(s.nouns)}, ${textArray(s.specs)}, ${q(s.unit)}, ${s.price}, ${s.tax}, ${s.shelfLife}, ${s.storage}, ${s.weighed})`);
    }),
  );
  return rows.join(',\n');
}

export async function seedItems(tx: Tx, p: ScaleParams): Promise<void> {
  await run(tx, `create or replace function pg_temp.ean13(s text) returns text language sql immutable as
    $f$ select s || ((10 - sum(substr(s, k, 1)::int * case when k % 2 = 1 then 1 else 3 end) % 10) % 10)::text
        from generate_series(1, 12) k $f$`);
  await run(tx, `insert into item_category (id, parent_id, code, name, level, merchant_id)
    select id, parent_id, code, name, level, ${M} from (values ${categoryValues()}) v(id, parent_id, code, name, level)`);
  await run(tx, `insert into unit (merchant_id, name)
    select distinct ${M}, u from unnest(${textArray([...new Set(catalog.flatMap((t) => t.subs.map((s) => s.unit)).concat(['kg', '箱', '个', '件']))])}) u`);
  await run(tx, `insert into brand (id, merchant_id, name)
    select g, ${M}, (${textArray(brandHeads)})[1 + g % ${brandHeads.length}] || (${textArray(brandTails)})[1 + (g / ${brandHeads.length}) % ${brandTails.length}]
      || (${textArray(brandExtras)})[1 + (g / ${brandHeads.length * brandTails.length}) % ${brandExtras.length}]
    from generate_series(1, ${p.brandCount}) g`);

  await run(tx, `create temp table sub_catalog (sub int, top int, l2_id bigint, nouns text[], specs text[], unit text, price numeric,
      tax numeric, shelf int, storage int, weighed boolean) on commit drop`);
  await run(tx, `insert into sub_catalog values ${subCatalogValues()}`);
  await run(tx, `create temp table sub_slot on commit drop as
    select sub, top, weighed, row_number() over (partition by weighed order by sub) as slot from sub_catalog`);
  await run(tx, `analyze sub_slot`);

  const others = p.suppliers - DEMO_SUPPLIERS;
  const subs = catalog.reduce((n, t) => n + t.subs.length, 0);
  // Each sub-category is shared by `spread` neighbouring suppliers, so a supplier's items stay within one or two trades.
  const spread = Math.max(2, Math.ceil(others / subs) + 1);
  const demoCase = Object.entries(demoSupplierOfTop).map(([top, sid]) => `when ${top} then ${sid}`).join(' ');
  // Items 1..weighed are weighed fresh goods (with PLU); the rest are packaged goods spread evenly over the other sub-categories.
  await run(tx, `create temp table item_plan on commit drop as
    select g as id, c.*, ${rint('g', 51, 1, p.brandCount)} as brand_id,
      case when ${rnd('g', 52)} < ${p.demoItemShare} then (case c.top ${demoCase} else null end) end as demo_sid,
      ${DEMO_SUPPLIERS + 1} + ((floor((c.sub - 1) * ${others}.0 / ${subs})::int + ${rint('g', 53, 0, spread - 1)}) % ${others}) as regular_sid,
      (c.price * exp(0.5 * ${gauss('g', 54)}))::numeric as base_price
    from generate_series(1, ${p.items}) g
    join sub_slot s on s.weighed = (g <= ${p.weighed})
      and s.slot = 1 + (case when g <= ${p.weighed} then g - 1 else g - ${p.weighed} - 1 end)
        % (select count(*) from sub_slot x where x.weighed = (g <= ${p.weighed}))
    join sub_catalog c on c.sub = s.sub`);
  await run(tx, `analyze item_plan`);
  await run(tx, `insert into item (id, merchant_id, code, barcode, plu_code, name, short_name, spec, unit, category_id, brand_id,
      main_supplier_id, sell_way, is_weighed, purchase_price, retail_price, member_price, wholesale_price, delivery_price,
      input_tax_rate, output_tax_rate, shelf_life_days, warn_days, storage_method, origin, status, created_at)
    select x.id, ${M}, '1' || lpad(x.id::text, 5, '0'),
      case when x.weighed then pg_temp.ean13('2' || lpad((1000 + x.id)::text, 5, '0') || '000000')
           else pg_temp.ean13('692' || lpad(x.id::text, 9, '0')) end,
      case when x.weighed then (1000 + x.id)::text end,
      case when x.weighed then ${pick(['', '精品', '优选', '本地', '有机'], 'x.id', 55)} || x.nouns[${rint('x.id', 56, 1, 4)}]
           else b.name || x.nouns[${rint('x.id', 56, 1, 4)}] || ' ' || x.specs[${rint('x.id', 57, 1, 3)}] end,
      x.nouns[${rint('x.id', 56, 1, 4)}],
      case when x.weighed then '散称' else x.specs[${rint('x.id', 57, 1, 3)}] end,
      case when x.weighed then 'kg' else x.unit end,
      1000 + x.sub * 10 + case when x.weighed then 3 else ${rint('x.id', 58, 1, 4)} end,
      case when x.weighed then null else x.brand_id end,
      coalesce(x.demo_sid, x.regular_sid), 0, x.weighed,
      round(greatest(x.base_price, 0.5), 2),
      ceil(greatest(x.base_price, 0.5) * (1 + case when x.weighed then 0.25 + ${rnd('x.id', 59)} * 0.2 else 0.15 + ${rnd('x.id', 59)} * 0.2 end) * 10) / 10 - 0.01,
      null, round(greatest(x.base_price, 0.5) * 1.08, 2), round(greatest(x.base_price, 0.5) * 1.03, 2),
      x.tax, x.tax, x.shelf, greatest(1, x.shelf / 3), x.storage, ${pick(provinces, 'x.id', 60)},
      case when ${rnd('x.id', 61)} < 0.97 then 0 when ${rnd('x.id', 61)} < 0.98 then 1 when ${rnd('x.id', 61)} < 0.995 then 2 else 9 end,
      current_date - ${rint('x.id', 62, 120, 1500)}
    from item_plan x left join brand b on b.id = x.brand_id`);
  // Per-item operating mode: demo suppliers carry some joint-venture and consignment items so every report has rows.
  await run(tx, `update item i set sell_way = case
      when i.main_supplier_id <= ${DEMO_SUPPLIERS} and ${rnd('i.id', 63)} < 0.1 then 1
      when i.main_supplier_id <= ${DEMO_SUPPLIERS} and (${rnd('i.id', 63)} < 0.2 or s.sell_way = 2) then 2
      else s.sell_way end
    from supplier s where s.id = i.main_supplier_id`);
  // Joint-venture items have no purchase price (the supplier is paid a share of sales).
  await run(tx, `update item set purchase_price = 0, delivery_price = null where sell_way = 1`);
  await run(tx, `update item set member_price = round(retail_price * 0.95, 2) where ${rnd('id', 64)} < 0.6`);

  await run(tx, `insert into item_package (merchant_id, item_id, barcode, unit, factor, purchase_price, retail_price, is_default_purchase)
    select ${M}, i.id, i.barcode, i.unit, 1, i.purchase_price, i.retail_price, false from item i
    union all
    select ${M}, i.id, pg_temp.ean13('693' || lpad(i.id::text, 9, '0')), '箱', f.factor, i.purchase_price * f.factor,
      i.retail_price * f.factor, ${rnd('i.id', 66)} < 0.6
    from item i cross join lateral (select (array[6, 12, 24])[${rint('i.id', 65, 1, 3)}] as factor) f
    where not i.is_weighed and ${rnd('i.id', 67)} < 0.2`);

  await run(tx, `insert into item_supplier (merchant_id, item_id, supplier_id, branch_id, purchase_price, joint_rate, sell_way, is_main)
    select ${M}, i.id, i.main_supplier_id, null, nullif(i.purchase_price, 0),
      case when i.sell_way = 1 then coalesce(s.joint_rate, round((0.12 + ${rnd('i.id', 68)} * 0.16)::numeric, 4)) end,
      i.sell_way, true
    from item i join supplier s on s.id = i.main_supplier_id`);
  await run(tx, `insert into item_supplier (merchant_id, item_id, supplier_id, branch_id, purchase_price, sell_way, is_main)
    select ${M}, i.id, ${DEMO_SUPPLIERS + 1} + ((i.main_supplier_id + ${others - DEMO_SUPPLIERS - 1} + ${rint('i.id', 69, 1, others - 1)}) % ${others}), null,
      round(i.purchase_price * (0.97 + ${rnd('i.id', 70)} * 0.08)::numeric, 2), 0, false
    from item i where i.sell_way = 0 and ${rnd('i.id', 71)} < 0.1`);
  // Store-specific prices for a few demo-supplier items.
  await run(tx, `insert into item_supplier (merchant_id, item_id, supplier_id, branch_id, purchase_price, sell_way, is_main)
    select ${M}, i.id, i.main_supplier_id, b.id, round(i.purchase_price * 0.98, 2), i.sell_way, true
    from item i join branch b on b.type in (3, 4) and b.id = (select min(id) from branch where type in (3, 4))
    where i.main_supplier_id <= ${DEMO_SUPPLIERS} and i.sell_way <> 1 and ${rnd('i.id', 72)} < 0.05`);

  await run(tx, `insert into item_location (branch_id, item_id, merchant_id, location_code)
    select b.id, i.id, ${M}, chr(65 + ${rint('i.category_id', 73, 0, 7)}) || lpad(${rint('i.id', 74, 1, 20)}::text, 2, '0') || '-' || ${rint('i.id * 100 + b.id', 75, 1, 6)}
    from item i cross join branch b where b.type in (3, 4) and i.main_supplier_id <= ${DEMO_SUPPLIERS}`);
}
