import { CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import type { Database } from '../db/types';

/** Escapes LIKE wildcards so a user's '%' or '_' matches itself. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A statement as SQL text and its parameters, put together without Kysely's query tree: `text\`… ${value} …\`` takes
 * values as parameters and nested `text` as text. The busiest reads (the paged document lists, the session lookup)
 * are written with it: building and compiling Kysely's raw-SQL tree for them was ~4% of the server's time on the
 * return list under load (CPU profile), after the compression the largest thing the server adds to the statements.
 * The text runs through the same Kysely instance (`runText`): its logging, its pool and the named preparing of
 * marked texts (preparedMarker) apply as before.
 */
export interface SqlText {
  readonly parts: readonly string[];
  readonly values: readonly unknown[];
}

class TextPiece implements SqlText {
  constructor(readonly parts: string[], readonly values: unknown[]) {}

  /** Appends SQL text to the last part. */
  add(sqlText: string): void {
    this.parts[this.parts.length - 1] += sqlText;
  }

  /** Appends a value (a parameter) or a nested text. */
  put(v: unknown): void {
    // A Kysely builder here is a mistake (it would be sent as a parameter): its text twin belongs here.
    if (typeof v === 'object' && v !== null && 'toOperationNode' in v) throw new Error('text`…`: a Kysely builder inside; use its text form');
    if (!(v instanceof TextPiece)) {
      this.values.push(v);
      this.parts.push('');
      return;
    }
    this.add(v.parts[0]!);
    v.values.forEach((inner, j) => {
      this.values.push(inner);
      this.parts.push(v.parts[j + 1]!);
    });
  }
}

export function text(strings: TemplateStringsArray, ...values: unknown[]): SqlText {
  const t = new TextPiece([strings[0]!], []);
  values.forEach((v, i) => {
    t.put(v);
    t.add(strings[i + 1]!);
  });
  return t;
}

/** SQL text from the code itself (a table alias, a column name), never from a request: it is not a parameter. */
export function verbatim(sqlText: string): SqlText {
  return new TextPiece([sqlText], []);
}

/** The pieces one after another with `separator` (SQL text, not a parameter) between them. */
export function joinText(pieces: readonly SqlText[], separator: string): SqlText {
  const t = new TextPiece([''], []);
  pieces.forEach((piece, i) => {
    if (i) t.add(separator);
    t.put(piece);
  });
  return t;
}

/** Runs the text through `db` (its executor: logging, pool, prepared names) with `$n` placeholders. */
export function runText<R>(db: Kysely<Database>, t: SqlText): Promise<QueryResult<R>> {
  let sqlText = t.parts[0]!;
  for (let i = 1; i < t.parts.length; i++) sqlText += `$${i}${t.parts[i]}`;
  return db.executeQuery(CompiledQuery.raw(sqlText, [...t.values]) as CompiledQuery<R>);
}
