// npm run schemas:check — the schema files' check (common/checks/schemaFiles.ts) against the server's own routes,
// plus whether the generated types and validators are current. Prints file:line, the JSON pointer and what was
// expected; exits 1 on errors. The dev server serves the same answers to the browser's error screen
// (build/schemaCheckEndpoint.ts); the server runs the check at start with the routes it serves.
import path from 'node:path';
import { checkSchemaFiles, formatIssue, type CheckResult } from '../common/checks/schemaFiles';
import type { RouteLike } from '../common/checks/routeIndex';
import { staleByInputs } from './artifactInputs';
import { serverRoutes } from './check/apiRoutes';

export { formatIssue, type CheckResult, type Issue } from '../common/checks/schemaFiles';

export interface CheckOptions {
  /**
   * whether the generated files are current (default true): their first lines against the digests of the schemas
   * they are made from; 'full' makes them again and compares every byte (seconds of ajv compiling)
   */
  artifacts?: boolean | 'full';
  /** the server routes to check pages against (default: server/modules `apiRoutes`) */
  routes?: readonly RouteLike[];
}

export async function checkSchemas(root: string, opts: CheckOptions = {}): Promise<CheckResult> {
  const result = checkSchemaFiles(root, opts.routes ? { routes: opts.routes } : await serverRoutes());
  if (opts.artifacts !== false && result.errors.length === 0) {
    const stale = opts.artifacts === 'full' ? (await import('./buildSchemaValidator')).staleArtifacts(root) : staleByInputs(root);
    for (const file of stale) {
      result.errors.push({ file, line: null, pointer: '', message: 'generated from the schemas but out of date: run npm run schemas:build' });
    }
  }
  return result;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const result = await checkSchemas(process.cwd());
  for (const w of result.warnings) console.warn(`warning  ${formatIssue(w)}`);
  for (const e of result.errors) console.error(`error    ${formatIssue(e)}`);
  const summary = `${result.files} page files checked: ${result.errors.length} error(s), ${result.warnings.length} warning(s)`;
  if (result.errors.length) {
    console.error(summary);
    process.exit(1);
  }
  console.log(summary);
}
