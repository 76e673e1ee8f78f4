/**
 * The URL of an object. Path style (`endpoint/bucket/key`) is what MinIO and most self-hosted stores take; virtual-
 * hosted style (`bucket.endpoint/key`) is what AWS, Aliyun OSS and Tencent COS want. Each segment of the key is
 * percent-encoded on its own so the `/` between them stays a separator.
 */
export function s3ObjectUrl(opts: { endpoint: string; bucket: string; forcePathStyle: boolean; prefix: string }, key: string): string {
  const base = new URL(opts.endpoint);
  const basePath = base.pathname.replace(/\/$/, '');
  const bucketUrl = opts.forcePathStyle
    ? `${base.origin}${basePath}/${encodeURIComponent(opts.bucket)}`
    : `${base.protocol}//${opts.bucket}.${base.host}${basePath}`;
  return `${bucketUrl}/${`${opts.prefix}${key}`.split('/').map(encodeURIComponent).join('/')}`;
}

/** The bucket's address for logs (no key, no credentials). */
export const s3BucketUrl = (opts: Parameters<typeof s3ObjectUrl>[0]) => s3ObjectUrl({ ...opts, prefix: '' }, '').replace(/\/$/, '');
