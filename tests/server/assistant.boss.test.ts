import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday } from '../../server/lib/businessDay';
import { bossWorld, type BossWorld } from './administer.fixtures';

/**
 * The boss side's assistant: each answer holds the figures of the chain's own tables (counted here independently),
 * the merchant's scope holds (a second merchant's boss gets its own figures), another chain's data is refused in
 * words, and neither side's token opens the other side's assistant.
 */
let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
});
afterAll(() => w.ctx.close());

const ask = async (token: string, question: string, lang = 'zh-CN', url = '/mobile/api/administer/assistant/ask', conversationId?: number) =>
  (await w.ctx.app.inject({ method: 'POST', url, headers: { token, 'content-type': 'application/json', 'accept-language': lang }, payload: JSON.stringify({ question, conversationId }) })).json();
/** The next question of a conversation, as a chip's tap or a typed follow-up sends it. */
const askIn = (conversationId: number, question: string, lang = 'zh-CN') => ask(w.boss, question, lang, undefined, conversationId);
const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(w.ctx.db)).rows[0]!;
/** An amount as the app shows it (a store's day of returns is below zero: -¥0.45). */
const yuan = (v: string) => `${Number(v) < 0 ? '-' : ''}¥${Math.abs(Number(v)).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const today = businessToday();
const plusDays = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('boss assistant: answers from the chain', () => {
  it("today's sales against yesterday and the same day last week, as boss_sale_day holds them", async () => {
    const r = await ask(w.boss, '今天卖了多少，比昨天怎么样');
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ route: 'intent', topic: 'bossSales' });
    const day = (d: string) => one(sql<{ s: string }>`select coalesce(sum(sales), 0)::numeric(14,2)::text as s from boss_sale_day where merchant_id = 1 and biz_date = ${d}::date`);
    const [cur, prev, week] = [await day(today), await day(plusDays(-1)), await day(plusDays(-7))];
    expect(Number(cur.s) + Number(prev.s)).toBeGreaterThan(0);
    expect(r.data.table.rows).toEqual([[today, yuan(cur.s), expect.any(String)], [plusDays(-1), yuan(prev.s), expect.any(String)], [plusDays(-7), yuan(week.s), expect.any(String)]]);
    expect(r.data.text).toContain(yuan(cur.s));
    // today is not over: yesterday up to the same time of day, as the dashboard's summary counts it
    const summary = (await w.ctx.call('GET', '/administer/home/summary', { token: w.boss, query: { period: 'today' } })).data;
    expect(summary.prevUntil).toMatch(/^\d{2}:\d{2}$/);
    expect(r.data.text).toContain(`比昨天同一时刻（截至 ${summary.prevUntil}）${yuan(summary.salesPrev)}`);
    expect(r.data.links[0].path).toBe(`/packagesBoss/retail/index?groupBy=day&dateFrom=${today}&dateTo=${today}`);
  });

  it('"sales last friday": the latest Friday before the business day, against the day before and a week before', async () => {
    const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    const friday = plusDays(4 < weekday ? 4 - weekday : 4 - weekday - 7);
    const r = await ask(w.boss, 'sales last friday', 'en');
    expect(r.data).toMatchObject({ route: 'intent', topic: 'bossSales' });
    const day = (d: string) => one(sql<{ s: string }>`select coalesce(sum(sales), 0)::numeric(14,2)::text as s from boss_sale_day where merchant_id = 1 and biz_date = ${d}::date`);
    const back = (n: number) => new Date(Date.parse(`${friday}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    expect(r.data.table.rows.map((x: string[]) => x.slice(0, 2))).toEqual([[friday, yuan((await day(friday)).s)], [back(1), yuan((await day(back(1))).s)], [back(7), yuan((await day(back(7))).s)]]);
    expect(r.data.text).toMatch(new RegExp(`^Last Friday \\(${friday}\\) the stores sold ${yuan((await day(friday)).s).replace(/[.$]/g, '\\$&')}`));
  });

  it('best and worst store of the month, in English when asked in English', async () => {
    const r = await ask(w.boss, 'which store sold best this month?', 'zh-CN');
    expect(r.data.topic).toBe('bossStores');
    const from = `${today.slice(0, 8)}01`;
    const rows = (await sql<{ name: string; s: string }>`select b.name, coalesce(sum(d.sales), 0)::numeric(14,2)::text as s from branch b
        left join boss_sale_day d on d.branch_id = b.id and d.biz_date between ${from}::date and ${today}::date
       where b.merchant_id = 1 and b.type in (3, 4) group by b.id, b.name, b.code order by sum(d.sales) desc nulls last, b.code`.execute(w.ctx.db)).rows;
    expect(r.data.text).toContain(`Best store this month: ${rows[0]!.name} (${yuan(rows[0]!.s)})`);
    expect(r.data.text).toContain(`worst: ${rows.at(-1)!.name}`);
    expect(r.data.text).toContain(`of ${rows.length} stores`);
  });

  it('stock warnings, unsalable stock and devices offline: the counts of the tables, for each merchant its own', async () => {
    for (const [token, merchant] of [[w.boss, 1], [w.boss2, 2]] as const) {
      const s = await one(sql<{ s: number; o: number }>`select count(*) filter (where qty < min_qty)::int as s, count(*) filter (where qty > max_qty)::int as o from stock where merchant_id = ${merchant}`);
      const warn = await ask(token, '库存预警');
      expect(warn.data.topic).toBe('bossStockWarning');
      expect(warn.data.text).toContain(`库存低于下限的有 ${s.s} 项（门店×商品），高于上限的有 ${s.o} 项`);
      const d = await one(sql<{ bound: number; online: number; unbound: number }>`select count(*) filter (where bound)::int as bound,
          count(*) filter (where bound and status = 0)::int as online, count(*) filter (where not bound)::int as unbound from device where merchant_id = ${merchant}`);
      const dev = await ask(token, 'which devices are offline?');
      expect(dev.data.text).toBe(`${d.bound} bound devices: ${d.online} online, ${d.bound - d.online} offline; ${d.unbound} more not bound yet.${d.bound - d.online ? ' Offline:' : ''}`);
      // Heartbeats on the chain's clock, as a store reads them, not the server's.
      const beats = (await sql<{ t: string }>`select to_char(last_heartbeat at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') as t from device
          where merchant_id = ${merchant} and bound and status <> 0 and last_heartbeat is not null`.execute(w.ctx.db)).rows.map((x) => x.t);
      for (const row of (dev.data.table?.rows ?? []) as string[][]) if (row[2] !== '—') expect(beats).toContain(row[2]);
    }
    const idle = await ask(w.boss, '30天没动销的商品');
    expect(idle.data.topic).toBe('bossUnsalable');
    const report = await w.ctx.call('POST', '/administer/report/unsalable/query', { token: w.boss, body: { days: 30 } });
    expect(idle.data.text).toContain(`超过 30 天没有销售的库存有 ${report.data.total} 项`);
  });

  it('"本月到货率": the arrival-rate report\'s rate of the month, and its link opens that report on the same period', async () => {
    // It was answered with today's trucks at the docks, which is no rate.
    const pct = (ratio: string) => `${(Number(ratio) * 100).toFixed(2)}%`;
    for (const [question, lang] of [['本月到货率', 'zh-CN'], ['arrival rate this month', 'en']] as const) {
      const r = await ask(w.boss, question, lang);
      expect(r.data.topic).toBe('bossArrivalRate');
      const [path, query] = (r.data.links[0].path as string).split('?');
      expect(path).toBe('/packagesBoss/arrivalRate/index');
      const filters = Object.fromEntries(new URLSearchParams(query));
      expect(filters).toMatchObject({ dateFrom: `${today.slice(0, 8)}01`, dateTo: today });
      const report = (await w.ctx.call('POST', '/administer/report/arrival-rate/query', { token: w.boss, body: filters })).data;
      expect(Number(report.sum.orderQty)).toBeGreaterThan(0);
      expect(r.data.text).toContain(lang === 'en' ? `: ${pct(report.sum.qtyRate)} (` : `到货率 ${pct(report.sum.qtyRate)}（`);
    }
  });

  it("each answer's link carries the period and store it counted: the report under the link's filters gives the figure said", async () => {
    // The links opened each report on its own defaults (this month, every store), not on what the answer counted.
    const store = await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from branch b join boss_sale_day d on d.branch_id = b.id
      where b.merchant_id = 1 and d.biz_date >= date_trunc('month', ${today}::date) - interval '1 month' and d.biz_date < date_trunc('month', ${today}::date)
      group by b.id, b.name order by b.id limit 1`);
    const screen = async (answer: { links: { path: string }[] }, route: string, url: string) => {
      const [path, query] = answer.links[0]!.path.split('?');
      expect(path).toBe(route);
      const filters: Record<string, unknown> = Object.fromEntries(new URLSearchParams(query));
      for (const k of ['branchId', 'days']) if (filters[k] !== undefined) filters[k] = Number(filters[k]);
      const r = await w.ctx.call('POST', url, { token: w.boss, body: filters });
      expect(r.code).toBe(0);
      return { filters, data: r.data };
    };
    const sales = (await ask(w.boss, `${store.name}上个月卖了多少`)).data;
    expect(sales.topic).toBe('bossSales');
    const retail = await screen(sales, '/packagesBoss/retail/index', '/administer/report/retail/query');
    expect(retail.filters.branchId).toBe(store.id);
    expect(sales.text).toContain(`${store.name}零售额 ${yuan(retail.data.sum.sales)}`);
    const loss = (await ask(w.boss, `${store.name}上个月的负毛利`)).data;
    expect(loss.topic).toBe('bossNegativeProfit');
    const lossScreen = await screen(loss, '/packagesBoss/negativeProfit/index', '/administer/report/negative-profit/query');
    expect(loss.text).toContain(`低于成本销售的有 ${lossScreen.data.total} 条（门店×商品×天），共亏 ${yuan(lossScreen.data.sum.loss)}`);
    const idle = (await ask(w.boss, `${store.name}60天没动销的商品`)).data;
    expect(idle.topic).toBe('bossUnsalable');
    const idleScreen = await screen(idle, '/packagesBoss/unsalable/index', '/administer/report/unsalable/query');
    expect(idleScreen.filters).toMatchObject({ days: 60, branchId: store.id });
    expect(idle.text).toContain(`超过 60 天没有销售的库存有 ${idleScreen.data.total} 项`);
  });

  it("the ranking, stock-warning and device answers: each figure said is what its link's screen shows under the link's filters", async () => {
    // The device answer's one link opened every device (its offline figure was nowhere on that screen), and the
    // stock warning's overstock count had no link at all.
    const screens: Record<string, [method: 'GET' | 'POST', url: string]> = {
      '/packagesBoss/branchRank/index': ['GET', '/administer/home/branch-rank'],
      '/packagesBoss/retail/index': ['POST', '/administer/report/retail/query'],
      '/packagesBoss/stockWarning/index': ['POST', '/administer/report/stock-warning/query'],
      '/packagesBoss/device/index': ['POST', '/administer/device/list'],
    };
    /** What the linked screen's endpoint answers for the link's filters, as the screen sends them (a store by its number). */
    const opened = async (path: string) => {
      const [route, query] = path.split('?');
      const [method, url] = screens[route!]!;
      const filters: Record<string, unknown> = Object.fromEntries(new URLSearchParams(query));
      if (filters.branchId !== undefined) filters.branchId = Number(filters.branchId);
      const r = method === 'GET' ? await w.ctx.call('GET', url, { token: w.boss, query: filters as Record<string, string> }) : await w.ctx.call('POST', url, { token: w.boss, body: { ...filters, pageSize: 100 } });
      expect(r.code, path).toBe(0);
      return { filters, data: r.data };
    };

    // The ranking: best, worst and how many, today and this month on the dashboard's ranking, last month on the retail report.
    for (const [question, lang] of [['今天哪家店卖得最差', 'zh-CN'], ['which store sold best this month?', 'en'], ['上个月门店排名', 'zh-CN']] as const) {
      const a = (await ask(w.boss, question, lang)).data;
      expect(a.topic, question).toBe('bossStores');
      const { filters, data } = await opened(a.links[0].path);
      const rows = data.rows as { name: string; sales: string }[];
      const total = filters.period ? rows.length : (data.total as number);
      expect(rows.length, question).toBe(total);
      const [best, worst] = [rows[0]!, rows.at(-1)!];
      expect(a.text, question).toContain(lang === 'en'
        ? `: ${best.name} (${yuan(best.sales)}); worst: ${worst.name} (${yuan(worst.sales)}), of ${total} stores.`
        : `销售额最好的门店是 ${best.name}（${yuan(best.sales)}），最差的是 ${worst.name}（${yuan(worst.sales)}），共 ${total} 家门店。`);
      // asked for the worst, the table starts at the bottom of the screen's list
      expect(a.table.rows[0][1], question).toBe(question.includes('最差') ? worst.name : best.name);
    }

    // Stock warnings, of all stores and of one: each count is its own list's total, the rows said are its first rows.
    const store = await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from branch b join device d on d.branch_id = b.id
      where b.merchant_id = 1 and d.bound and d.status <> 0 group by b.id, b.name order by b.id limit 1`);
    for (const [question, lang] of [['stock warnings', 'en'], [`${store.name}库存预警`, 'zh-CN']] as const) {
      const a = (await ask(w.boss, question, lang)).data;
      expect(a.topic, question).toBe('bossStockWarning');
      const [below, above] = await Promise.all(a.links.map((l: { path: string }) => opened(l.path)));
      expect([below!.filters.type, above!.filters.type]).toEqual(['shortage', 'overstock']);
      if (lang === 'zh-CN') expect(below!.filters.branchId).toBe(store.id);
      expect(a.text, question).toContain(lang === 'en'
        ? `${below!.data.total} items (store × item) are below their minimum stock and ${above!.data.total} above their maximum.`
        : `库存低于下限的有 ${below!.data.total} 项（门店×商品），高于上限的有 ${above!.data.total} 项。`);
      expect((a.table?.rows ?? []).map((r: string[]) => r.slice(0, 2))).toEqual((below!.data.rows as { branchName: string; itemName: string }[]).slice(0, 8).map((r) => [r.branchName, r.itemName]));
    }

    // Devices: the offline figure opens the offline ones, the bound and unbound figures the whole list.
    for (const [question, lang] of [['which devices are offline?', 'en'], [`${store.name}哪些设备离线了`, 'zh-CN']] as const) {
      const a = (await ask(w.boss, question, lang)).data;
      expect(a.topic, question).toBe('bossDevices');
      const [offline, all] = await Promise.all(a.links.map((l: { path: string }) => opened(l.path)));
      expect(offline!.filters.state).toBe('offline');
      if (lang === 'zh-CN') expect([offline!.filters.branchId, all!.filters.branchId]).toEqual([store.id, store.id]);
      const n = offline!.data.total as number;
      expect(n).toBeGreaterThan(0);
      expect(a.text, question).toContain(lang === 'en'
        ? `${all!.data.total - all!.data.unbound} bound devices: ${all!.data.online} online, ${n} offline; ${all!.data.unbound} more not bound yet.`
        : `已绑定设备 ${all!.data.total - all!.data.unbound} 台：在线 ${all!.data.online} 台，离线 ${n} 台；另有 ${all!.data.unbound} 台未绑定。`);
      expect(a.table.rows.map((r: string[]) => r[1])).toEqual((offline!.data.rows as { name: string }[]).slice(0, 8).map((r) => r.name));
    }
  });

  it("negative profit of the last 7 days and today's arrivals: the figures of their screens", async () => {
    const loss = await ask(w.boss, '哪些商品在亏本卖');
    const e = await one(sql<{ n: number }>`select count(*)::int as n from boss_item_day where merchant_id = 1 and biz_date between ${plusDays(-6)}::date and ${today}::date and sales < cost and qty > 0`);
    expect(loss.data.text).toContain(`低于成本销售的有 ${e.n} 条`);
    const arrivals = await ask(w.boss, "today's arrivals", 'en');
    const dock = await w.ctx.call('GET', '/administer/dock/today', { token: w.boss });
    expect(arrivals.data.text).toBe(`Today's booked deliveries: ${dock.data.expected} still to come, ${dock.data.arrived} arrived on time, ${dock.data.late} late, ${dock.data.noShow} no-shows; ${dock.data.toReceive} at the gate to receive.`);
  });

  it('a bare "库存" / "stock": the chain stock screen\'s summary under the link\'s filters, and its running-out tab\'s first rows', async () => {
    // A boss asking only 库存 got the fallback; a supplier's one word gets its stock answer, and so does the boss now.
    // a store with stock and sales (a distribution centre is no store a question names)
    const store = await one(sql<{ id: number; name: string }>`select b.id::int as id, b.name from branch b join stock s on s.branch_id = b.id
      where b.merchant_id = 1 and exists (select 1 from boss_sale_day d where d.branch_id = b.id) group by b.id, b.name order by b.id limit 1`);
    // an item named in Chinese characters only, as a question writes it (the keyword is the question's own words)
    const item = await one(sql<{ name: string }>`select i.name from item i join stock s on s.item_id = i.id where s.merchant_id = 1 and i.name !~ '[^一-龥]' order by i.id limit 1`);
    /** The chain stock screen's summary and list under a link's filters, as the screen sends them. */
    const opened = async (path: string) => {
      const [route, query] = path.split('?');
      expect(route).toBe('/packagesBoss/stock/index');
      const filters: Record<string, unknown> = Object.fromEntries(new URLSearchParams(query));
      for (const k of ['branchId', 'runningOutDays']) if (filters[k] !== undefined) filters[k] = Number(filters[k]);
      const sum = await w.ctx.call('POST', '/administer/report/stock/summary', { token: w.boss, body: filters });
      const list = await w.ctx.call('POST', '/administer/report/stock/query', { token: w.boss, body: { ...filters, pageSize: 8 } });
      expect([sum.code, list.code]).toEqual([0, 0]);
      return { filters, sum: sum.data, rows: list.data.rows as { itemName: string }[] };
    };
    for (const [question, lang] of [['库存', 'zh-CN'], ['stock', 'en'], [`${store.name}的库存`, 'zh-CN'], [`${item.name}还有多少库存`, 'zh-CN']] as const) {
      const a = (await ask(w.boss, question, lang)).data;
      expect(a.topic, question).toBe('bossStock');
      const all = await opened(a.links[0].path);
      if (question.startsWith(store.name)) expect(all.filters.branchId).toBe(store.id);
      if (question.startsWith(item.name)) {
        // the screen's search on the name said (names holding it: 橙子 finds its kinds too)
        expect(all.filters.keyword).toBe(item.name);
        expect(all.sum.itemCount).toBeGreaterThan(0);
      }
      const s = all.sum;
      expect(a.text, question).toContain(lang === 'en'
        ? `${s.itemCount} item${s.itemCount === 1 ? '' : 's'} (${s.supplierCount} supplier${s.supplierCount === 1 ? '' : 's'}), ${Number(s.qty)} on hand, stock value ${yuan(s.costAmount)}; ${s.runningOutItems} of them`
        : `库存：商品 ${s.itemCount} 个（${s.supplierCount} 家供应商），库存数量 ${Number(s.qty)}，库存金额 ${yuan(s.costAmount)}；其中 ${s.runningOutItems} 个商品${all.filters.branchId ? '' : '在某个门店'} ${s.runningOutDays} 天内将断货`);
      if (s.runningOutItems) {
        const running = await opened(a.links[1].path);
        expect(running.filters.runningOutDays).toBe(s.runningOutDays);
        expect(a.table.rows.map((r: string[]) => r[0])).toEqual(running.rows.map((r) => r.itemName));
      }
      // the other stock answers offered as the next question
      expect(a.followUps).toContain(lang === 'en' ? 'Stock warnings' : '库存预警');
    }
  });

  it("refuses another chain's data in words, and says what it can answer rather than guess", async () => {
    const other = await ask(w.boss, '永辉超市今天卖了多少');
    expect(other.data.topic).toBe('bossOtherParty');
    expect(other.data.text).toContain('其他商户');
    expect(other.data.text).not.toMatch(/¥/);
    const off = await ask(w.boss, 'tell me a joke');
    expect(off.data).toMatchObject({ route: 'fallback', handOff: false, links: [] });
    expect(off.data.text).toContain('I cannot answer that');
    // what it can answer names every kind of answer, the arrival rate among them
    expect(off.data.text).toContain("today's arrivals and the arrival rate");
  });

  it('the shop across the street is out of scope: the honest fallback, never our sales, not even as a follow-up', async () => {
    const zh = await ask(w.boss, '对面那家店今天卖了多少');
    expect(zh.data).toMatchObject({ route: 'fallback', topic: 'fallback', table: null });
    expect(zh.data.text).toContain('别家店');
    expect(zh.data.text).not.toMatch(/¥/);
    const en = await ask(w.boss, 'how much does the store across the street sell', 'zh-CN');
    expect(en.data).toMatchObject({ route: 'fallback', table: null });
    expect(en.data.text).toContain("another shop's figures");
    const sales = await ask(w.boss, '今天卖了多少');
    expect(sales.data.topic).toBe('bossSales');
    const after = await askIn(sales.data.conversationId, '对面那家店今天呢?');
    expect(after.data).toMatchObject({ route: 'fallback', table: null });
    expect(after.data.text).not.toMatch(/¥/);
  });
});

describe('boss assistant: the thread', () => {
  const salesOf = async (from: string, to: string, branchId?: number) =>
    (await one(sql<{ s: string }>`select coalesce(sum(sales), 0)::numeric(14,2)::text as s from boss_sale_day
      where merchant_id = 1 and biz_date between ${from}::date and ${to}::date and (${branchId ?? null}::int is null or branch_id = ${branchId ?? null}::int)`)).s;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = plusDays(-weekday);

  it('"本周呢?", "按门店分一下", "只看…店", "全部门店呢?": each keeps the last intent and changes only what it names', async () => {
    const first = await ask(w.boss, '今天卖了多少');
    expect(first.data.followUps).toEqual(['本周呢?', '上个月呢?', '按门店分一下']);
    const id = first.data.conversationId;

    const week = await askIn(id, '本周呢?');
    expect(week.data.topic).toBe('bossSales');
    expect(week.data.text).toContain(`本周（${monday} 至 ${today}）全部门店零售额 ${yuan(await salesOf(monday, today))}`);

    const byStore = await askIn(id, '按门店分一下');
    expect(byStore.data.topic).toBe('bossSales');
    const top = await one(sql<{ id: number; name: string; s: string }>`select b.id::int as id, b.name, sum(d.sales)::numeric(14,2)::text as s from boss_sale_day d
        join branch b on b.id = d.branch_id where d.merchant_id = 1 and d.biz_date between ${monday}::date and ${today}::date
       group by b.id, b.name order by sum(d.sales) desc, b.id::text limit 1`);
    expect(byStore.data.table.rows[0].slice(0, 2)).toEqual([top.name, yuan(top.s)]);
    expect(byStore.data.followUps).toContain(`只看${top.name}`);

    const only = await askIn(id, `只看${top.name}`);
    expect(only.data.text).toContain(`本周（${monday} 至 ${today}）${top.name}零售额 ${yuan(top.s)}`);
    expect(only.data.followUps).toContain('全部门店呢?');

    // "上个月呢" keeps the store the thread was narrowed to; "全部门店呢" widens it again and keeps the month.
    const lastMonthFrom = `${new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 2, 1)).toISOString().slice(0, 10)}`;
    const lastMonthTo = `${new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, 0)).toISOString().slice(0, 10)}`;
    const month = await askIn(id, '上个月呢');
    expect(month.data.text).toContain(`上月（${lastMonthFrom} 至 ${lastMonthTo}）${top.name}零售额 ${yuan(await salesOf(lastMonthFrom, lastMonthTo, top.id))}`);
    const all = await askIn(id, '全部门店呢?');
    expect(all.data.text).toContain(`上月（${lastMonthFrom} 至 ${lastMonthTo}）全部门店零售额 ${yuan(await salesOf(lastMonthFrom, lastMonthTo))}`);

    // A question of its own starts afresh; one that is no follow-up still gets the honest fallback.
    const joke = await askIn(id, '给我讲个笑话');
    expect(joke.data.route).toBe('fallback');
  });

  it('"last week?" after negative profit, in English: the same report for the week before', async () => {
    const first = await ask(w.boss, 'items sold below cost', 'en');
    expect(first.data.topic).toBe('bossNegativeProfit');
    const [from, to] = [plusDays(-weekday - 7), plusDays(-weekday - 1)];
    const next = await askIn(first.data.conversationId, 'last week?', 'en');
    expect(next.data.topic).toBe('bossNegativeProfit');
    const e = await one(sql<{ n: number }>`select count(*)::int as n from boss_item_day where merchant_id = 1 and biz_date between ${from}::date and ${to}::date and sales < cost and qty > 0`);
    expect(next.data.text).toContain(`In last week (${from} to ${to}), ${e.n} store-item-days sold below cost`);
  });

  it('a follow-up with nothing to follow gets the fallback, and the ranking follows "本月呢"', async () => {
    const alone = await ask(w.boss, '本周呢?');
    expect(alone.data.route).toBe('fallback');
    const rank = await ask(w.boss, '今天哪个门店卖得最好');
    expect(rank.data.topic).toBe('bossStores');
    const month = await askIn(rank.data.conversationId, '本月呢?');
    expect(month.data.topic).toBe('bossStores');
    expect(month.data.text).toMatch(/^本月销售额最好的门店是/);
  });
});

describe('boss assistant: who may ask', () => {
  it("refuses a supplier's token on the boss assistant and a boss's token on the supplier's", async () => {
    expect((await ask(w.supplier, '今天卖了多少')).code).toBe(107);
    expect((await ask(w.boss, '我有哪些待确认的订单', 'zh-CN', '/mobile/api/scm/assistant/ask')).code).toBe(107);
  });

  it("keeps the boss's conversations apart from every supplier user's, and from the other merchant's boss", async () => {
    const first = await ask(w.boss, '今天卖了多少');
    const mine = await w.ctx.call('GET', '/administer/assistant/conversation/list', { token: w.boss });
    expect(mine.data.some((c: { id: number }) => c.id === first.data.conversationId)).toBe(true);
    const theirs = await w.ctx.call('GET', `/administer/assistant/conversation/detail/${first.data.conversationId}`, { token: w.boss2 });
    expect(theirs.code).not.toBe(0);
    const supplierList = await w.ctx.call('GET', '/scm/assistant/conversation/list', { token: w.supplier });
    expect(supplierList.data.some((c: { id: number }) => c.id === first.data.conversationId)).toBe(false);
    const chips = await w.ctx.call('GET', '/administer/assistant/suggestions', { token: w.boss });
    expect(chips.data.length).toBeGreaterThanOrEqual(5);
  });
});
