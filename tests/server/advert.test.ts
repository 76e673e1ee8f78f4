import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossWorld, type BossWorld } from './administer.fixtures';

let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
});
afterAll(() => w.ctx.close());

const events = async (id: number, kind: string) =>
  (await sql<{ total: number; users: number }>`select coalesce(sum(count), 0)::int as total, count(*)::int as users from advert_event where advert_id = ${id} and kind = ${kind}`.execute(w.ctx.db)).rows[0];

describe('banners', () => {
  it('lists the banners showing now, in order (not the ended or switched-off ones)', async () => {
    const r = await w.ctx.call('GET', '/advert/bannerList', { token: w.supplier });
    expect(r.code).toBe(0);
    expect(r.data.map((b: { title: string }) => b.title)).toEqual(['供应商大会报名开启', '订单确认提醒：请在 24 小时内确认']);
  });

  it('counts exposures per call and distinct viewers, and clicks; ids not showing count nothing', async () => {
    const [first] = (await w.ctx.call('GET', '/advert/bannerList', { token: w.supplier })).data;
    const ended = (await sql<{ id: number }>`select id::int from advert where title = '旧活动（已结束）'`.execute(w.ctx.db)).rows[0].id;
    expect((await w.ctx.call('POST', '/advert/calcExposure', { token: w.supplier, body: { ids: [first.id, ended] } })).data.counted).toBe(1);
    await w.ctx.call('POST', '/advert/calcExposure', { token: w.supplier, body: { ids: [first.id] } });
    expect(await events(first.id, 'exposure')).toEqual({ total: 2, users: 1 });
    expect(await events(ended, 'exposure')).toEqual({ total: 0, users: 0 });
    expect((await w.ctx.call('POST', '/advert/calcAdvert', { token: w.supplier, body: { id: first.id } })).data.counted).toBe(1);
    expect(await events(first.id, 'click')).toEqual({ total: 1, users: 1 });
  });

  it('refuses bad input with 400; a boss token gets 107 (the banner is the supplier home\'s)', async () => {
    expect((await w.ctx.call('POST', '/advert/calcExposure', { token: w.supplier, body: { ids: [] } })).code).toBe(400);
    expect((await w.ctx.call('POST', '/advert/calcAdvert', { token: w.supplier, body: { id: 'a' } })).code).toBe(400);
    expect((await w.ctx.call('GET', '/advert/bannerList', { token: w.boss })).code).toBe(107);
  });

  it('answers whether the merchant subscribes to 云帆', async () => {
    const m1 = (await sql<{ s: boolean }>`select km_yunfan_subscribed as s from merchant where id = 1`.execute(w.ctx.db)).rows[0].s;
    expect((await w.ctx.call('GET', '/advert/isSubscribeKmYunFan', { token: w.supplier })).data).toEqual({ subscribed: m1 });
    expect((await w.ctx.call('GET', '/advert/isSubscribeKmYunFan', { token: w.boss2 })).data).toEqual({ subscribed: true });
  });
});
