import type { ValueTemplate } from '../page/schemaTypes';
import { FindingList } from './issues';
import { pageCalls, ROWS, type ApiUse, type FieldRead } from './pageCalls';
import type { ResolvedPage } from './pageIdentity';
import { seenWith } from './menuFiles';
import { findRoute, type RouteLike } from './routeIndex';
import { didYouMeanFieldWords, didYouMeanWords } from '../validation/didYouMean';
import { readInChinese } from './readWords';
import { isExpression } from '../expressions/expression';
import { allowedValues, describeMiss, EACH, lookup, showPath, splitPath } from './schemaPaths';

// The contract between a page file and the server routes it calls (issue: "the contract, checked"): the route
// exists; it belongs to the page's menu code; it accepts every parameter the page sends; its answer declares
// every field the page shows; a part the page hides behind a shield code is removed by the server too; what a page
// shows comes from routes the server declares reads (a draft cannot make a write route its data).

type Node = Record<string, unknown>;

/** Where a list answer keeps its rows: listPath; the answer itself when it is a list; else `rows` (data/api.ts). */
function rowsPath(use: ApiUse, data: unknown): string[] {
  if (use.api.listPath) return splitPath(use.api.listPath);
  const type = (data as Node | undefined)?.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array')) ? [] : ['rows'];
}

/** `said`: the parameters (pointer and name) refused for an earlier call of the page, not said again for the next one. */
function checkParams(use: ApiUse, route: RouteLike, out: FindingList, said: Set<string>): void {
  const method = route.method;
  const where = method === 'GET' ? 'querystring' : 'body';
  const input = method === 'GET' ? route.schema.querystring : route.schema.body;
  const label = `${method} ${route.url}`;
  if (!input) {
    const first = use.body ? use.body.pointer : use.params[0]?.pointer;
    if (first !== undefined) out.error(first, `${label} declares no ${where}: the parameters this page sends (${use.body ? 'the body' : use.params.map((p) => p.name).join(', ')}) would be ignored`);
    return;
  }
  for (const p of use.params) {
    // a filter's parameter goes to each call of the page (the rows, the totals): a slip in it is said once
    const key = `${p.pointer} ${p.name}`;
    if (said.has(key)) continue;
    const found = lookup(input, [p.name]);
    if (!found.ok) {
      said.add(key);
      const paging = p.name === 'pageNum' || p.name === 'pageSize' ? ' (lists send pageNum/pageSize; set "paged": false when one answer holds every row)' : '';
      const hint = didYouMeanFieldWords(p.name, found.known);
      out.error(p.pointer, {
        en: `sends parameter "${p.name}" that ${label} does not accept in its ${where}${hint.en}${paging}`,
        zh: `发送了参数 "${p.name}"，但 ${label} 的${where === 'body' ? '请求体' : '查询参数'}不接受它${hint.zh}${paging ? '（列表会发送 pageNum/pageSize；一次返回全部行时设 "paged": false）' : ''}`,
      });
      continue;
    }
    const allowed = allowedValues(found.nodes);
    const literal = p.value;
    if (allowed && literal !== undefined && !isExpression(literal) && !(typeof literal === 'string' && literal.includes('{{'))) {
      const values = Array.isArray(literal) ? literal : [literal];
      for (const v of values) {
        if (allowed.some((a) => String(a) === String(v))) continue;
        const hint = didYouMeanWords(String(v), allowed.map(String));
        out.error(p.pointer, { en: `${JSON.stringify(v)} is not a value ${label} accepts for "${p.name}"${hint.en}`, zh: `${label} 的 "${p.name}" 不接受 ${JSON.stringify(v)}${hint.zh}` });
      }
    }
  }
  if (use.body) checkTemplate(input, use.body.template, use.body.pointer, [], label, out);
}

/** An action's body template against the route's body schema: every key it builds must be declared. */
function checkTemplate(schema: unknown, tpl: ValueTemplate, pointer: string, path: string[], label: string, out: FindingList): void {
  // An expression is a value, not a shape to hold against the schema.
  if (tpl === null || typeof tpl !== 'object' || isExpression(tpl)) return;
  if (Array.isArray(tpl)) return tpl.forEach((v, i) => checkTemplate(schema, v, `${pointer}/${i}`, [...path, EACH], label, out));
  if (typeof tpl.$map === 'string' && 'to' in tpl) return checkTemplate(schema, tpl.to as ValueTemplate, `${pointer}/to`, [...path, EACH], label, out);
  for (const [key, value] of Object.entries(tpl)) {
    const found = lookup(schema, [...path, key]);
    if (!found.ok) {
      const hint = didYouMeanFieldWords(key, found.known);
      out.error(`${pointer}/${key}`, { en: `sends "${showPath([...path, key])}" that ${label} does not accept${hint.en}`, zh: `发送了 "${showPath([...path, key])}"，但 ${label} 不接受它${hint.zh}` });
      continue;
    }
    checkTemplate(schema, value, `${pointer}/${key}`, [...path, key], label, out);
  }
}

function checkReads(use: ApiUse, route: RouteLike, out: FindingList): void {
  const label = `${route.method} ${route.url}`;
  const base = use.api.dataPath ? splitPath(use.api.dataPath) : [];
  const dataNode = base.length ? (lookup(route.schema.response, base) as { nodes?: Node[] }).nodes?.[0] : route.schema.response;
  const rows = rowsPath(use, dataNode);
  // A listPath the answer does not have is one mistake, said at it (its own read, "list"): not again at every column
  // that reads a row through it.
  const noRows = !!use.api.listPath && !lookup(route.schema.response, [...base, ...rows]).ok;
  for (const r of use.reads) {
    if (noRows && r.path.includes(ROWS)) continue;
    const path = [...base, ...r.path.flatMap((seg) => (seg === ROWS ? rows : [seg]))];
    const found = lookup(route.schema.response, path);
    const field = r.field;
    if (!found.ok) {
      out.error(r.pointer, describeMiss(found, path, { en: `${r.what} "${field}" is not in the answer of ${label}`, zh: `${readInChinese(r.what)} "${field}" 不在 ${label} 的返回中` }));
      continue;
    }
    checkShield(r, found.shieldCodes, label, field, out);
  }
}

/** What shows a field the server may remove, and where its shield code goes. */
const SHOWN_BY: Record<string, { en: string; zh: string }> = {
  column: { en: 'the column', zh: '该列' },
  'section field': { en: 'the section field (or its section)', zh: '该分区字段（或其分区）' },
  'summary field': { en: 'the summary field (or the column of its field)', zh: '该合计字段（或其字段的列）' },
  'chart series': { en: 'the chart (or the column of its field)', zh: '该图表（或其字段的列）' },
  figure: { en: 'the tile (or the figure "hideEmpty": true)', zh: '该卡片（或给该数字加 "hideEmpty": true）' },
};

function checkShield(r: FieldRead, marked: Set<string>, label: string, field: string, out: FindingList): void {
  // Both findings judge the code the page names: a misspelt code is said once, where it is (pageCodes.ts).
  const from = r.shieldAt ? [r.shieldAt] : undefined;
  if (r.shieldCode && !marked.has(r.shieldCode)) {
    out.error(r.pointer, {
      en: `${r.what} "${field}" is hidden from users shielded from ${r.shieldCode}, but ${label} does not mark it "x-shieldCode": "${r.shieldCode}": the server still sends it`,
      zh: `${readInChinese(r.what)} "${field}" 对受 ${r.shieldCode} 屏蔽的用户隐藏，但 ${label} 没有给它标记 "x-shieldCode": "${r.shieldCode}"：服务器仍会发送它`,
    }, from);
  }
  // The server removes the field either way (nothing leaks), but the part would show users shielded from it an empty
  // figure, a blank bar, a column of dashes: refused like any other broken contract (issue: summary items and charts
  // that read a shielded field carry its shield code).
  const hidden = new Set([r.shieldCode, ...(r.guards ?? [])]);
  const where = SHOWN_BY[r.what];
  if (where) {
    for (const code of marked) {
      if (hidden.has(code)) continue;
      out.error(r.pointer, {
        en: `the server removes "${field}" for users shielded from ${code}: give ${where.en} "shieldCode": "${code}" so they are not shown an empty one`,
        zh: `服务器对受 ${code} 屏蔽的用户去掉 "${field}"：请给${where.zh}加 "shieldCode": "${code}"，免得他们看到空的`,
      }, from);
    }
  }
}

export function checkContract(p: ResolvedPage, routes: readonly RouteLike[]): FindingList {
  const out = new FindingList();
  const refused = new Set<string>();
  for (const use of pageCalls(p.page)) {
    const method = use.api.method ?? 'POST';
    const found = findRoute(routes, method, use.api.url);
    if (!found.route) {
      out.error(`${use.pointer}/url`, found.message);
      continue;
    }
    const route = found.route;
    const label = `${route.method} ${route.url}`;
    // Another screen's route is fine when everyone who sees this page also sees that screen, or when the part
    // calling it is guarded by that screen's code.
    const routeEntry = p.menus.entries.find((e) => e.code === route.menuCode);
    const covered = !route.menuCode || route.menuCode === p.page.menuCode || route.menuCode === use.shieldCode || (p.entry && routeEntry && seenWith(p.entry, routeEntry));
    if (!covered) {
      out.error(`${use.pointer}/url`, {
        en: `${label} belongs to menu code ${route.menuCode}, this page to ${p.page.menuCode}: a user whose menu holds ${p.page.menuCode} but not ${route.menuCode} gets 107 (guard this part with "shieldCode": "${route.menuCode}")`,
        zh: `${label} 属于菜单编码 ${route.menuCode}，本页属于 ${p.page.menuCode}：菜单有 ${p.page.menuCode} 而没有 ${route.menuCode} 的用户会收到 107（给这一部分加 "shieldCode": "${route.menuCode}"）`,
      }, ['/menuCode']);
    }
    // An action hidden by a shield code must be refused by the server too; a part that only reads (a tile, a tab) is
    // covered by the fields the server removes (checkShield).
    const isShieldCode = p.menus.shields.some((s) => s.code === use.shieldCode);
    if (use.action && use.shieldCode && isShieldCode && route.shieldCode !== use.shieldCode) {
      out.error(`${use.pointer}/url`, `the action is hidden from users shielded from ${use.shieldCode}, but ${label} ${route.shieldCode ? `carries ${route.shieldCode}` : 'carries no shieldCode'}: the server still accepts the call from them`);
    }
    if (!use.action && !route.read) {
      const reads = routes.filter((r) => r.read && r.method === route.method).map((r) => r.url);
      const near = didYouMeanWords(route.url, reads, false);
      out.error(`${use.pointer}/url`, {
        en: `${label} changes data (the server does not declare it a read): a page draws what it shows only from reads, and a change is made by an action ("type": "request" or "submit")${near.en}`,
        zh: `${label} 会修改数据（服务器没有声明它是读取）：页面只从读取接口取数据显示，修改由操作完成（"type": "request" 或 "submit"）${near.zh}`,
      });
    }
    checkParams(use, route, out, refused);
    checkReads(use, route, out);
  }
  return out;
}
