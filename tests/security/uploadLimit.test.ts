import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../server/lib/uploads';
import { createTestContext, demoPassword, type TestContext } from '../support/testContext';
import { chunkedEncoding, piecesOf, sendRaw } from './support/rawHttp';

// D1: an upload over the limit was sometimes stored cut to exactly MAX_UPLOAD_BYTES, depending on how the body
// arrived. Every size is sent over a raw socket in several chunkings (so the framing is really the test's): the
// stored file always has the sent size and bytes, or the upload is refused with the envelope and nothing is stored.

let ctx: TestContext;
let port: number;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext({ listen: true });
  port = Number(new URL(ctx.url).port);
  token = await ctx.login('13800000001', demoPassword);
});
afterAll(() => ctx.close());

/** A PNG of exactly `size` bytes: the signature, then filler that never looks like a boundary. */
function pngOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]).copy(bytes);
  return bytes;
}

interface Upload {
  head: (framing: 'length' | 'chunked') => Buffer;
  body: Buffer;
  /** where the file's bytes start in the body */
  fileStart: number;
}

function multipartOf(file: Buffer): Upload {
  const boundary = '----scmlimit' + Math.random().toString(16).slice(2);
  const partHead = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const body = Buffer.concat([partHead, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const head = (framing: 'length' | 'chunked') =>
    Buffer.from(
      `POST /mobile/api/common/file/upload HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nToken: ${token}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        (framing === 'length' ? `Content-Length: ${body.length}\r\n\r\n` : 'Transfer-Encoding: chunked\r\n\r\n'),
    );
  return { head, body, fileStart: partHead.length };
}

/** How the request goes over the wire. The cut "at the limit" ends a read exactly where the file reaches the limit. */
const chunkings: Record<string, (u: Upload) => (Buffer | number)[]> = {
  'one write': (u) => [Buffer.concat([u.head('length'), u.body])],
  '64 KiB writes': (u) => piecesOf(Buffer.concat([u.head('length'), u.body]), 65_536),
  'odd 1000-byte writes': (u) => piecesOf(Buffer.concat([u.head('length'), u.body]), 1_000 + 7),
  'cut at the limit': (u) => {
    const cut = u.fileStart + MAX_UPLOAD_BYTES;
    return [u.head('length'), 50, u.body.subarray(0, cut), 100, ...piecesOf(u.body.subarray(cut), 65_536)];
  },
  'chunked encoding, cut at the limit': (u) => {
    const cut = u.fileStart + MAX_UPLOAD_BYTES;
    const [first, ...rest] = chunkedEncoding([u.body.subarray(0, cut), ...piecesOf(u.body.subarray(cut), 16_384)]);
    return [u.head('chunked'), first, 100, ...rest];
  },
};

const sizes: Record<string, number> = {
  'at the limit': MAX_UPLOAD_BYTES,
  'one byte over': MAX_UPLOAD_BYTES + 1,
  'far over': 3 * MAX_UPLOAD_BYTES,
};

const uploadCount = async () => Number((await ctx.db.selectFrom('upload').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('an upload is stored whole or refused, however its body arrives', () => {
  for (const [sizeName, size] of Object.entries(sizes)) {
    for (const [chunkingName, pieces] of Object.entries(chunkings)) {
      it(`${sizeName} (${size} bytes), ${chunkingName}`, async () => {
        const file = pngOf(size);
        const before = await uploadCount();
        const answer = await sendRaw(port, pieces(multipartOf(file)));
        expect(answer.json, answer.body.slice(0, 200)).toBeDefined();
        if (size <= MAX_UPLOAD_BYTES) {
          expect(answer.json.code, answer.body).toBe(0);
          const row = await ctx.db.selectFrom('upload').select(['size', 'sha256']).where('id', '=', Number(answer.json.data.id)).executeTakeFirstOrThrow();
          expect(row.size).toBe(size);
          expect(row.sha256).toBe(createHash('sha256').update(file).digest('hex'));
        } else {
          expect(answer.json, answer.body).toMatchObject({ code: 400, data: { field: 'file' } });
          expect(await uploadCount()).toBe(before);
        }
      });
    }
  }
});
