import fs from 'node:fs';
import path from 'node:path';
import { s3ConfigFromEnv } from '../../lib/storage/fromEnv';
import { s3Uploads, UPLOADS, type BackupManifest, type UploadsInBackup } from './manifest';
import type { TarWriter } from './tar';

/** Every regular file under `dir`, as paths relative to it ('/'-separated), folders before what they hold. */
export function* walk(dir: string, rel = ''): Generator<{ rel: string; kind: 'file' | 'dir' }> {
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield { rel: child, kind: 'dir' };
      yield* walk(dir, child);
    } else if (entry.isFile()) yield { rel: child, kind: 'file' };
  }
}

/** The upload folder the server uses (SCM_UPLOAD_DIR, else ./data/uploads), as server/lib/storage/fromEnv.ts says. */
export function uploadDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.SCM_UPLOAD_DIR || path.join('data', 'uploads'));
}

/**
 * Adds the uploaded files to the archive. Called after the database's copy is complete: files are written before
 * the row that names them commits and are never changed afterwards, so every file a restored row names is in the
 * archive (files that arrived after the database's stop point come along too, named by no row: harmless). With an
 * S3 bucket the files stay where they are and the manifest says so.
 */
export async function addUploads(tar: TarWriter, files: BackupManifest['files'], env: NodeJS.ProcessEnv = process.env): Promise<UploadsInBackup> {
  const s3 = s3ConfigFromEnv(env);
  if (s3) return s3Uploads(s3);
  const dir = uploadDirFromEnv(env);
  if (!fs.existsSync(dir)) return { store: 'none', dir };
  let count = 0;
  await tar.dir(UPLOADS);
  for (const entry of walk(dir)) {
    const name = `${UPLOADS}/${entry.rel}`;
    if (entry.kind === 'dir') await tar.dir(name);
    else {
      const stored = await tar.file(name, path.join(dir, entry.rel));
      if (stored) {
        files[name] = stored;
        count++;
      }
    }
  }
  return { store: 'local', dir, files: count };
}
