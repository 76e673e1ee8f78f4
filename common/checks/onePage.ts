import type { PageSchema } from '../page/schemaTypes';
import { checkContract } from './contract';
import { isFollowOn, type Finding, type Issue } from './issues';
import { issueAt, parseJsonText } from './jsonFile';
import { linkKinds, linkTargets } from './linkTargets';
import { checkLinkValues } from './linkValues';
import { lintPage, missingEnglish, type LintContext } from './lintPages';
import type { MenuIndex } from './menuFiles';
import { checkPageCodes } from './pageCodes';
import { PAGE_SETS, type SchemaSet } from './pageFiles';
import { resolvePages, type ResolvedPage } from './pageIdentity';
import { checkPageFiles } from './pageMeta';
import { explainMissingMenuCode } from './missingMenuCode';
import type { RouteLike } from './routeIndex';

// One page checked against everything the check of the whole tree holds it to, fast: the meta-schema (compiled
// once), its menu entry and codes, unique id and route among the other pages, the lint, the contract with the
// server's routes and the values its links send. What the server's publish path and the studio call on every
// save; the whole tree's check (schemaFiles.ts) runs the same per-page part (pageFindings) on each file.

/** What a page is checked against: read once (schemaFiles.ts makes it), then reused for every page. */
export interface PageCheckContext {
  meta: object;
  enums: LintContext['enums'];
  menus: MenuIndex;
  /** the server's routes (null: pages are not checked against them) */
  routes: readonly RouteLike[] | null;
  /** the pages there are (the files under schemas/): a new page's id and route must not clash with theirs */
  pages: ResolvedPage[];
}

export interface PageCheckResult {
  errors: Issue[];
  warnings: Issue[];
  /** the page, when it passed the meta-schema */
  page?: PageSchema;
}

/**
 * The findings of one resolved page: lint, codes, contract, link values, English texts. Each check in turn, and a
 * finding that stems from an error of a check before it (`reported`: this page's errors so far, e.g. its menu code's)
 * is left out (issues.ts isFollowOn): the author sees each mistake once, where it was made.
 */
export function pageFindings(p: ResolvedPage, lint: LintContext, routes: readonly RouteLike[] | null, reported: readonly Issue[] = []): { errors: Issue[]; warnings: Issue[] } {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const errorsAt = reported.map((i) => i.pointer);
  const checks: (() => Finding[])[] = [() => lintPage(p.page, lint), () => checkPageCodes(p).items];
  if (routes) checks.push(() => checkContract(p, routes).items, () => checkLinkValues(p, routes).items);
  for (const check of checks) {
    const found = check().filter((f) => !isFollowOn(f, errorsAt));
    for (const f of found) (f.severity === 'error' ? errors : warnings).push(issueAt(p, f.pointer, f.zh ? { en: f.message, zh: f.zh } : f.message));
    errorsAt.push(...found.filter((f) => f.severity === 'error').map((f) => f.pointer));
  }
  for (const pointer of missingEnglish(p.page)) warnings.push(issueAt(p, pointer, { en: 'no English text', zh: '缺少英文文字' }));
  // A warning of an earlier check about a part a later check found wrong says the same mistake again (a chart's x
  // that is no column and not in the answer either): the error alone is said.
  return { errors, warnings: warnings.filter((w) => !isFollowOn(w, errorsAt)) };
}

/** The set a page belongs to, from its file's folder (schemas/boss/… → boss); supplier when the folder says none. */
export function setOfFile(file: string): SchemaSet {
  const found = (Object.keys(PAGE_SETS) as SchemaSet[]).find((set) => file.startsWith(`${PAGE_SETS[set].dir}/`));
  return found ?? 'supplier';
}

/**
 * Checks one page document (its text, or the parsed JSON) as the file `file` (repo-relative, e.g.
 * schemas/supplier/new.report.json: its folder gives its set). A page of the context with the same file is
 * replaced by this one (an edit); otherwise it is a new page among them.
 */
export function checkOnePage(ctx: PageCheckContext, doc: string | unknown, file: string): PageCheckResult {
  const text = typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2);
  const set = setOfFile(file);
  const files = [{ ...parseJsonText(file, text), set }];
  const checked = checkPageFiles(ctx.meta, files);
  if (!checked.valid.length) return { errors: explainMissingMenuCode(checked.issues, files, ctx.menus), warnings: [] };
  const others = ctx.pages.filter((p) => p.file !== file);
  const identity = resolvePages([...others, ...checked.valid], ctx.menus);
  const own = (i: Issue) => i.file === file;
  const errors = identity.errors.filter(own);
  const warnings = identity.warnings.filter(own);
  const p = identity.pages.find((x) => x.file === file)!;
  const lint: LintContext = { enums: ctx.enums, routes: linkTargets(identity.pages, ctx.menus), targets: linkKinds(identity.pages) };
  const found = pageFindings(p, lint, ctx.routes, errors);
  return { errors: [...errors, ...found.errors], warnings: [...warnings, ...found.warnings], page: p.page };
}
