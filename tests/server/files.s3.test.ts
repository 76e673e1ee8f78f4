import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ConfigFromEnv } from '../../server/lib/storage/fromEnv';
import { StoreConfigError, StoreUnavailable } from '../../server/lib/storage/uploadStore';
import { withStore } from '../../server/modules/files/storeTrouble';
import { claimUploads } from '../../server/lib/uploads';
import { demoPassword } from '../support/testContext';
import { withS001, type S001 } from './fixtures';
import { PNG_1x1, fetchFile, uploadFile } from './uploadSupport';

/**
 * Uploads kept in an S3-compatible bucket, against a real S3 protocol server (s3rver: real HTTP, XML answers, its access keys): the same
 * routes, the same access rules, the bytes in the bucket and never on the local disk; the store away answers 503.
 */

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (opts: object) => S3rverServer;

const bucket = 'scm-uploads';
const keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const s3Env = ['SCM_S3_ENDPOINT', 'SCM_S3_BUCKET', 'SCM_S3_REGION', 'SCM_S3_ACCESS_KEY_ID', 'SCM_S3_SECRET_ACCESS_KEY', 'SCM_S3_FORCE_PATH_STYLE', 'SCM_S3_PREFIX', 'SCM_S3_TIMEOUT_MS'];
const savedEnv = Object.fromEntries(s3Env.map((n) => [n, process.env[n]]));

let s3: S3rverServer;
let s3Dir: string;
let endpoint: string;
let s: S001;
let otherSupplier: string;
let buyer: string;

function useS3(overrides: Record<string, string> = {}) {
  Object.assign(process.env, {
    SCM_S3_ENDPOINT: endpoint,
    SCM_S3_BUCKET: bucket,
    SCM_S3_REGION: 'us-east-1',
    SCM_S3_ACCESS_KEY_ID: keys.accessKeyId,
    SCM_S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    SCM_S3_FORCE_PATH_STYLE: 'true',
    SCM_S3_PREFIX: 'test-run',
    ...overrides,
  });
}

/** Reads an object straight from the bucket with a request of its own, bypassing the app. */
async function objectInBucket(key: string): Promise<Response> {
  const client = new AwsClient({ ...keys, region: 'us-east-1', service: 's3', retries: 0 });
  return client.fetch(`${endpoint}/${bucket}/test-run/${key}`);
}

const storageKeyOf = async (id: string) =>
  (await s.ctx.db.selectFrom('upload').select('storage_key').where('id', '=', Number(id)).executeTakeFirstOrThrow()).storage_key;

const authOf = async (token: string) => {
  const { resolveSession } = await import('../../server/lib/auth');
  return resolveSession(s.ctx.app, { headers: { token } } as never);
};

beforeAll(async () => {
  s3Dir = await fs.mkdtemp(path.join(os.tmpdir(), 'scm-s3rver-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: bucket }] });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  useS3();
  s = await withS001();
  otherSupplier = await s.ctx.login('13800000002', demoPassword, { supplierCode: 'S002' });
  buyer = await s.ctx.login('13900000001', demoPassword);
});

afterAll(async () => {
  for (const [n, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[n];
    else process.env[n] = v;
  }
  await s?.ctx.close();
  await s3?.close();
  await fs.rm(s3Dir, { recursive: true, force: true });
});

describe('uploads in an S3-compatible bucket', () => {
  it('stores the bytes in the bucket, not on the disk, and streams them back to the uploader', async () => {
    const r = await uploadFile(s.ctx, s.token, PNG_1x1, { name: '样品.png' });
    expect(r.code).toBe(0);
    const key = await storageKeyOf(r.data.id);
    const direct = await objectInBucket(key);
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).equals(PNG_1x1)).toBe(true);
    expect(direct.headers.get('content-type')).toBe('image/png');
    await expect(fs.stat(path.join(process.env.SCM_UPLOAD_DIR ?? 'data/uploads', key))).rejects.toThrow();

    const mine = await fetchFile(s.ctx, s.token, r.data.id);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG_1x1)).toBe(true);
    // Unattached: nobody else, not even the buyer.
    for (const token of [otherSupplier, buyer]) expect((await fetchFile(s.ctx, token, r.data.id)).json().code).toBe(404);
  });

  it('a large file passes through whole', async () => {
    const big = Buffer.concat([PNG_1x1, Buffer.alloc(3 * 1024 * 1024, 7)]);
    const r = await uploadFile(s.ctx, s.token, big);
    expect(r.code).toBe(0);
    const back = await fetchFile(s.ctx, s.token, r.data.id);
    expect(back.rawPayload.length).toBe(big.length);
    expect(back.rawPayload.equals(big)).toBe(true);
  });

  it('once claimed, the buyer reads it; another supplier is told it does not exist', async () => {
    const r = await uploadFile(s.ctx, s.token, PNG_1x1);
    await claimUploads(s.ctx.db, await authOf(s.token), [r.data.id], { kind: 'new_item_application', id: '1' });
    const seen = await fetchFile(s.ctx, buyer, r.data.id);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(PNG_1x1)).toBe(true);
    expect((await fetchFile(s.ctx, otherSupplier, r.data.id)).json().code).toBe(404);
  });

  it('a disguised program is refused before anything reaches the bucket', async () => {
    const before = (await fs.readdir(s3Dir, { recursive: true })).length;
    const exe = await uploadFile(s.ctx, s.token, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]), { name: 'a.png' });
    expect(exe.code).toBe(400);
    expect((await fs.readdir(s3Dir, { recursive: true })).length).toBe(before);
  });

  it('an object gone from the bucket answers like a missing file', async () => {
    const r = await uploadFile(s.ctx, s.token, PNG_1x1);
    const key = await storageKeyOf(r.data.id);
    const client = new AwsClient({ ...keys, region: 'us-east-1', service: 's3', retries: 0 });
    expect((await client.fetch(`${endpoint}/${bucket}/test-run/${key}`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetchFile(s.ctx, s.token, r.data.id)).json().code).toBe(404);
  });

  it('the store unreachable or refusing the keys answers 503 with the envelope, in the caller’s language', async () => {
    const r = await uploadFile(s.ctx, s.token, PNG_1x1);
    try {
      useS3({ SCM_S3_ENDPOINT: 'http://127.0.0.1:9' });
      const read = await s.ctx.app.inject({
        method: 'GET',
        url: `/mobile/api/common/file/${r.data.id}`,
        headers: { token: s.token, 'accept-language': 'en' },
      });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toMatchObject({ code: 503, data: null });
      expect(read.json().message).toMatch(/unavailable/i);
      const up = await uploadFile(s.ctx, s.token, PNG_1x1);
      expect(up).toMatchObject({ code: 503 });
      expect(up.message).toMatch(/服务暂时不可用/);

      // s3rver checks the access key id (it does not verify V4 signatures): an unknown key is refused with 403.
      useS3({ SCM_S3_ACCESS_KEY_ID: 'NOT-A-KEY' });
      expect((await uploadFile(s.ctx, s.token, PNG_1x1)).code).toBe(503);
      expect((await fetchFile(s.ctx, s.token, r.data.id)).statusCode).toBe(503);
    } finally {
      useS3();
    }
    expect((await fetchFile(s.ctx, s.token, r.data.id)).statusCode).toBe(200);
  });

  it('a store that accepts the connection and never answers is given up after SCM_S3_TIMEOUT_MS: 503, no hanging', async () => {
    const r = await uploadFile(s.ctx, s.token, PNG_1x1);
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      useS3({ SCM_S3_ENDPOINT: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, SCM_S3_TIMEOUT_MS: '300' });
      expect((await fetchFile(s.ctx, s.token, r.data.id)).statusCode).toBe(503);
    } finally {
      useS3();
      delete process.env.SCM_S3_TIMEOUT_MS;
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe('the store away', () => {
  it('is said in the log with the store and the reason, and never as a 500', async () => {
    const logged: unknown[] = [];
    const req = { log: { error: (...args: unknown[]) => logged.push(args) } } as never;
    const down = withStore(req, () => Promise.reject(new StoreUnavailable('s3 http://x/b', 'GET k: ECONNREFUSED')));
    await expect(down).rejects.toMatchObject({ code: 503, status: 503 });
    expect(logged).toEqual([[{ store: 's3 http://x/b', reason: 'GET k: ECONNREFUSED' }, 'upload store unavailable']]);
    // Anything else is not the store's trouble and passes through untouched.
    await expect(withStore(req, () => Promise.reject(new Error('other')))).rejects.toThrow('other');
  });
});

describe('S3 configuration', () => {
  it('none set means the local folder; a complete one is read with its defaults', () => {
    expect(s3ConfigFromEnv({})).toBeNull();
    const c = s3ConfigFromEnv({ SCM_S3_BUCKET: 'photos', SCM_S3_ACCESS_KEY_ID: 'k', SCM_S3_SECRET_ACCESS_KEY: 's', SCM_S3_REGION: 'cn-north-1' });
    expect(c).toMatchObject({ endpoint: 'https://s3.cn-north-1.amazonaws.com', forcePathStyle: false, prefix: '', timeoutMs: 10_000 });
  });

  it('half a configuration is refused, naming what is missing or wrong', () => {
    expect(() => s3ConfigFromEnv({ SCM_S3_BUCKET: 'photos' })).toThrow(/SCM_S3_ACCESS_KEY_ID, SCM_S3_SECRET_ACCESS_KEY/);
    expect(() => s3ConfigFromEnv({ SCM_S3_ENDPOINT: 'http://minio:9000' })).toThrow(StoreConfigError);
    const full = { SCM_S3_BUCKET: 'photos', SCM_S3_ACCESS_KEY_ID: 'k', SCM_S3_SECRET_ACCESS_KEY: 's' };
    expect(() => s3ConfigFromEnv({ ...full, SCM_S3_ENDPOINT: 'minio:9000' })).toThrow(/SCM_S3_ENDPOINT/);
    expect(() => s3ConfigFromEnv({ ...full, SCM_S3_FORCE_PATH_STYLE: 'yes please' })).toThrow(/SCM_S3_FORCE_PATH_STYLE/);
    expect(() => s3ConfigFromEnv({ ...full, SCM_S3_BUCKET: 'Bad_Bucket' })).toThrow(/SCM_S3_BUCKET/);
  });

  it('the server refuses to start with a bucket but no keys, and says which are missing', () => {
    const env: Record<string, string | undefined> = { ...process.env, SCM_S3_BUCKET: 'photos', PORT: '0' };
    delete env.SCM_S3_ACCESS_KEY_ID;
    delete env.SCM_S3_SECRET_ACCESS_KEY;
    delete env.SCM_S3_ENDPOINT;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/missing SCM_S3_ACCESS_KEY_ID, SCM_S3_SECRET_ACCESS_KEY/);
    expect(run.stdout).not.toMatch(/\[db\]/);
  });
});
