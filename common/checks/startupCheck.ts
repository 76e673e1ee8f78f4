import path from 'node:path';
import { formatIssue } from './issues';
import type { RouteLike } from './routeIndex';
import { checkSchemaFiles } from './schemaFiles';
import type { PageCheckContext } from './onePage';

// The server checks the schema files before it opens the database: a broken page, menu or enum file stops it
// with the list `npm run schemas:check` prints (file:line, JSON pointer, what was expected), instead of a
// portal that half works. The server hands in the routes it serves; the generated-file comparison is left to
// schemas:check (a build concern).

export class SchemaCheckFailure extends Error {
  override name = 'SchemaCheckFailure';
}

/** Repository root of the running code (common/ and schemas/ are siblings). */
export const APP_ROOT = path.resolve(import.meta.dirname, '../..');

/** Throws the check's errors; else answers what a single page is checked against afterwards (checkOnePage). */
export function assertSchemasValid(routes: readonly RouteLike[], root = APP_ROOT): PageCheckContext | undefined {
  const result = checkSchemaFiles(root, { routes });
  if (result.errors.length === 0) return result.context;
  throw new SchemaCheckFailure(
    [
      `The schema files have ${result.errors.length} error(s); the server does not start until they are fixed:`,
      ...result.errors.map((e) => `  ${formatIssue(e)}`),
      'Run npm run schemas:check after fixing them.',
    ].join('\n'),
  );
}
