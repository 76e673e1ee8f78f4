import type { FastifyRequest } from 'fastify';
import { BizError } from '../../lib/errors';
import { FileAnswer } from '../../lib/fileAnswer';
import { MAX_UPLOAD_BYTES, readableUpload, storeUpload, uploadBytes, uploadMessages } from '../../lib/uploads';
import { withStore } from './storeTrouble';

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
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    const tooLarge = (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    throw BizError.invalid('file', tooLarge ? uploadMessages.tooLarge : uploadMessages.noFile);
  }
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
