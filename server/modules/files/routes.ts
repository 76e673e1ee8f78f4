import { route, type RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { MAX_UPLOAD_BYTES } from '../../lib/uploads';
import { receiveUpload, serveUpload } from './readUpload';
import { fileBytes, uploadAnswer, uploadBody } from './schemas';

const tags = ['files'];

export const routes: RouteSpec[] = [
  route({
    method: 'POST', url: '/common/file/upload', auth: 'user', tags,
    multipart: { maxFileBytes: MAX_UPLOAD_BYTES },
    summary: 'Stores one photo or PDF (multipart field `file`, at most 5 MB, type read from its bytes) for a document the caller is writing',
    schema: { body: uploadBody, response: uploadAnswer },
    handler: (req) => receiveUpload(req),
  }),
  route({
    method: 'GET', url: '/common/file/:id', auth: 'user', tags, read: true,
    summary: "A stored file's bytes, to its uploader and to the users who may see the document holding it",
    schema: { params: idParams, response: fileBytes },
    handler: (req) => serveUpload(req, req.params.id),
  }),
];
