import fs from 'node:fs';
import path from 'node:path';
import { lineOfPointer } from '../validation/jsonLocate.ts';
import { jsonSyntaxWords } from '../validation/jsonSyntax.ts';
import { wordsOf, type Issue, type Words } from './issues.ts';

// Every JSON file the check reads (page, menu, enum and meta-schema files) goes through here, so a file that
// is not JSON is named with its line instead of stopping the check with a bare parser message.

/**
 * Where the check reads: the repository's folder, or the folder with documents laid over it by path (a merchant's
 * published pages and menus and an author's draft, checked by the server exactly like files: same words, same paths).
 */
export interface SchemaSource {
  root: string;
  /** repo-relative path → the document's text, read in place of (or beside) the file of that path */
  overlay: ReadonlyMap<string, string>;
}

export type SchemaRoot = string | SchemaSource;

const sourceOf = (root: SchemaRoot): SchemaSource => (typeof root === 'string' ? { root, overlay: new Map() } : root);

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
    const said = jsonSyntaxWords(text, (err as Error).message);
    const column = said.column === null ? {} : { column: said.column };
    return { file, text, json: undefined, parseError: { file, line: said.line, ...column, pointer: '', message: said.en, zh: said.zh } };
  }
}

export function readJsonFile(root: SchemaRoot, file: string): JsonFile {
  const source = sourceOf(root);
  const laid = source.overlay.get(file);
  if (laid !== undefined) return parseJsonText(file, laid);
  try {
    return parseJsonText(file, fs.readFileSync(path.join(source.root, file), 'utf8'));
  } catch (err) {
    // A file listed a moment ago may be gone (a checkout, an editor's save by rename): said like a broken file, so
    // the check answers with its issues instead of stopping (the server's draft save answers them, never a 500).
    const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    return { file, text: '', json: undefined, parseError: { file, line: null, pointer: '', message: `cannot be read (${code})` } };
  }
}

/** The names in a folder; none when it is missing (or removed while being read). */
function filesOf(abs: string): string[] {
  try {
    return fs.readdirSync(abs);
  } catch {
    return [];
  }
}

/** The `.json` files of a folder and the overlay's documents in it, sorted, as repo-relative paths. */
export function jsonFilesIn(root: SchemaRoot, dir: string): string[] {
  const source = sourceOf(root);
  const abs = path.join(source.root, dir);
  const onDisk = filesOf(abs).map((n) => `${dir}/${n}`);
  const laid = [...source.overlay.keys()].filter((f) => f.startsWith(`${dir}/`) && !f.slice(dir.length + 1).includes('/'));
  return [...new Set([...onDisk, ...laid])].filter((f) => f.endsWith('.json')).sort();
}

/** An issue at a pointer of a parsed file, with the line the pointer's value starts on. */
export function issueAt(f: Pick<JsonFile, 'file' | 'text'>, pointer: string, message: Words): Issue {
  return { file: f.file, line: lineOfPointer(f.text, pointer), pointer, ...wordsOf(message) };
}
