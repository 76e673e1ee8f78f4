import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Reads a JSON file of the repository (`schemas/enums.json`); a file that is not valid JSON is named with its line. */
export function readRepoJson<T>(relativePath: string): T {
  const text = fs.readFileSync(path.join(repoRoot, relativePath), 'utf8');
  try {
    return JSON.parse(text) as T;
  } catch (err) {
    const at = /position (\d+)/.exec(String(err))?.[1];
    const line = at === undefined ? '' : `:${text.slice(0, Number(at)).split('\n').length}`;
    throw new Error(`${relativePath}${line}: not valid JSON (${(err as Error).message})`);
  }
}
