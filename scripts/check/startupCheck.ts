import path from 'node:path';
import { checkSchemas, type CheckOptions } from '../checkSchemas';
import { formatIssue } from './issues';

// The server checks the schema files before it opens the database: a broken page, menu or enum file stops it
// with the list `npm run schemas:check` prints (file:line, JSON pointer, what was expected), instead of a
// portal that half works. The generated-file comparison is left to schemas:check (a build concern).

export class SchemaCheckFailure extends Error {
  override name = 'SchemaCheckFailure';
}

/** Repository root of the running code (server/ and schemas/ are siblings). */
export const APP_ROOT = path.resolve(import.meta.dirname, '../..');

export async function assertSchemasValid(root = APP_ROOT, opts: Pick<CheckOptions, 'routes'> = {}): Promise<void> {
  const result = await checkSchemas(root, { ...opts, artifacts: false });
  if (result.errors.length === 0) return;
  throw new SchemaCheckFailure(
    [
      `The schema files have ${result.errors.length} error(s); the server does not start until they are fixed:`,
      ...result.errors.map((e) => `  ${formatIssue(e)}`),
      'Run npm run schemas:check after fixing them.',
    ].join('\n'),
  );
}
