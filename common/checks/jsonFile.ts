import fs from 'node:fs';
import path from 'node:path';
import { lineOfParseError, lineOfPointer } from '../validation/jsonLocate';
import type { Issue } from './issues';

// Every JSON file the check reads (page, menu, enum and meta-schema files) goes through here, so a file that
// is not JSON is named with its line instead of stopping the check with a bare parser message.

export interface JsonFile {
  /** repo-relative path, forward slashes */
  file: string;
  text: string;
  /** parsed value; undefined when the text is not JSON */
  json: unknown;
  /** set when the text is not JSON */
  parseError?: Issue;
}

export function parseJsonText(file: string, text: string): JsonFile {
  try {
    return { file, text, json: JSON.parse(text) };
  } catch (err) {
    const message = (err as Error).message;
    return { file, text, json: undefined, parseError: { file, line: lineOfParseError(text, message), pointer: '', message: `not valid JSON: ${message}` } };
  }
}

export function readJsonFile(root: string, file: string): JsonFile {
  return parseJsonText(file, fs.readFileSync(path.join(root, file), 'utf8'));
}

/** The `.json` files of a folder, sorted, as repo-relative paths (none when the folder is missing). */
export function jsonFilesIn(root: string, dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => `${dir}/${n}`);
}

/** An issue at a pointer of a parsed file, with the line the pointer's value starts on. */
export function issueAt(f: Pick<JsonFile, 'file' | 'text'>, pointer: string, message: string): Issue {
  return { file: f.file, line: lineOfPointer(f.text, pointer), pointer, message };
}
