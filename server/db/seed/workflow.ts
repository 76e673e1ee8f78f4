import { catalog } from './catalog';
import { DEMO_SUPPLIERS, type ScaleParams } from './params';
import { MERCHANT_ID as M } from './parties';
import { pick, rint, rnd, run, sheetNo, textArray, type Tx } from './sqlkit';

const subCount = catalog.reduce((n, t) => n + t.subs.length, 0);
const rejects = ['条码与已有商品重复', '进价偏高，请重新报价', '资质材料不全，请补充检测报告', '该品类暂不引进新品'];
const shownApps = [0, 1, 1, 3, 4];
const feedbackTopics: [number, string, string][] = [
  [0, '订单页面加载慢', '采购订单列表翻页时加载比较慢，希望优化一下。'],
  [1, '订单收货期限太短', '本周订单收货期限只有一天，来不及备货，能否放宽到两天？'],
  [1, '订单确认后能否修改', '已确认的订单发现数量填错了，怎么修改？'],
  [2, '对账单金额有差异', '上月对账单的退货金额和我们的记录不一致，请协助核对。'],
  [2, '发票驳回原因', '结算单发票被驳回了，但没看到具体原因。'],
  [2, '付款进度查询', '请问上月结算单什么时候付款？'],
  [3, '新品审核进度', '上周提交的新品申请一直在待审核，请帮忙催一下。'],
  [3, '商品条码变更', '部分商品包装升级，条码有变化，需要怎么更新？'],
  [4, '希望增加到货提醒', '建议增加订单临近收货期限的提醒功能。'],
  [9, '账号绑定问题', '新同事的手机号如何绑定到我们公司？'],
];

/** New-item applications (domain.md §3.6): approved ones are the origin of recently listed items; the rest are open or closed proposals. */
export async function seedNewItems(tx: Tx, p: ScaleParams): Promise<void> {
  const approvedShare = Math.min(0.5, (p.newItemsPerDay * p.poDays * 0.7) / p.items);
  await run(tx, `create temp table app_plan on commit drop as
    with newest as (
      select i.id, i.main_supplier_id, row_number() over (partition by i.main_supplier_id order by i.id desc) as rn
      from item i where i.status = 0)
    select n.id as item_id, n.main_supplier_id as supplier_id, 2 as status, current_date - ${rint('n.id', 801, 1, p.poDays)} as day
    from newest n where ${rnd('n.id', 802)} < ${approvedShare} or (n.main_supplier_id <= ${DEMO_SUPPLIERS} and n.rn <= 2)
    union all
    select null, ${rint('d * 100 + k', 803, 1, p.suppliers)}, case when d < 7 then (array[0, 1, 1])[${rint('d * 100 + k', 804, 1, 3)}]
      else (array[3, 3, 4])[${rint('d * 100 + k', 804, 1, 3)}] end, current_date - d
    from generate_series(0, ${p.poDays - 1}) d cross join generate_series(1, ${Math.max(1, Math.round(p.newItemsPerDay * 0.3))}) k
    where ${rnd('d * 100 + k', 805)} < ${((p.newItemsPerDay * 0.3) / Math.max(1, Math.round(p.newItemsPerDay * 0.3))).toFixed(3)}
    union all
    select null, s.sid, (array[${shownApps.join(',')}])[k], current_date - k
    from generate_series(1, ${DEMO_SUPPLIERS}) s(sid) cross join generate_series(1, ${shownApps.length}) k`);
  await run(tx, `analyze app_plan`);
  await run(tx, `create temp table app_head on commit drop as
    select y.*, row_number() over (partition by y.day order by y.id) as seq from (
      select row_number() over (order by x.day, x.supplier_id, x.item_id nulls last, x.status)::bigint as id, x.* from app_plan x) y`);
  await run(tx, `analyze app_head`);

  // Approved: copies of the item they created (barcode, PLU, prices, packagings).
  await run(tx, `insert into new_item_application (id, merchant_id, sheet_no, supplier_id, status, name, barcode, plu_code, spec, unit,
      category_id, brand, purchase_price, suggest_retail_price, input_tax_rate, output_tax_rate, shelf_life_days, storage_method,
      origin, is_weighed, packagings, images, submitted_at, reviewer_id, reviewed_at, created_item_id, created_at, updated_at, version)
    select h.id, ${M}, ${sheetNo('XP', "'000'", 'h.day', 'h.seq')}, h.supplier_id, 2,
      i.name, i.barcode, i.plu_code, i.spec, i.unit, i.category_id, b.name, nullif(i.purchase_price, 0), i.retail_price,
      i.input_tax_rate, i.output_tax_rate, i.shelf_life_days, i.storage_method, i.origin, i.is_weighed,
      coalesce((select jsonb_agg(jsonb_build_object('unit', pk.unit, 'factor', pk.factor, 'barcode', pk.barcode, 'purchasePrice', pk.purchase_price))
                from item_package pk where pk.item_id = i.id and pk.factor > 1), '[]'::jsonb),
      '{}', h.day + interval '10 hours', 2, h.day + interval '2 days 15 hours', i.id,
      h.day + interval '9 hours', h.day + interval '2 days 15 hours', 2
    from app_head h join item i on i.id = h.item_id left join brand b on b.id = i.brand_id where h.status = 2`);
  await run(tx, `update item i set source_application_id = a.id, created_at = a.reviewed_at
    from new_item_application a where a.created_item_id = i.id`);

  await run(tx, `insert into new_item_application (id, merchant_id, sheet_no, supplier_id, status, name, barcode, plu_code, spec, unit,
      category_id, brand, purchase_price, suggest_retail_price, input_tax_rate, output_tax_rate, shelf_life_days, storage_method,
      origin, is_weighed, packagings, images, branch_scope, remark, submitted_at, reviewer_id, reviewed_at, reject_reason,
      created_at, updated_at, version)
    select h.id, ${M}, ${sheetNo('XP', "'000'", 'h.day', 'h.seq')}, h.supplier_id, h.status,
      case when c.weighed then c.nouns[v.n] else ${pick(['鲜', '乐', '禾', '源', '味'], 'h.id', 806)} || ${pick(['品', '家', '园', '坊'], 'h.id', 807)}
        || c.nouns[v.n] || ' ' || c.specs[v.s] end,
      case when c.weighed then null else pg_temp.ean13('694' || lpad(h.id::text, 9, '0')) end,
      case when c.weighed then (5000 + h.id)::text end,
      case when c.weighed then '散称' else c.specs[v.s] end, case when c.weighed then 'kg' else c.unit end,
      1000 + c.sub * 10 + 1, ${pick(['鲜禾', '乐源', '味品', '禾家'], 'h.id', 808)},
      round(c.price * (0.8 + ${rnd('h.id', 809)} * 0.4)::numeric, 2), round(c.price * (1.1 + ${rnd('h.id', 809)} * 0.6)::numeric, 2),
      c.tax, c.tax, c.shelf, c.storage, ${pick(['浙江', '江苏', '山东', '广东'], 'h.id', 810)}, c.weighed,
      case when c.weighed then '[]'::jsonb else jsonb_build_array(jsonb_build_object('unit', '箱', 'factor', 12, 'barcode', null,
        'purchasePrice', round(c.price * 12, 2))) end,
      '{}', case when ${rnd('h.id', 811)} < 0.3 then (select array_agg(id order by id) from branch where type = 3) end,
      case when h.status = 4 then '资料需要修改，先撤回' end,
      case when h.status <> 0 then h.day + interval '10 hours' end,
      case when h.status = 3 then 2 end, case when h.status = 3 then h.day + interval '1 day 16 hours' end,
      case when h.status = 3 then ${pick(rejects, 'h.id', 812)} end,
      h.day + interval '9 hours', h.day + interval '1 day 16 hours', case when h.status = 0 then 0 else 1 end
    from app_head h
    cross join lateral (select ${rint('h.id', 813, 1, subCount)} as sub) r
    join sub_catalog c on c.sub = r.sub
    cross join lateral (select ${rint('h.id', 814, 1, 4)} as n, ${rint('h.id', 815, 1, 3)} as s) v
    where h.item_id is null`);
}

/** Supplier feedback (domain.md §3.8), from the supplier's own users; demo suppliers get every state. */
export async function seedFeedback(tx: Tx, p: ScaleParams): Promise<void> {
  const cats = `array[${feedbackTopics.map((t) => t[0]).join(',')}]`;
  // Only suppliers with portal users can write feedback.
  await run(tx, `create temp table fb_sup on commit drop as
    select supplier_id, row_number() over (order by supplier_id)::int as rn from (select distinct supplier_id from supplier_user_link) s`);
  await run(tx, `create temp table fb_plan on commit drop as
    select (select supplier_id from fb_sup where rn = ${rint('d * 100 + k', 821, 1, '(select count(*) from fb_sup)')}) as supplier_id, d, ${rint('d * 100 + k', 822, 1, feedbackTopics.length)} as topic,
      case when d <= 3 then (array[0, 0, 1])[${rint('d * 100 + k', 823, 1, 3)}]
           when d <= 14 then (array[1, 2, 2])[${rint('d * 100 + k', 823, 1, 3)}]
           else (array[2, 3, 3, 3])[${rint('d * 100 + k', 823, 1, 4)}] end as status
    from generate_series(0, ${p.poDays - 1}) d cross join generate_series(1, ${p.feedbackPerDay}) k
    union all
    select s.sid, k * 2, ${rint('s.sid * 10 + k', 824, 1, feedbackTopics.length)}, k - 1
    from generate_series(1, ${DEMO_SUPPLIERS}) s(sid) cross join generate_series(1, 4) k`);
  await run(tx, `analyze fb_plan`);
  await run(tx, `insert into feedback (merchant_id, supplier_id, submitter_type, submitter_id, category, title, content, images, contact,
      status, reply, replied_by, replied_at, closed_at, created_at, updated_at, version)
    select ${M}, f.supplier_id, 'supplier', u.id, (${cats})[f.topic],
      (${textArray(feedbackTopics.map((t) => t[1]))})[f.topic], (${textArray(feedbackTopics.map((t) => t[2]))})[f.topic], '{}', u.mobile,
      f.status, case when f.status >= 2 then '您好，问题已收到并处理，如仍有疑问请随时联系采购员。' end,
      case when f.status >= 2 then 2 end, case when f.status >= 2 then current_date - f.d + interval '1 day 11 hours' end,
      case when f.status = 3 then current_date - f.d + interval '3 days 9 hours' end,
      current_date - f.d + interval '9 hours' + ${rint('f.d * 100 + f.topic', 825, 0, 480)} * interval '1 minute',
      current_date - f.d + interval '9 hours', case when f.status = 0 then 0 else 1 end
    from fb_plan f
    join lateral (select su.id, su.mobile from supplier_user_link l join supplier_user su on su.id = l.user_id
                  where l.supplier_id = f.supplier_id order by l.user_id limit 1) u on true
    order by f.d desc, f.supplier_id`);
}
