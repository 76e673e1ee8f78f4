import type { FastifyInstance } from 'fastify';
import { parseJsonText, readJsonFile } from '../../../common/checks/jsonFile';
import { PAGE_SETS, type SchemaSet } from '../../../common/checks/pageFiles';
import { checkPageFiles } from '../../../common/checks/pageMeta';
import { checkSchemaFiles, formatIssue, PAGE_META, type Issue } from '../../../common/checks/schemaFiles';
import { APP_ROOT } from '../../../common/checks/startupCheck';
import { BizError } from '../../lib/errors';
import { said } from '../../lib/language';
import { menusWith } from '../../lib/publishedSchemas';
import { routeCodeProblems } from '../../lib/registerRoutes';

// A merchant's documents are checked as the files they stand for, by the very check `npm run schemas:check` and the
// server's start run (common/checks/schemaFiles.ts): the built-in files with the documents laid over them at their
// paths, against the routes this server serves. So a draft or a release is refused with the words, file, line and
// JSON pointer an author gets from the command line. Then what the start-up adds: every menu and shield code a route
// declares is still declared by the merchant's menus (a route whose code is gone would refuse everyone).

export interface CheckedRelease {
  warnings: Issue[];
}

/**
 * What the whole check would answer first for a changed document that is wrong on its own (not JSON, or a page off
 * its meta-schema): the same issues, found without checking the tree. The whole check stops such a file there too.
 */
function aloneIssues(documents: ReadonlyMap<string, string>, changed: readonly string[]): Issue[] {
  const meta = readJsonFile(APP_ROOT, PAGE_META).json as object;
  return changed.flatMap((file) => {
    const parsed = parseJsonText(file, documents.get(file) ?? '');
    if (parsed.parseError) return [parsed.parseError];
    const set = (Object.keys(PAGE_SETS) as SchemaSet[]).find((k) => file.startsWith(`${PAGE_SETS[k].dir}/`));
    return set ? checkPageFiles(meta, [{ ...parsed, set }]).issues : [];
  });
}

/** Checks the built-in files with `documents` (path → text) laid over them; refuses (400) with every error found. */
export function checkRelease(app: FastifyInstance, documents: ReadonlyMap<string, string>, changed: readonly string[]): CheckedRelease {
  const alone = aloneIssues(documents, changed.filter((f) => documents.has(f)));
  if (alone.length) throw checkFailed(alone);
  const result = checkSchemaFiles({ root: APP_ROOT, overlay: documents }, { routes: app.servedRoutes });
  const errors = [...result.errors];
  if (errors.length === 0) {
    const menus = menusWith(new Map([...documents].map(([path, text]) => [path, { text }])));
    for (const problem of routeCodeProblems(app.servedRoutes, menus)) errors.push({ file: 'server/modules/*/routes.ts', line: null, pointer: '', message: problem });
  }
  if (errors.length) throw checkFailed(errors);
  return { warnings: result.warnings.filter((w) => changed.includes(w.file)) };
}

function checkFailed(errors: Issue[]): BizError {
  const lines = errors.map(formatIssue).join('\n');
  return new BizError(400, said(`检查未通过（${errors.length} 处错误）：\n${lines}`, `The check failed (${errors.length} error(s)):\n${lines}`), {
    data: { field: errors[0]!.pointer, issues: errors },
  });
}
