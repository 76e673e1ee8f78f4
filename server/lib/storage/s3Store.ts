import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { s3BucketUrl, s3ObjectUrl } from './s3Url';
import { StoreUnavailable, type UploadStore } from './uploadStore';

export interface S3Config {
  /** The service's base URL (`https://s3.cn-north-1.amazonaws.com.cn`, `http://minio:9000`, `https://oss-cn-hangzhou.aliyuncs.com`). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` (MinIO, s3rver) instead of `bucket.endpoint/key` (AWS, OSS, COS). */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several deployments' files (`scm-prod/`). */
  prefix: string;
  /** A request the store does not answer within this is given up: the caller hears 503, not a hanging spinner. */
  timeoutMs: number;
}

/**
 * An S3-compatible bucket, spoken to with SigV4-signed fetch requests (aws4fetch). The bucket stays private: the
 * server reads objects itself and streams them to the allowed caller.
 */
export function s3Store(config: S3Config): UploadStore {
  // Few retries: a store that is down should answer the phone with 503 quickly, not after a minute of back-off.
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 2,
  });
  const description = `s3 ${s3BucketUrl(config)}`;
  const objectUrl = (key: string) => s3ObjectUrl(config, key);

  async function send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await client.fetch(objectUrl(key), { method, ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (err) {
      throw new StoreUnavailable(description, `${method} ${key}: ${(err as Error).cause ?? (err as Error).message}`);
    }
  }
  const refused = async (res: Response, what: string) => {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    return new StoreUnavailable(description, `${what}: HTTP ${res.status} ${text}`);
  };

  return {
    description,
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, { body: new Uint8Array(bytes), headers: { 'content-type': contentType } });
      if (!res.ok) throw await refused(res, `PUT ${key}`);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw await refused(res, `GET ${key}`);
      const length = Number(res.headers.get('content-length'));
      return { body: Readable.fromWeb(res.body as WebReadableStream), size: Number.isFinite(length) && length > 0 ? length : undefined };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await refused(res, `DELETE ${key}`);
      await res.body?.cancel();
    },
  };
}
