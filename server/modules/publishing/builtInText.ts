import fs from 'node:fs';
import path from 'node:path';
import { APP_ROOT } from '../../../common/checks/startupCheck';

/** The text of the repository's file at a document's path, or null when the merchant's document adds a new one. */
export function builtInText(file: string): string | null {
  const abs = path.join(APP_ROOT, file);
  return fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null;
}
