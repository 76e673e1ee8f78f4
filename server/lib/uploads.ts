import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import type { AuthContext } from './auth';
import { BizError } from './errors';
import { said } from './language';
import { uploadStore } from './storage/fromEnv';

/**
 * Files users upload (goods photos, dispute evidence, feedback screenshots). The bytes live in the upload store
 * (server/lib/storage: the data folder SCM_UPLOAD_DIR, else ./data/uploads; or an S3-compatible bucket when SCM_S3_* is
 * set), never in the database or the repository; the `upload` row says whose they are. A file is first its uploader's alone; a document that takes it (`claimUploads`) opens it to the people who may
 * see that document: users of the supplier it was uploaded for, and the merchant's own staff (buyer, boss).
 */

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const uploadMessages = {
  noFile: said('请选择要上传的文件', 'choose a file to upload'),
  tooLarge: said('文件不能超过5MB', 'must not be larger than 5 MB'),
  badType: said('只能上传图片（JPEG、PNG、GIF、WebP）或PDF文件', 'must be an image (JPEG, PNG, GIF, WebP) or a PDF file'),
  notYours: said('包含无效的图片，请重新上传', 'holds a file that is not yours or already used; upload it again'),
} as const;

/** The type of a file from its first bytes, never from its name: a renamed program is no picture. */
export function sniffType(bytes: Buffer): { contentType: string; ext: string } | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (bytes.length < 12) return null;
  if (starts([0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', ext: 'png' };
  if (bytes.subarray(0, 6).toString('latin1') === 'GIF87a' || bytes.subarray(0, 6).toString('latin1') === 'GIF89a') {
    return { contentType: 'image/gif', ext: 'gif' };
  }
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return { contentType: 'image/webp', ext: 'webp' };
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { contentType: 'application/pdf', ext: 'pdf' };
  return null;
}

/** What the client is told about a stored file. */
export interface UploadInfo {
  id: string;
  url: string;
  name: string;
  size: number;
  contentType: string;
}

export const fileUrl = (id: number | string) => `/mobile/api/common/file/${id}`;

/** A file name fit to show and to send back in a header: no folders, no control characters, not too long. */
function cleanName(name: string, ext: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 100);
  return base || `image.${ext}`;
}

/** Checks and stores the bytes, and records them as the caller's unattached upload. */
export async function storeUpload(db: Kysely<Database>, auth: AuthContext, file: { name: string; bytes: Buffer }): Promise<UploadInfo> {
  if (file.bytes.length === 0) throw BizError.invalid('file', uploadMessages.noFile);
  if (file.bytes.length > MAX_UPLOAD_BYTES) throw BizError.invalid('file', uploadMessages.tooLarge);
  const type = sniffType(file.bytes);
  if (!type) throw BizError.invalid('file', uploadMessages.badType);
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(16).toString('hex')}.${type.ext}`;
  const store = uploadStore();
  await store.put(key, file.bytes, type.contentType);
  const name = cleanName(file.name, type.ext);
  const row = await db
    .insertInto('upload')
    .values({
      merchant_id: auth.merchantId,
      supplier_id: auth.supplierId,
      uploader_kind: auth.userKind,
      uploader_id: auth.userId,
      name,
      size: file.bytes.length,
      content_type: type.contentType,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      storage_key: key,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(async (err: unknown) => {
      // No row will ever point at these bytes: take them back rather than leave an orphan in the store.
      await store.delete(key).catch(() => undefined);
      throw err;
    });
  return { id: String(row.id), url: fileUrl(row.id), name, size: file.bytes.length, contentType: type.contentType };
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Attaches uploads to a document. Every id must be an unattached upload of the caller, or already this document's
 * (a form saved again sends its photos again); anything else is refused as a bad value of `field`.
 */
export async function claimUploads(
  db: Db,
  auth: AuthContext,
  ids: string[],
  owner: { kind: string; id: string },
  field = 'images',
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  if (wanted.some((id) => !/^[1-9]\d{0,15}$/.test(id))) throw BizError.invalid(field, uploadMessages.notYours);
  const ownerId = Number(owner.id);
  const claimed = await db
    .updateTable('upload')
    .set({ owner_kind: owner.kind, owner_id: ownerId, claimed_at: new Date() })
    .where('id', 'in', wanted.map(Number))
    .where('merchant_id', '=', auth.merchantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_kind', 'is', null), eb('uploader_kind', '=', auth.userKind), eb('uploader_id', '=', auth.userId)]),
        eb.and([eb('owner_kind', '=', owner.kind), eb('owner_id', '=', ownerId)]),
      ]),
    )
    .returning('id')
    .execute();
  if (claimed.length !== wanted.length) throw BizError.invalid(field, uploadMessages.notYours);
}

/** The upload row if the caller may read the file; undefined looks exactly like a missing file. */
export async function readableUpload(db: Kysely<Database>, auth: AuthContext, id: number) {
  const row = await db.selectFrom('upload').selectAll().where('id', '=', id).where('merchant_id', '=', auth.merchantId).executeTakeFirst();
  if (!row) return undefined;
  const isUploader = row.uploader_kind === auth.userKind && Number(row.uploader_id) === auth.userId;
  if (isUploader) return row;
  if (row.owner_kind === null) return undefined;
  if (auth.userKind === 'buyer' || auth.userKind === 'boss') return row;
  if (auth.userKind === 'supplier' && row.supplier_id !== null && Number(row.supplier_id) === auth.supplierId) return row;
  return undefined;
}

/** The stored bytes of an upload row, as a stream; null when the store no longer holds them. */
export async function uploadBytes(storageKey: string) {
  return uploadStore().get(storageKey);
}

/** The files a document holds, in the order given, as the client shows them. */
export async function uploadsInfo(db: Db, ids: readonly (string | number)[]): Promise<UploadInfo[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('upload')
    .select(['id', 'name', 'size', 'content_type'])
    .where('id', 'in', ids.map(Number))
    .execute();
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(String(id));
    return r ? [{ id: String(r.id), url: fileUrl(r.id), name: r.name, size: r.size, contentType: r.content_type }] : [];
  });
}
