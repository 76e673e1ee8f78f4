import path from 'node:path';
import { localStore } from './localStore';
import { s3Store, type S3Config } from './s3Store';
import { StoreConfigError, type UploadStore } from './uploadStore';

type Env = Record<string, string | undefined>;

const required = ['SCM_S3_BUCKET', 'SCM_S3_ACCESS_KEY_ID', 'SCM_S3_SECRET_ACCESS_KEY'] as const;
const optional = ['SCM_S3_ENDPOINT', 'SCM_S3_REGION', 'SCM_S3_FORCE_PATH_STYLE', 'SCM_S3_PREFIX', 'SCM_S3_TIMEOUT_MS'] as const;
const s3Names = [...required, ...optional];

/**
 * The S3 settings when any SCM_S3_* is set, null when none is (the local folder then). Half a configuration is
 * refused, naming what is missing or wrong: silently falling back to the disk would scatter files over two places.
 */
export function s3ConfigFromEnv(env: Env): S3Config | null {
  const value = (name: string) => env[name]?.trim() || undefined;
  const present = s3Names.filter((n) => value(n) !== undefined);
  if (!present.length) return null;
  const problems: string[] = [];
  const missing = required.filter((n) => value(n) === undefined);
  if (missing.length) problems.push(`missing ${missing.join(', ')} (set because ${present.join(', ')} is set)`);
  const region = value('SCM_S3_REGION') ?? 'us-east-1';
  const endpoint = value('SCM_S3_ENDPOINT') ?? `https://s3.${region}.amazonaws.com`;
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') problems.push(`SCM_S3_ENDPOINT must be an http(s) URL, not ${endpoint}`);
  } catch {
    problems.push(`SCM_S3_ENDPOINT is not a URL: ${endpoint}`);
  }
  const pathStyle = (value('SCM_S3_FORCE_PATH_STYLE') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(pathStyle)) problems.push('SCM_S3_FORCE_PATH_STYLE must be true or false');
  const timeoutMs = Number(value('SCM_S3_TIMEOUT_MS') ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) problems.push('SCM_S3_TIMEOUT_MS must be a whole number of milliseconds, at least 100');
  const bucket = value('SCM_S3_BUCKET') ?? '';
  if (bucket && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) problems.push(`SCM_S3_BUCKET is not a valid bucket name: ${bucket}`);
  if (problems.length) throw new StoreConfigError(`Upload store (S3) configuration is incomplete: ${problems.join('; ')}`);
  let prefix = value('SCM_S3_PREFIX') ?? '';
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  return {
    endpoint,
    bucket,
    region,
    accessKeyId: value('SCM_S3_ACCESS_KEY_ID')!,
    secretAccessKey: value('SCM_S3_SECRET_ACCESS_KEY')!,
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
    prefix: prefix.replace(/^\/+/, ''),
    timeoutMs,
  };
}

let current: { signature: string; store: UploadStore } | undefined;

/**
 * The store the environment configures, made once and reused (the AWS client caches its signing keys). Read from
 * process.env at first use; the server calls it at start-up so a half configuration stops it there.
 */
export function uploadStore(env: Env = process.env): UploadStore {
  const signature = JSON.stringify([env.SCM_UPLOAD_DIR, ...s3Names.map((n) => env[n])]);
  if (current?.signature === signature) return current.store;
  const s3 = s3ConfigFromEnv(env);
  const store = s3 ? s3Store(s3) : localStore(env.SCM_UPLOAD_DIR ?? path.resolve('data', 'uploads'));
  current = { signature, store };
  return store;
}
