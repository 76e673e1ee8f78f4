import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { BizError } from '../../lib/errors';
import { FileAnswer } from '../../lib/fileAnswer';
import { MAX_UPLOAD_BYTES, readableUpload, storeUpload, uploadBytes, uploadMessages } from '../../lib/uploads';
import { withStore } from './storeTrouble';

/**
 * The part's bytes, or a refusal when they went over the limit. The parser cuts a file at the limit and marks its
 * stream `truncated`; whether the mark is set before or after the last chunk is read depends on how the body arrived
 * (a chunk ending exactly at the limit is read before the next one is cut away), so it is checked once the stream
 * has ended, never inside the reading loop (`toBuffer()` did that, and stored files cut to exactly 5 MB).
 */
async function wholeFile(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file) chunks.push(chunk as Buffer);
  } catch {
    // The body ended inside the part (client gone, framing broken).
    throw BizError.invalid('file', uploadMessages.noFile);
  }
  if (file.truncated) throw BizError.invalid('file', uploadMessages.tooLarge);
  return Buffer.concat(chunks);
}

/** The one `file` part of a multipart request, checked and stored. Every way a part can be wrong answers 400. */
export async function receiveUpload(req: FastifyRequest) {
  if (!req.isMultipart()) throw BizError.invalid('file', uploadMessages.noFile);
  let part;
  try {
    part = await req.file({ limits: { fileSize: MAX_UPLOAD_BYTES } });
  } catch {
    throw BizError.invalid('file', uploadMessages.noFile);
  }
  if (!part || part.fieldname !== 'file') throw BizError.invalid('file', uploadMessages.noFile);
  const bytes = await wholeFile(part.file);
  return withStore(req, () => storeUpload(req.server.db, req.auth, { name: part.filename ?? '', bytes }));
}

/** The file's bytes for a caller allowed to see it; anyone else is told it does not exist. */
export async function serveUpload(req: FastifyRequest, id: number): Promise<FileAnswer> {
  const row = await readableUpload(req.server.db, req.auth, id);
  if (!row) throw BizError.notFound();
  const stored = await withStore(req, () => uploadBytes(row.storage_key));
  // The row outlived its bytes (a data folder or bucket restored without them): the file is gone for the caller too.
  if (!stored) throw BizError.notFound();
  return new FileAnswer(stored.body, row.content_type, row.name);
}
