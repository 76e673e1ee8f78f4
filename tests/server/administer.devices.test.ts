import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossWorld, type BossWorld } from './administer.fixtures';

// The device state machine: every move is a compare-and-set on the device's version and starting state.

let w: BossWorld;
beforeAll(async () => {
  w = await bossWorld();
});
afterAll(() => w.ctx.close());

const device = async (where: ReturnType<typeof sql>) =>
  (await sql<{ id: number; version: number; branch_id: number }>`select id::int, version, branch_id::int from device ${where} order by id limit 1`.execute(w.ctx.db)).rows[0];
const post = (url: string, body: unknown, token = w.boss) => w.ctx.call('POST', `/administer/device/${url}`, { token, body });

describe('device list', () => {
  it('lists the merchant\'s devices with live, online and unbound counts', async () => {
    const r = await post('list', { pageSize: 100 });
    expect(r.code).toBe(0);
    const counts = (await sql<{ n: number; unbound: number }>`select count(*)::int as n, count(*) filter (where not bound)::int as unbound from device where merchant_id = 1`.execute(w.ctx.db)).rows[0];
    expect(r.data.total).toBe(counts.n);
    expect(r.data.unbound).toBe(counts.unbound);
    expect(r.data.rows[0].bound).toBe(false); // unbound devices first: they need the admin
    const cams = await post('list', { type: 'CAMERA', bound: true });
    expect((cams.data.rows as { type: string; bound: boolean }[]).every((d) => d.type === 'CAMERA' && d.bound)).toBe(true);
  });

  it('lists the devices of one state, each as the counts count it (offline: bound and not online), of the merchant only', async () => {
    const all = await post('list', { pageSize: 1 });
    const n = (await sql<{ offline: number }>`select count(*) filter (where bound and status <> 0)::int as offline from device where merchant_id = 1`.execute(w.ctx.db)).rows[0]!;
    const [online, offline, unbound] = await Promise.all(['online', 'offline', 'unbound'].map((state) => post('list', { state, pageSize: 100 })));
    expect([online!.data.total, offline!.data.total, unbound!.data.total]).toEqual([all.data.online, n.offline, all.data.unbound]);
    expect(online!.data.total + offline!.data.total + unbound!.data.total).toBe(all.data.total);
    expect((offline!.data.rows as { bound: boolean; status: number }[]).every((d) => d.bound && d.status !== 0)).toBe(true);
    // the other merchant's boss sees only its own
    const theirs = await post('list', { state: 'online', pageSize: 100 }, w.boss2);
    expect(theirs.data.total).toBeGreaterThan(0);
    const mine = new Set((online!.data.rows as { id: number }[]).map((d) => d.id));
    expect((theirs.data.rows as { id: number }[]).some((d) => mine.has(d.id))).toBe(false);
    expect((await post('list', { state: 'broken' })).code).toBe(400);
  });
});

describe('device state machine', () => {
  it('bind → checkOpen → start live (stream served) → stop; twice answers 409 each time', async () => {
    const d = await device(sql`where merchant_id = 1 and type = 'CAMERA' and not bound`);
    expect((await post('checkOpen', { id: d.id })).data).toMatchObject({ canOpen: false, reason: '设备未绑定' });
    const bound = await post('deviceBind', { id: d.id, version: d.version });
    expect(bound.code).toBe(0);
    expect(bound.data).toMatchObject({ bound: true, status: 0, version: d.version + 1 });
    const again = await post('deviceBind', { id: d.id, version: bound.data.version });
    expect(again.code).toBe(409);
    expect(again.message).toBe('设备已绑定');
    expect((await post('checkOpen', { id: d.id })).data.canOpen).toBe(true);

    const stream = `/administer/device/live/${d.id}/index.m3u8`;
    expect((await w.ctx.call('GET', stream, { token: w.boss })).code).toBe(404); // not live yet
    const live = await post('startLive', { id: d.id, version: bound.data.version });
    expect(live.code).toBe(0);
    expect(live.data).toMatchObject({ liveStatus: 1, streamUrl: `/mobile/api${stream}` });
    expect((await post('startLive', { id: d.id, version: live.data.version })).code).toBe(409);
    const playlist = await w.ctx.app.inject({ method: 'GET', url: `/mobile/api${stream}`, headers: { token: w.boss } });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.body).toContain('seg0.ts');
    const seg = await w.ctx.app.inject({ method: 'GET', url: `/mobile/api/administer/device/live/${d.id}/seg0.ts`, headers: { token: w.boss } });
    expect(seg.statusCode).toBe(200);
    expect(seg.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
    // Another merchant's admin cannot watch it: like a missing one.
    expect((await w.ctx.call('GET', stream, { token: w.boss2 })).code).toBe(404);

    const stopped = await post('stopLive', { id: d.id, version: live.data.version });
    expect(stopped.data).toMatchObject({ liveStatus: 0, streamUrl: null });
    const stopAgain = await post('stopLive', { id: d.id, version: stopped.data.version });
    expect(stopAgain.code).toBe(409);
    expect(stopAgain.message).toBe('设备未在直播');
    expect((await w.ctx.call('GET', stream, { token: w.boss })).code).toBe(404);
  });

  it('unbinding an unbound device answers 409; unbinding a live camera stops it', async () => {
    const unbound = await device(sql`where merchant_id = 1 and not bound`);
    const r = await post('deviceUnbind', { id: unbound.id, version: unbound.version });
    expect(r.code).toBe(409);
    expect(r.message).toBe('设备未绑定');
    const cam = await device(sql`where merchant_id = 1 and type = 'CAMERA' and bound and status = 0 and live_status = 0`);
    const live = await post('startLive', { id: cam.id, version: cam.version });
    const off = await post('deviceUnbind', { id: cam.id, version: live.data.version });
    expect(off.data).toMatchObject({ bound: false, liveStatus: 0, aiEnabled: false });
  });

  it('a stale version loses with 409 and changes nothing', async () => {
    const cam = await device(sql`where merchant_id = 1 and type = 'CAMERA' and bound and status = 0 and live_status = 0`);
    const r = await post('startLive', { id: cam.id, version: cam.version + 5 });
    expect(r.code).toBe(409);
    expect(r.message).toBe('设备状态已变化，请刷新');
    expect((await device(sql`where id = ${cam.id}`)).version).toBe(cam.version);
  });

  it('two parallel binds of the same device: exactly one succeeds', async () => {
    const d = await device(sql`where merchant_id = 1 and not bound`);
    const answers = await Promise.all([0, 1].map(() => post('deviceBind', { id: d.id, version: d.version })));
    expect(answers.map((a) => a.code).sort()).toEqual([0, 409]);
  });

  it('open AI analysis and rename, each once; POS cannot be opened', async () => {
    const cam = await device(sql`where merchant_id = 1 and type = 'CAMERA' and bound and status = 0 and not ai_enabled`);
    const on = await post('openMind', { id: cam.id, version: cam.version });
    expect(on.data.aiEnabled).toBe(true);
    expect((await post('openMind', { id: cam.id, version: on.data.version })).message).toBe('智能分析已开启');
    const named = await post('updateName', { id: cam.id, version: on.data.version, name: '  收银台上方  ' });
    expect(named.data.name).toBe('收银台上方');
    const pos = await device(sql`where merchant_id = 1 and type = 'POS' and bound`);
    const r = await w.ctx.call('POST', '/administer/device/startLive', { token: w.boss, body: { id: pos.id, version: pos.version }, });
    expect(r.code).toBe(409);
    expect((await post('checkOpen', { id: pos.id })).data.canOpen).toBe(false);
  });

  it('bad input is 400 in the caller\'s language; another merchant\'s device or branch is 404', async () => {
    const cam = await device(sql`where merchant_id = 1 and type = 'CAMERA'`);
    const blank = await post('updateName', { id: cam.id, version: cam.version, name: '   ' });
    expect(blank.code).toBe(400);
    expect(blank.message).toContain('不能为空');
    const en = await w.ctx.app.inject({ method: 'POST', url: '/mobile/api/administer/device/startLive', headers: { token: w.boss, 'accept-language': 'en' }, payload: { id: 'x' } });
    expect(en.json().code).toBe(400);
    expect(en.json().message).toMatch(/[a-z]/);
    const foreign = await device(sql`where merchant_id = 2`);
    for (const url of ['startLive', 'deviceUnbind', 'openMind']) expect((await post(url, { id: foreign.id, version: foreign.version })).code).toBe(404);
    expect((await post('checkOpen', { id: foreign.id })).code).toBe(404);
    expect((await w.ctx.call('GET', `/administer/device/detail/${foreign.id}`, { token: w.boss })).code).toBe(404);
    const unbound = await device(sql`where merchant_id = 1 and not bound`);
    expect((await post('deviceBind', { id: unbound.id, version: unbound.version, branchId: w.merchant2BranchId })).code).toBe(404);
    // boss2 sees only its own devices
    const list2 = await post('list', {}, w.boss2);
    expect(list2.data.total).toBe(2);
  });
});
