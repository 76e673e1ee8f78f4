import fs from 'node:fs';
import { MANIFEST_NAME, type BackupManifest } from './manifest';
import { TarWriter } from './tar';
import { addUploads } from './uploadsInArchive';

export type DatabasePart = Pick<BackupManifest, 'kind' | 'postgresVersion' | 'startLsn' | 'stopLsn' | 'stopTime'>;

/**
 * Writes one backup archive: `database` adds the database's files (recording each in `files`) and says what it
 * wrote; the uploaded files follow (after the database's copy: see addUploads), the manifest last. An archive that
 * could not be completed is deleted, never left looking like a backup.
 */
export async function writeArchive(
  file: string,
  env: NodeJS.ProcessEnv | undefined,
  database: (tar: TarWriter, files: BackupManifest['files']) => Promise<DatabasePart>,
): Promise<BackupManifest> {
  const tar = await TarWriter.create(file);
  try {
    const files: BackupManifest['files'] = {};
    const db = await database(tar, files);
    const uploads = await addUploads(tar, files, env);
    const manifest: BackupManifest = { format: 'scm-backup 1', ...db, createdAt: new Date().toISOString(), uploads, files };
    await tar.buffer(MANIFEST_NAME, Buffer.from(JSON.stringify(manifest, null, 2)));
    await tar.close();
    return manifest;
  } catch (err) {
    await tar.close().catch(() => undefined);
    fs.rmSync(file, { force: true });
    throw err;
  }
}
