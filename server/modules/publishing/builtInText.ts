import fs from 'node:fs';
import path from 'node:path';
import { APP_ROOT } from '../../../common/checks/startupCheck';

/** The text of the repository's file at a document's path, or null when the merchant's document adds a new one. */
export function builtInText(file: string): string | null {
  try {
    return fs.readFileSync(path.join(APP_ROOT, file), 'utf8');
  } catch {
    // no such file (or gone since it was listed): the document adds a page
    return null;
  }
}

/** Whether the repository has a file at a document's path (a roll back of a document without one removes it). */
export const hasBuiltIn = (file: string): boolean => fs.existsSync(path.join(APP_ROOT, file));
