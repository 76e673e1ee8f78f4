import type { TestContext } from '../support/testContext';

/** A tiny valid PNG (1x1, transparent). */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A Windows program's first bytes ("MZ" header), to be sent under a picture's name. */
export const FAKE_EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(64)]);

/** Posts one multipart `file` part (or any field name) the way a browser's FormData does. */
export async function uploadFile(ctx: TestContext, token: string, bytes: Buffer, opts: { name?: string; type?: string; field?: string } = {}) {
  const boundary = '----scmtest' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.name ?? 'photo.png'}"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/mobile/api/common/file/upload',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return res.json();
}

export async function fetchFile(ctx: TestContext, token: string, id: string | number) {
  return ctx.app.inject({ method: 'GET', url: `/mobile/api/common/file/${id}`, headers: { token } });
}
