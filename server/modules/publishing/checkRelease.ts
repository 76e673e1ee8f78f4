import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { parseJsonText, readJsonFile } from '../../../common/checks/jsonFile';
import { checkOnePage, type PageCheckContext } from '../../../common/checks/onePage';
import { PAGE_SETS, type SchemaSet } from '../../../common/checks/pageFiles';
import { checkPageFiles } from '../../../common/checks/pageMeta';
import { checkMenus } from '../../../common/checks/menuFiles';
import { explainMissingMenuCode } from '../../../common/checks/missingMenuCode';
import { orphanMenuEntries } from '../../../common/checks/orphanMenuEntries';
import { issueIn } from '../../../common/checks/issues';
import { checkSchemaFiles, formatIssue, PAGE_META, type Issue } from '../../../common/checks/schemaFiles';
import { APP_ROOT } from '../../../common/checks/startupCheck';
import { BizError } from '../../lib/errors';
import { said, type Lang, type Said } from '../../lib/language';
import { menusWith } from '../../lib/publishedSchemas';
import { routeCodeProblems } from '../../lib/registerRoutes';
import { kindOfPath } from './queries/documents';

// A merchant's documents are checked as the files they stand for, by the very check `npm run schemas:check` and the
// server's start run (common/checks/schemaFiles.ts): the built-in files with the documents laid over them at their
// paths, against the routes this server serves. A page the author changed is judged by the one-page check
// (common/checks/onePage.ts), the check the studio runs on every pause in typing, so the refusal of a save or a publish
// uses the words, file, line and JSON pointer the studio showed; the whole check adds what one page cannot say alone
// (a menu entry removed under another page). Then what the start-up adds: every menu and shield code a route declares
// is still declared by the merchant's menus (a route whose code is gone would refuse everyone).

export interface Findings {
  errors: Issue[];
  warnings: Issue[];
}

const isPage = (file: string) => kindOfPath(file) === 'page';

/** `a` and the issues of `b` it does not already say. */
function union(a: Issue[], b: Issue[]): Issue[] {
  const said = new Set(a.map(formatIssue));
  return [...a, ...b.filter((i) => !said.has(formatIssue(i)))];
}

/**
 * What the whole check would answer first for a changed document that is wrong on its own (not JSON, or a page off
 * its meta-schema): the same issues, found without checking the tree. The whole check stops such a file there too.
 */
function aloneIssues(root: string, documents: ReadonlyMap<string, string>, changed: readonly string[]): Issue[] {
  const meta = readJsonFile(root, PAGE_META).json as object;
  return changed.flatMap((file) => {
    const text = documents.get(file);
    if (text === undefined) return [];
    const parsed = parseJsonText(file, text);
    if (parsed.parseError) return [parsed.parseError];
    const set = (Object.keys(PAGE_SETS) as SchemaSet[]).find((k) => file.startsWith(`${PAGE_SETS[k].dir}/`));
    if (!set || !meta) return [];
    const page = [{ ...parsed, set }];
    const issues = checkPageFiles(meta, page).issues;
    // a page without its menu code is told the codes of the merchant's menus that fit it
    return issues.length ? explainMissingMenuCode(issues, page, checkMenus({ root, overlay: documents }).index) : issues;
  });
}

/**
 * What the check finds in the built-in files with `documents` (path → text) laid over them, for the `changed` ones.
 * `publishing`: a menu entry added for a page that has neither a published version nor a draft (orphanMenuEntries.ts)
 * refuses the publish; a save or the live check only warns of it, as the studio's new page saves its menu entry first.
 */
export function releaseFindings(app: FastifyInstance, documents: ReadonlyMap<string, string>, changed: readonly string[], root = APP_ROOT, publishing = false): Findings {
  const alone = aloneIssues(root, documents, changed);
  if (alone.length) return { errors: alone, warnings: [] };
  const result = checkSchemaFiles({ root, overlay: documents }, { routes: app.servedRoutes });
  const own: Findings = { errors: [], warnings: [] };
  if (result.context) {
    for (const file of changed.filter((f) => isPage(f) && documents.has(f))) {
      const one = checkOnePage(result.context, documents.get(file)!, file);
      own.errors.push(...one.errors);
      own.warnings.push(...one.warnings);
    }
    const orphans = orphanMenuEntries(root, documents, result.context.menus, result.context.pages, changed);
    (publishing ? own.errors : own.warnings).push(...orphans);
  }
  const errors = union(own.errors, result.errors);
  if (errors.length === 0) {
    const menus = menusWith(new Map([...documents].map(([path, text]) => [path, { text }])));
    for (const problem of routeCodeProblems(app.servedRoutes, menus)) errors.push({ file: 'server/modules/*/routes.ts', line: null, pointer: '', message: problem });
  }
  return { errors, warnings: union(own.warnings, result.warnings.filter((w) => changed.includes(w.file))) };
}

/** The findings in the author's language: the check's Chinese words where it has them, for a zh-CN author. */
export function findingsIn({ errors, warnings }: Findings, lang: Lang): Findings {
  return { errors: errors.map((i) => issueIn(i, lang)), warnings: warnings.map((i) => issueIn(i, lang)) };
}

/**
 * Checks a release as releaseFindings does (`publishing`: a publish of drafts); refuses (400) with every error found, else answers its warnings; in the
 * author's language.
 */
export function checkRelease(app: FastifyInstance, documents: ReadonlyMap<string, string>, changed: readonly string[], lang: Lang, root = APP_ROOT, publishing = false): { warnings: Issue[] } {
  const { errors, warnings } = findingsIn(releaseFindings(app, documents, changed, root, publishing), lang);
  if (errors.length) throw checkFailed(errors);
  return { warnings };
}

// The studio checks a page on every pause in typing: against what the merchant's other documents make of the tree,
// checked whole once per working set (a publish or another draft makes a new one) and kept for the next keystrokes.
// Kept per app, as the context is checked against the app's own routes (a process may build more than one app).
const contextsByApp = new WeakMap<FastifyInstance, Map<string, PageCheckContext | null>>();
const KEPT_CONTEXTS = 8;

function contextOf(app: FastifyInstance, documents: ReadonlyMap<string, string>): PageCheckContext | null {
  const hash = createHash('sha1');
  for (const [path, text] of [...documents].sort(([a], [b]) => a.localeCompare(b))) hash.update(`${path}\0${text}\0`);
  const key = hash.digest('hex');
  let contexts = contextsByApp.get(app);
  if (!contexts) contextsByApp.set(app, (contexts = new Map()));
  if (!contexts.has(key)) {
    if (contexts.size >= KEPT_CONTEXTS) contexts.delete(contexts.keys().next().value!);
    contexts.set(key, checkSchemaFiles({ root: APP_ROOT, overlay: documents }, { routes: app.servedRoutes }).context ?? null);
  }
  return contexts.get(key)!;
}

/**
 * What the studio shows for a document being typed (`text` at `path`) among the merchant's other documents: a page by
 * the one-page check against the kept context (milliseconds), a menu by the whole check (it touches every page).
 */
export function liveFindings(app: FastifyInstance, others: ReadonlyMap<string, string>, path: string, text: string): Findings {
  const context = isPage(path) ? contextOf(app, others) : null;
  if (!context) return releaseFindings(app, new Map([...others, [path, text]]), [path]);
  const { errors, warnings } = checkOnePage(context, text, path);
  return { errors, warnings };
}

/**
 * The refusal's first line says what is wrong (the studio's banner shows that line alone): the first error's file,
 * line and words, in the language the errors were put in; every error follows, a line each.
 */
export function refusalWords(errors: Issue[]): Said {
  const [first] = errors;
  const n = errors.length;
  const whereZh = `${first!.file}${first!.line ? ` 第 ${first!.line} 行` : ''}`;
  const whereEn = `${first!.file}${first!.line ? ` line ${first!.line}` : ''}`;
  const lines = errors.map(formatIssue).join('\n');
  return said(
    `检查未通过（${n} 处错误）${n > 1 ? '，第一处' : ''}：${whereZh}：${first!.message}\n${lines}`,
    `The check failed (${n} ${n > 1 ? 'errors' : 'error'})${n > 1 ? ', the first' : ''}: ${whereEn}: ${first!.message}\n${lines}`,
  );
}

function checkFailed(errors: Issue[]): BizError {
  return new BizError(400, refusalWords(errors), {
    data: { field: errors[0]!.pointer, issues: errors },
  });
}
