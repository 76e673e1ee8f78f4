import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { feedbackName } from '../../server/modules/feedback/messages';
import { demoPassword, type TestContext } from '../support/testContext';
import { withS001 } from './fixtures';
import { PNG_1x1, uploadFile } from './uploadSupport';

let ctx: TestContext;
let token: string;
let boss: string;
let other: string;
let supplierId: number;

const sup = (url: string, body?: unknown, t = token) => ctx.call(body === undefined ? 'GET' : 'POST', `/scm/feedback/${url}`, { token: t, body });
const mer = (url: string, body?: unknown) => ctx.call(body === undefined ? 'GET' : 'POST', `/administer/feedback/${url}`, { token: boss, body });

beforeAll(async () => {
  ({ ctx, token, supplierId } = await withS001());
  boss = await ctx.login('boss', 'Boss@2026demo');
  // 13800000002 acts for S002: another supplier.
  other = await ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
});
afterAll(() => ctx?.close());

describe('feedback: the supplier side and the merchant side', () => {
  it('create → listed open → merchant accepts and replies → supplier follows up → closes', async () => {
    const up = await uploadFile(ctx, token, PNG_1x1);
    expect(up.code).toBe(0);
    const created = await sup('create', { category: 1, title: '订单问题', content: '订单到货数量不对😀，请核实。', images: [up.data.id] });
    expect(created).toMatchObject({ code: 0, data: { status: 0 } });
    const id = created.data.id;

    const list = await sup('list', { pageNum: 1, pageSize: 5 });
    expect(list.data.rows[0]).toMatchObject({ id, status: 0, title: '订单问题' });
    expect(list.data.statusCounts['0']).toBeGreaterThan(0);

    const d0 = await sup(`detail/${id}`);
    // Spec §5 text filter: the emoji is gone, the Chinese punctuation stays.
    expect(d0.data.content).toBe('订单到货数量不对，请核实。');
    expect(d0.data.images).toEqual([`/mobile/api/common/file/${up.data.id}`]);
    expect(d0.data).toMatchObject({ canFollowUp: true, canClose: true, canReply: false });

    const m0 = await mer(`detail/${id}`);
    expect(m0.data).toMatchObject({ canReply: true, canFollowUp: false });
    // The merchant may open the photo once it belongs to the feedback.
    const photo = await ctx.app.inject({ method: 'GET', url: `/mobile/api/common/file/${up.data.id}`, headers: { token: boss } });
    expect(photo.statusCode).toBe(200);

    const accepted = await mer('accept', { id, version: m0.data.version });
    expect(accepted).toMatchObject({ code: 0, data: { status: 1 } });
    const replied = await mer('reply', { id, version: accepted.data.version, content: '已核实，差异将在下次送货补齐。' });
    expect(replied).toMatchObject({ code: 0, data: { status: 2 } });

    const d1 = await sup(`detail/${id}`);
    expect(d1.data).toMatchObject({ status: 2, reply: '已核实，差异将在下次送货补齐。' });
    expect(d1.data.notes.map((n: { authorType: string }) => n.authorType)).toEqual(['merchant']);
    expect(d1.data.autoCloseAt).toBeTruthy();

    // The reply produced a message for the submitter, opening the feedback.
    const inbox = await ctx.call('POST', '/scm/message/list', { token, body: { pageNum: 1, pageSize: 5 } });
    const msg = inbox.data.rows.find((r: { docType: string; docId: number }) => r.docType === 'feedback' && r.docId === id);
    expect(msg).toMatchObject({ kind: 'feedbackReplied', unread: true, title: '您的反馈「订单问题」有新回复' });

    const follow = await sup('followUp', { id, version: d1.data.version, content: '还有一箱破损。' });
    expect(follow).toMatchObject({ code: 0, data: { status: 1 } });
    const closed = await sup('close', { id, version: follow.data.version });
    expect(closed).toMatchObject({ code: 0, data: { status: 3 } });
    const d2 = await sup(`detail/${id}`);
    expect(d2.data).toMatchObject({ status: 3, canFollowUp: false, canClose: false });
    expect(d2.data.notes.map((n: { authorType: string }) => n.authorType)).toEqual(['merchant', 'supplier']);
    const log = await ctx.db.selectFrom('approval_log').select(['from_status', 'to_status']).where('doc_type', '=', 'feedback').where('doc_id', '=', id).orderBy('id').execute();
    expect(log.map((l) => `${l.from_status}>${l.to_status}`)).toEqual(['0>0', '0>1', '1>2', '2>1', '1>3']);
  });

  it('a reply left 7 days closes by itself', async () => {
    const c = await sup('create', { category: 4, content: '建议增加导出功能' });
    const id = c.data.id;
    const r = await mer('reply', { id, version: 0, content: '感谢建议' });
    expect(r.code).toBe(0);
    await ctx.db.updateTable('feedback').set({ replied_at: new Date(Date.now() - 8 * 86_400_000) }).where('id', '=', id).execute();
    const d = await sup(`detail/${id}`);
    expect(d.data).toMatchObject({ status: 3, canFollowUp: false });
    const closedTab = await sup('list', { pageNum: 1, pageSize: 50, status: [3] });
    expect(closedTab.data.rows.map((x: { id: number }) => x.id)).toContain(id);
    expect((await sup('followUp', { id, version: d.data.version, content: '再问一下' })).code).toBe(409);
  });

  it('a stale version answers 409; bad input answers 400 with a message', async () => {
    const c = await sup('create', { category: 0, content: '系统卡顿' });
    expect((await sup('close', { id: c.data.id, version: 5 })).code).toBe(409);
    for (const body of [{ category: 7, content: 'x' }, { category: 0, content: '' }, { category: 0, content: '😀😀' }, { category: 0, content: 'x', images: Array(10).fill('1') }, { category: 0 }]) {
      const r = await sup('create', body);
      expect(r.code, JSON.stringify(body)).toBe(400);
      expect(r.message).toBeTruthy();
    }
    // Someone else's upload id cannot be attached.
    const theirs = await uploadFile(ctx, other, PNG_1x1);
    expect((await sup('create', { category: 0, content: '图片', images: [theirs.data.id] })).code).toBe(400);
  });

  it("another supplier's feedback looks missing", async () => {
    const c = await sup('create', { category: 2, content: 'S001 的私事' });
    const id = c.data.id;
    expect((await sup(`detail/${id}`, undefined, other)).code).toBe(404);
    expect((await sup('close', { id, version: 0 }, other)).code).toBe(404);
    expect((await sup('followUp', { id, version: 0, content: '偷看' }, other)).code).toBe(404);
    const theirList = await sup('list', { pageNum: 1, pageSize: 100 }, other);
    expect(theirList.data.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    const mine = await ctx.db.selectFrom('feedback').select('id').where('supplier_id', '=', supplierId).execute();
    expect(mine.length).toBeGreaterThan(0);
  });

  it('the merchant side is for the merchant only', async () => {
    expect((await ctx.call('POST', '/administer/feedback/list', { token, body: {} })).code).not.toBe(0);
    const all = await mer('list', { pageNum: 1, pageSize: 5, status: [0] });
    expect(all.code).toBe(0);
    expect(all.data.rows.every((r: { status: number }) => r.status === 0)).toBe(true);
  });
});

describe('a reply notice names the feedback', () => {
  it('by its title, else by the start of its words, never by its number', () => {
    expect(feedbackName(' 订单问题 ', '…')).toBe('订单问题');
    expect(feedbackName(null, '到货\n数量不对')).toBe('到货 数量不对');
    expect(feedbackName('', 'Delivered 3 cases short of the order, please check')).toBe('Delivered 3 cases sh…');
  });

  it("the seed's notices too: a feedback without a title is named by its words", async () => {
    const named = await sql<{ zh: string; en: string; title: string | null; content: string }>`
      select m.title->>'zh-CN' as zh, m.title->>'en' as en, f.title, f.content from user_message m join feedback f on f.id = m.doc_id
       where m.kind = 'feedbackReplied'`.execute(ctx.db);
    expect(named.rows.length).toBeGreaterThan(0);
    for (const r of named.rows) {
      expect(r.zh).toBe(`您的反馈「${feedbackName(r.title, r.content)}」有新回复`);
      expect(r.en).toBe(`Your feedback "${feedbackName(r.title, r.content)}" has a new reply`);
    }
  });
});

