import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadStore } from './uploadStore';

/** Files under a folder of the server's disk (SCM_UPLOAD_DIR, else ./data/uploads): the key is the relative path. */
export function localStore(dir: string): UploadStore {
  const full = (key: string) => path.join(dir, key);
  return {
    description: `local ${dir}`,
    async put(key, bytes) {
      await fs.mkdir(path.dirname(full(key)), { recursive: true });
      await fs.writeFile(full(key), bytes, { mode: 0o600 });
    },
    async get(key) {
      let size: number;
      try {
        size = (await fs.stat(full(key))).size;
      } catch {
        return null;
      }
      return { body: createReadStream(full(key)), size };
    },
    async delete(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
