import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BizError } from '../../server/lib/errors';
import { claimUploads } from '../../server/lib/uploads';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';
import { FAKE_EXE, PNG_1x1, fetchFile, uploadFile } from './uploadSupport';

let s: S001;
let otherSupplier: string;
let buyer: string;

beforeAll(async () => {
  s = await withS001();
  otherSupplier = await s.ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
  buyer = await s.ctx.login('13900000001', demoPassword);
});
afterAll(() => s.ctx.close());

const authOf = async (token: string) => {
  const { resolveSession } = await import('../../server/lib/auth');
  return resolveSession(s.ctx.app, { headers: { token } } as never);
};

describe('upload', () => {
  it('stores a picture and serves it back to its uploader only while unattached', async () => {
    const r = await uploadFile(s.ctx, s.token, PNG_1x1, { name: '新品.png' });
    expect(r.code).toBe(0);
    expect(r.data).toMatchObject({ name: '新品.png', size: PNG_1x1.length, contentType: 'image/png' });
    expect(r.data.url).toBe(`/mobile/api/common/file/${r.data.id}`);
    const mine = await fetchFile(s.ctx, s.token, r.data.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG_1x1)).toBe(true);
    // Nobody else sees an unattached upload, not even the buyer: it answers like a missing file.
    for (const token of [otherSupplier, buyer]) expect((await fetchFile(s.ctx, token, r.data.id)).json().code).toBe(404);
    expect((await fetchFile(s.ctx, s.token, 987654321)).json().code).toBe(404);
  });

  it('refuses a program renamed to .png, an empty file, a missing part and a JSON body', async () => {
    const exe = await uploadFile(s.ctx, s.token, FAKE_EXE, { name: 'photo.png', type: 'image/png' });
    expect(exe.code).toBe(400);
    expect(exe.message).toMatch(/图片/);
    expect((await uploadFile(s.ctx, s.token, Buffer.alloc(0))).code).toBe(400);
    expect((await uploadFile(s.ctx, s.token, PNG_1x1, { field: 'other' })).code).toBe(400);
    const json = await s.ctx.call('POST', '/common/file/upload', { token: s.token, body: {} });
    expect(json.code).toBe(400);
    const noSession = await uploadFile(s.ctx, '', PNG_1x1);
    expect(noSession.code).not.toBe(0);
  });

  it('refuses a file over 5 MB with a message in the caller’s language', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const r = await uploadFile(s.ctx, s.token, big);
    expect(r.code).toBe(400);
    expect(r.message).toMatch(/5MB/);
  });

  it('once a document claims it, the supplier’s users and the merchant’s buyer see it; another supplier does not', async () => {
    const r = await uploadFile(s.ctx, s.token, PNG_1x1);
    const auth = await authOf(s.token);
    await claimUploads(s.ctx.db, auth, [r.data.id], { kind: 'new_item_application', id: '1' });
    expect((await fetchFile(s.ctx, buyer, r.data.id)).statusCode).toBe(200);
    expect((await fetchFile(s.ctx, otherSupplier, r.data.id)).json().code).toBe(404);
    // Claimed again by the same document (a form saved twice): accepted; by another document: refused.
    await claimUploads(s.ctx.db, auth, [r.data.id], { kind: 'new_item_application', id: '1' });
    await expect(claimUploads(s.ctx.db, auth, [r.data.id], { kind: 'new_item_application', id: '2' })).rejects.toBeInstanceOf(BizError);
  });

  it('never lets one user claim another’s upload', async () => {
    const r = await uploadFile(s.ctx, s.token, PNG_1x1);
    const other = await authOf(otherSupplier);
    await expect(claimUploads(s.ctx.db, other, [r.data.id], { kind: 'feedback', id: '5' })).rejects.toBeInstanceOf(BizError);
    await expect(claimUploads(s.ctx.db, other, ['abc'], { kind: 'feedback', id: '5' })).rejects.toBeInstanceOf(BizError);
  });
});
