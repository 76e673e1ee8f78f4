import { hashPassword } from '../../lib/password';
import { DEMO_SUPPLIERS, type ScaleParams } from './params';
import { cities, companySuffixes, companyWords, givenNames, regions, streets, surnames } from './names';
import { pick, rint, rnd, run, textArray, type Tx } from './sqlkit';

export const MERCHANT_ID = 1;
const M = MERCHANT_ID;

const q = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** A person's name drawn from the word lists by a hashed key. */
export function personName(key: string, salt: number): string {
  return `(${pick(surnames, key, salt)} || ${pick(givenNames, key, salt + 1)})`;
}

// The four demo suppliers behind the demo logins (contracts: S001 alone; S002..S004 for the multi-supplier login).
const demoSuppliers = [
  { name: '上海鑫源食品有限公司', sellWay: 0 },
  { name: '杭州恒丰粮油有限公司', sellWay: 0 },
  { name: '苏州康达日化有限公司', sellWay: 0 },
  { name: '南京绿野农产品有限公司', sellWay: 0 },
];

/** Branch ids: 1 HQ, 2 DC, then the region branches (large scale only), then the stores, contiguous. */
export function storeRange(p: ScaleParams): { first: number; last: number } {
  const first = 3 + (p.regions ? regions.length : 0);
  return { first, last: first + p.stores - 1 };
}

export async function seedParties(tx: Tx, p: ScaleParams): Promise<void> {
  await run(tx, `insert into merchant (id, code, name, km_yunfan_subscribed, status)
    values (${M}, 'M001', '云快订示范连锁', true, 0)`);

  const regionCount = p.regions ? regions.length : 0;
  const firstStore = storeRange(p).first;
  await run(tx, `insert into branch (id, merchant_id, code, name, short_name, type, parent_id, region, address, area_m2, phone, status) values
    (1, ${M}, '000', '云快订示范连锁总部', '总部', 0, null, '华东', '杭州市西湖区文三路 88 号', null, '0571-88880000', 0),
    (2, ${M}, '001', '云快订华东配送中心', '配送中心', 2, 1, '华东', '杭州市余杭区仓前街道物流园 6 号', 12000, '0571-88880001', 0)`);
  if (regionCount > 0) {
    await run(tx, `insert into branch (id, merchant_id, code, name, short_name, type, parent_id, region, status)
      select 2 + g, ${M}, 'R0' || g, (${textArray(regions)})[g], (${textArray(regions)})[g], 1, 1, (${textArray(regions)})[g], 0
      from generate_series(1, ${regionCount}) g`);
  }
  await run(tx, `insert into branch (id, merchant_id, code, name, short_name, type, parent_id, region, address, area_m2, contact, phone, status)
    select ${firstStore - 1} + g, ${M}, (100 + g)::text,
      '云快订' || (${textArray(streets)})[1 + (g - 1) % ${streets.length}] || '店',
      (${textArray(streets)})[1 + (g - 1) % ${streets.length}] || '店',
      case when g > ${p.stores - p.franchiseStores} then 4 else 3 end,
      ${regionCount > 0 ? `3 + (g - 1) % ${regionCount}` : '1'},
      ${regionCount > 0 ? `(${textArray(regions)})[1 + (g - 1) % ${regionCount}]` : `'华东'`},
      '杭州市' || (${textArray(streets)})[1 + (g - 1) % ${streets.length}] || ' ' || (10 + g * 7) || ' 号',
      -- store size: 60% community, 30% supermarket, 10% hypermarket
      case when ${rnd('g', 1)} < 0.6 then ${rint('g', 2, 300, 999)} when ${rnd('g', 1)} < 0.9 then ${rint('g', 2, 1000, 4000)} else ${rint('g', 2, 5000, 12000)} end,
      ${personName('g', 3)}, '0571-8' || lpad((1000000 + g * 7919 % 1000000)::text, 7, '0'), 0
    from generate_series(1, ${p.stores}) g`);
  await run(tx, `insert into branch_group (merchant_id, code, name, branch_ids) values
    (${M}, 'G01', '全部门店', (select array_agg(id order by id) from branch where type in (3, 4))),
    (${M}, 'G02', '直营门店', (select array_agg(id order by id) from branch where type = 3)),
    (${M}, 'G03', '加盟门店', (select coalesce(array_agg(id order by id), '{}') from branch where type = 4))`);

  // Supplier names get their trade word once items are assigned (see finishSupplierNames).
  const fixedNames = textArray(demoSuppliers.map((s) => s.name));
  const fixedWays = `array[${demoSuppliers.map((s) => s.sellWay).join(',')}]`;
  await run(tx, `insert into supplier (id, merchant_id, code, name, short_name, sell_way, joint_rate, settle_way, settle_days,
      tax_no, bank_name, bank_account, contact, mobile, address, status)
    select g, ${M}, 'S' || lpad(g::text, 3, '0'),
      case when g <= ${DEMO_SUPPLIERS} then (${fixedNames})[g] else '' end, null,
      case when g <= ${DEMO_SUPPLIERS} then (${fixedWays})[g]
           when ${rnd('g', 11)} < 0.7 then 0 when ${rnd('g', 11)} < 0.9 then 1 else 2 end,
      null,
      case when ${rnd('g', 12)} < 0.9 then 2 else 1 end,
      case when ${rnd('g', 12)} < 0.6 then 30 when ${rnd('g', 12)} < 0.75 then 45 when ${rnd('g', 12)} < 0.9 then 60 else 0 end,
      '91' || (330100 + g % 7)::text || lpad((g::int8 * 104729 % 10000000000)::text, 10, '0'),
      ${pick(['中国工商银行', '中国建设银行', '中国农业银行', '中国银行', '招商银行', '杭州银行', '交通银行'], 'g', 13)} || ${pick(cities, 'g', 14)} || '分行',
      '6222' || lpad((g::int8 * 7919 * 104729 % 1000000000000000)::text, 15, '0'),
      ${personName('g', 15)}, '137' || lpad((g * 7919 % 100000000)::text, 8, '0'),
      ${pick(cities, 'g', 14)} || '市' || ${pick(streets, 'g', 16)} || (g % 300 + 1) || ' 号',
      case when g > ${DEMO_SUPPLIERS} and ${rnd('g', 17)} < 0.02 then 1 else 0 end
    from generate_series(1, ${p.suppliers}) g`);
  await run(tx, `update supplier set joint_rate = round((0.12 + ${rnd('id', 18)} * 0.16)::numeric, 4) where sell_way = 1`);

  await run(tx, `insert into supplier_qualification (merchant_id, supplier_id, qual_type, name, cert_no, valid_from, valid_to, status)
    select ${M}, s.id, t.qt, t.name, t.prefix || lpad((s.id * 7919 + t.qt)::text, 12, '0'),
      current_date - ${rint('s.id * 10 + t.qt', 21, 200, 1500)},
      current_date + ${rint('s.id * 10 + t.qt', 22, -20, 1000)},
      0
    from supplier s cross join (values (0, '营业执照', 'YYZZ'), (1, '食品经营许可证', 'JY'), (2, '品牌授权书', 'SQ')) t(qt, name, prefix)
    where t.qt < 2 or ${rnd('s.id', 23)} < 0.5`);
  // The demo supplier always has an inspection report running out within 30 days, so the warning shows.
  await run(tx, `insert into supplier_qualification (merchant_id, supplier_id, qual_type, name, cert_no, valid_from, valid_to, status)
    select ${M}, s.id, 3, '产品质量检验报告', 'JC' || lpad((s.id * 7919 + 3)::text, 12, '0'), current_date - 353, current_date + 12, 0
    from supplier s where s.code = 'S001'`);
  await run(tx, `update supplier_qualification set status = case when valid_to < current_date then 2 when valid_to < current_date + 30 then 1 else 0 end`);
}

/** Demo logins exactly as the README lists them, plus extra supplier users sharing the demo password. */
export async function seedUsers(tx: Tx, p: ScaleParams): Promise<void> {
  const [supplierHash, bossHash] = await Promise.all([hashPassword('Scm@2026demo'), hashPassword('Boss@2026demo')]);
  await run(tx, `insert into supplier_user (id, merchant_id, mobile, password_hash, name, status) values
    (1, ${M}, '13800000001', ${q(supplierHash)}, '张伟', 0),
    (2, ${M}, '13800000002', ${q(supplierHash)}, '李娜', 0),
    (3, ${M}, '13800000003', ${q(supplierHash)}, '王芳', 0)`);
  await run(tx, `insert into supplier_user_link (user_id, supplier_id, merchant_id, role, is_default) values
    (1, 1, ${M}, 0, true), (2, 2, ${M}, 0, true), (2, 3, ${M}, 0, false), (2, 4, ${M}, 1, false), (3, 1, ${M}, 2, true)`);
  const others = p.suppliers - DEMO_SUPPLIERS;
  // Extra users: 85% one supplier, 12% two or three, 3% four to eight (for switchSupplier).
  await run(tx, `insert into supplier_user (id, merchant_id, mobile, password_hash, name, status)
    select 3 + g, ${M}, '1380000' || lpad((3 + g)::text, 4, '0'), ${q(supplierHash)}, ${personName('g', 31)}, 0
    from generate_series(1, ${p.extraSupplierUsers}) g`);
  await run(tx, `insert into supplier_user_link (user_id, supplier_id, merchant_id, role, is_default)
    select 3 + g, ${DEMO_SUPPLIERS + 1} + ((g - 1 + k) % ${others}), ${M},
      case when k > 0 then 1 when ${rnd('g', 33)} < 0.8 then 0 else 2 end, k = 0
    from generate_series(1, ${p.extraSupplierUsers}) g
    cross join lateral generate_series(0,
      case when ${rnd('g', 32)} < 0.85 then 0 when ${rnd('g', 32)} < 0.97 then ${rint('g', 34, 1, 2)} else ${rint('g', 34, 3, 7)} end) k`);
  await run(tx, `update supplier_user u set last_supplier_id = l.supplier_id
    from supplier_user_link l where l.user_id = u.id and l.is_default`);

  await run(tx, `insert into merchant_user (id, merchant_id, login_name, mobile, name, role, branch_scope, password_hash, status) values
    (1, ${M}, 'boss', '13900000000', '陈总', 'admin', null, ${q(bossHash)}, 0),
    (2, ${M}, '13900000001', '13900000001', '赵敏', 'buyer', null, ${q(supplierHash)}, 0),
    (3, ${M}, 'author', '13900000002', '孙悦', 'author', null, ${q(bossHash)}, 0)`);
}

/** Each supplier is named after the trade of most of its items, e.g. 嘉兴佳美乳业有限公司. */
export async function finishSupplierNames(tx: Tx, trades: string[]): Promise<void> {
  await run(tx, `with dominant as (
      select distinct on (i.main_supplier_id) i.main_supplier_id as sid, top.code as top_code
      from item i join item_category c3 on c3.id = i.category_id
      join item_category c2 on c2.id = c3.parent_id join item_category top on top.id = c2.parent_id
      group by i.main_supplier_id, top.code order by i.main_supplier_id, count(*) desc, top.code)
    update supplier s set
      name = (${textArray(cities)})[1 + (s.id * 7 + s.id / ${companyWords.length}) % ${cities.length}]
        || (${textArray(companyWords)})[1 + s.id % ${companyWords.length}]
        || coalesce((${textArray(trades)})[d.top_code::int], '商贸')
        || ${pick(companySuffixes, 's.id', 41)}
    from supplier s2 left join dominant d on d.sid = s2.id
    where s.id = s2.id and s.id > ${DEMO_SUPPLIERS}`);
  await run(tx, `update supplier set short_name = regexp_replace(name, '^(上海|杭州|苏州|南京|宁波|无锡|嘉兴|绍兴|合肥|常州|湖州|金华|温州|扬州|南通)|(贸易|商贸|供应链|实业)?有限公司$', '', 'g')`);
}
