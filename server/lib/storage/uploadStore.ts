import type { Readable } from 'node:stream';

/**
 * Where the bytes of uploaded files live. The `upload` row (who may read a file) stays in the database whatever the
 * store; the store only keeps bytes under a key. Two kinds: the local data folder (the default) and an S3-compatible
 * bucket (AWS S3, MinIO, Aliyun OSS, Tencent COS…) when SCM_S3_* is configured. The server stays the only door to
 * the files: a store never hands out a URL of its own.
 */
export interface UploadStore {
  /** For the start-up line and logs: `local /srv/scm/uploads` or `s3 https://minio:9000/scm-uploads`. */
  readonly description: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when the key holds nothing (a row that outlived its bytes). */
  get(key: string): Promise<{ body: Readable; size?: number } | null>;
  /** Removes the bytes; a key already gone is no error. */
  delete(key: string): Promise<void>;
}

/**
 * The store cannot be reached or refuses to work (network down, 5xx, rejected credentials): the request may succeed
 * later, so the caller is told 503, and the reason goes to the log (never to the caller).
 */
export class StoreUnavailable extends Error {
  constructor(
    readonly store: string,
    readonly reason: string,
  ) {
    super(`upload store ${store} unavailable: ${reason}`);
  }
}

/** A configuration that cannot work (a bucket without keys…): the server refuses to start and says what is missing. */
export class StoreConfigError extends Error {}
