import '../expressions/jsonLogic';
import { evaluate } from '../page/condition';
import { linkQuery } from '../page/template';
import type { Api, Filter, PageSchema, RowLink, RowLinks } from '../page/schemaTypes';
import { isExpression, readPaths } from '../expressions/expression';
import { FILTER_KINDS } from '../filters/filterKinds';
import { FindingList } from './issues';
import { placeholders } from './pageCalls';
import type { ResolvedPage } from './pageIdentity';
import { findRoute, type RouteLike } from './routeIndex';
import { EACH, lookup, splitPath } from './schemaPaths';

// Every value a link sends is filled, for every grouping the page offers (issue: the silent wrong-data drill). A
// report grouped by month whose drill sends {{date}} passes the contract (the answer declares `date`), but `date` is
// null in a month's row, so the list behind the bar opened with dateFrom= empty: all of time, as that month.
//
// For each grouping (each option of a select or tabs filter the page always sends: groupBy), a row of the answer is
// made up from the route's response schema: a field marked "x-filledBy": {"groupBy": {"day": "2026-10-15"}} holds
// that example under those groupings and null under the others; another nullable field is null; the rest hold an
// example of their type. The link's query is then filled by the app's own code (linkQuery, conditions,
// expressions) with every filter of the page set. A value still empty is an error: it would be empty for real rows.
// (A value empty only because an optional filter is, as `{{$params.branchId}}`, is the same "all" on both screens; so is
// a field whose schema says what its null means, "x-nullMeans": "whole days": the link then sends that meaning.)

type Node = Record<string, unknown>;

/** Where a link takes its record: the rows (or the object) of an api's answer. */
interface LinkSite {
  links: RowLink[];
  pointer: (i: number) => string;
  api: Api;
  /** path of the record in the answer's data: the rows ([..., EACH]) or the answer itself ([]) */
  record: 'rows' | 'answer' | string[];
}

const asList = (links: RowLinks | undefined): RowLink[] => (links ? (Array.isArray(links) ? links : [links]) : []);
const pointerOf = (links: RowLinks | undefined, base: string) => (i: number) => (Array.isArray(links) ? `${base}/${i}` : base);

function linkSites(page: PageSchema): LinkSite[] {
  const sites: LinkSite[] = [];
  const add = (links: RowLinks | undefined, base: string, api: Api, record: LinkSite['record']) => {
    if (links) sites.push({ links: asList(links), pointer: pointerOf(links, base), api, record });
  };
  if (page.kind === 'list' || page.kind === 'report') add(page.rowLink, '/rowLink', page.api, 'rows');
  if (page.kind === 'report') {
    if (page.chart?.drill) add(page.chart.drill, '/chart/drill', page.chart.api ?? page.api, 'rows');
    (page.summary ?? []).forEach((s, i) => {
      if (page.summaryApi) add(s.link, `/summary/${i}/link`, page.summaryApi, 'answer');
      else if (page.summaryPath) add(s.link, `/summary/${i}/link`, page.api, splitPath(page.summaryPath));
    });
  }
  if (page.kind === 'dashboard') {
    page.tiles.forEach((t, i) => {
      if (t.type === 'bar' || t.type === 'line' || t.type === 'pie') add(t.drill, `/tiles/${i}/drill`, t.api, 'rows');
      if (t.type === 'stat') {
        add(t.notice?.link, `/tiles/${i}/notice/link`, t.api, 'answer');
        t.items.forEach((item, k) => item.to && add({ to: item.to, ...(item.query ? { query: item.query } : {}) }, `/tiles/${i}/items/${k}`, t.api, 'answer'));
      }
    });
  }
  return sites;
}

/** A grouping: the values of the filters that always send one of their options (groupBy), by parameter. */
type Grouping = Record<string, string | number | boolean>;

function groupingsOf(filters: Filter[]): Grouping[] {
  let out: Grouping[] = [{}];
  for (const f of filters) {
    if (f.widget !== 'select' && f.widget !== 'tabs') continue;
    if (f.allOption !== false && !f.required) continue;
    const values = (f.options ?? []).map((o) => o.value).filter((v): v is string | number | boolean => !Array.isArray(v));
    if (!values.length) continue;
    const param = f.param ?? f.field;
    out = out.flatMap((g) => values.map((v) => ({ ...g, [param]: v })));
  }
  return out;
}

const describeGrouping = (g: Grouping) => Object.entries(g).map(([k, v]) => `${k}=${String(v)}`).join(', ');

/** The page's filter values as the link's $params: every filter set (ranges to a month, pickers to an id). */
function sampleParams(filters: Filter[], grouping: Grouping): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const f of filters) {
    for (const { name, namedBy } of FILTER_KINDS[f.widget].params(f)) {
      const day = namedBy === 'paramTo' ? '2026-10-31' : namedBy === 'paramUntil' ? '15:07' : '2026-10-01';
      params[name] = f.widget === 'dateRange' ? day : f.widget === 'numberRange' ? 1 : (f.options?.[0]?.value ?? (f.widget === 'text' ? 'x' : 1));
    }
  }
  return { ...params, ...grouping };
}

function nodeTypes(nodes: Node[]): string[] {
  return nodes.flatMap((n) => (n.type === undefined ? [] : ([] as string[]).concat(n.type as string | string[])));
}

/** An example value of a schema node, or null when the field is empty under this grouping (and why; none when the answer says what its null means). */
function sampleOf(nodes: Node[], params: Record<string, unknown>): { value: unknown; why?: { en: string; zh: string } } {
  if (nodes.some((n) => typeof n['x-nullMeans'] === 'string')) return { value: null };
  const filledBy = nodes.map((n) => n['x-filledBy']).find((x): x is Record<string, Record<string, unknown>> => typeof x === 'object' && x !== null);
  if (filledBy) {
    for (const [param, examples] of Object.entries(filledBy)) {
      const value = params[param];
      if (value !== undefined && Object.hasOwn(examples, String(value))) return { value: examples[String(value)] };
      const sent = `${param}=${String(value ?? '(not sent)')}`;
      const filled = `${param}=${Object.keys(examples).join(', ')}`;
      return { value: null, why: { en: `is null when ${sent} (filled only for ${filled})`, zh: `在 ${sent} 时为 null（只在 ${filled} 时有值）` } };
    }
  }
  const types = nodeTypes(nodes);
  if (types.includes('null') || nodes.some((n) => n.nullable === true)) return { value: null, why: { en: 'may be null (its type allows null)', zh: '可能为 null（其类型允许 null）' } };
  const format = nodes.map((n) => n.format).find((f) => typeof f === 'string');
  if (format === 'date') return { value: '2026-10-15' };
  if (format === 'date-time') return { value: '2026-10-15T08:00:00.000Z' };
  if (types.includes('integer') || types.includes('number')) return { value: 7 };
  if (types.includes('boolean')) return { value: true };
  return { value: 'x1' };
}

/** The fields a link reads from its record (placeholders and expression vars, not $params). */
function fieldsRead(link: RowLink): string[] {
  const values = Object.values(link.query ?? {});
  const fields = values.flatMap((v) => (typeof v === 'string' ? placeholders(v) : readPaths(v.$expr)));
  return [...new Set(fields.filter((f) => !f.startsWith('$')))];
}

function setPath(obj: Record<string, unknown>, path: string[], value: unknown): void {
  let cur = obj;
  path.slice(0, -1).forEach((seg) => {
    cur[seg] ??= {};
    cur = cur[seg] as Record<string, unknown>;
  });
  cur[path[path.length - 1]!] = value;
}

export function checkLinkValues(p: ResolvedPage, routes: readonly RouteLike[]): FindingList {
  const out = new FindingList();
  const page = p.page;
  const filters = page.kind === 'list' || page.kind === 'report' || page.kind === 'dashboard' ? (page.filters ?? []) : [];
  for (const site of linkSites(page)) {
    const found = findRoute(routes, site.api.method ?? 'POST', site.api.url);
    if (!found.route) continue; // the contract check names a missing route
    const route = found.route;
    const base = site.api.dataPath ? splitPath(site.api.dataPath) : [];
    const recordPath = site.record === 'answer' ? base : site.record === 'rows' ? [...base, ...(site.api.listPath ? splitPath(site.api.listPath) : ['rows']), EACH] : [...base, ...site.record];
    for (const grouping of groupingsOf(filters)) {
      // A parameter the api fixes wins over the page's filter (a chart's own grouping).
      const params = { ...sampleParams(filters, grouping), ...Object.fromEntries(Object.entries(site.api.params ?? {}).filter(([, v]) => typeof v !== 'object' && !String(v).includes('{{'))) };
      site.links.forEach((link, i) => {
        const record: Record<string, unknown> = {};
        const empty = new Map<string, { en: string; zh: string }>();
        const nullMeans = new Set<string>();
        const fields = fieldsRead(link);
        const hits = fields.map((field) => {
          const hit = lookup(route.schema.response, [...recordPath, ...splitPath(field)]);
          // a list answer that is the rows themselves
          return !hit.ok && site.record === 'rows' && !site.api.listPath ? lookup(route.schema.response, [...base, EACH, ...splitPath(field)]) : hit;
        });
        // A field the answer lacks is the contract check's to name (contract.ts), once.
        if (hits.some((h) => !h.ok)) return;
        for (const [k, field] of fields.entries()) {
          const hit = hits[k]!;
          if (!hit.ok) continue;
          const sample = sampleOf(hit.nodes, params);
          setPath(record, splitPath(field), sample.value);
          if (sample.why) empty.set(field, sample.why);
          else if (sample.value === null) nullMeans.add(field);
        }
        const scope = { ...record, $params: params };
        if (!evaluate(link.when, scope)) return; // rows like this one do not open the link
        const sent = linkQuery(link.query, scope);
        for (const [key, value] of Object.entries(sent)) {
          if (value !== '') continue;
          const raw = link.query![key]!;
          const reads = typeof raw === 'string' ? placeholders(raw) : isExpression(raw) ? readPaths(raw.$expr) : [];
          if (reads.length > 0 && reads.every((f) => nullMeans.has(f))) continue;
          const whyOf = (lang: 'en' | 'zh') => reads.filter((f) => empty.has(f)).map((f) => `"${f}" ${empty.get(f)![lang]}`).join(lang === 'en' ? '; ' : '；');
          const grouped = Object.keys(grouping).length ? describeGrouping(grouping) : '';
          const [why, whyZh] = [whyOf('en'), whyOf('zh')];
          const fallBack = `{{${reads[0] ?? 'field'}||$params.${key}}}`;
          // the last day of the month for a period's end (dateTo), its first for anything else
          const compute = `{"$expr": {"or": [{"${/To$/.test(key) ? 'monthEnd' : 'monthStart'}": {"var": "key"}}, {"var": "$params.${key}"}]}}`;
          out.error(`${site.pointer(i)}/query/${key}`, {
            en: `sends "${key}" empty${grouped ? ` when grouped ${grouped}` : ''}${why ? `: in the answer of ${route.method} ${route.url}, ${why}` : ''}, so ${link.to} opens unfiltered by it. Fall back to a filled value (${fallBack}) or compute it (${compute})`,
            zh: `${grouped ? `按 ${grouped} 分组时` : ''}发送的 "${key}" 为空${whyZh ? `：${route.method} ${route.url} 的返回中，${whyZh}` : ''}，${link.to} 打开时不按它筛选。请退而取一个有值的字段（${fallBack}）或计算它（${compute}）`,
          });
        }
      });
    }
  }
  return out;
}
