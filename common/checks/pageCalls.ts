import type { Action, Api, Column, Condition, Expression, Filter, FormClosed, JoinedText, PageSchema, QueryValue, RowLinks, ValueTemplate } from '../page/schemaTypes';
import { tileRows } from './tileRows';
import { isExpression, readPaths } from '../expressions/expression';
import { EACH, splitPath } from './schemaPaths';
import { FILTER_KINDS } from '../filters/filterKinds';
import { fieldChecks } from '../forms/fieldChecks';
import { addFromFields, addFromProblems, type AddFromSpec } from '../forms/addFromSpec';

// What a page sends to the server and what it reads from the answers, per server call, as plain data: the
// contract check (contract.ts) then compares each call with its route. Mirrors what the engine does: filters
// become parameters (filterParams.ts), lists page with pageNum/pageSize, rows come from listPath.

export interface SentParam {
  name: string;
  pointer: string;
  /** a fixed value (api.params), checked against the route's enum */
  value?: unknown;
}

export interface FieldRead {
  /** the field as the page names it */
  field: string;
  /** path in the call's data (after dataPath); rows of a list start with the list marker */
  path: string[];
  pointer: string;
  /** what the page does with it, for the message: column, summary field, … */
  what: string;
  /** the page hides it from users shielded from this code: the server must remove it for them too */
  shieldCode?: string;
  /** where the page names that code (the part's, its section's or its tab's `shieldCode`) */
  shieldAt?: string;
  /** other codes that hide it with the part that shows it (a chart, a tile, a total's column) */
  guards?: string[];
}

export interface ApiUse {
  /** pointer of the api object in the page file */
  pointer: string;
  api: Api;
  params: SentParam[];
  /** a body template that replaces the parameters (actions) */
  body?: { template: ValueTemplate; pointer: string };
  reads: FieldRead[];
  /** the code guarding the part that makes the call (an action, a widget): a shield code the route must carry
   * too, or a menu code that lets the part call that screen's route */
  shieldCode?: string;
  /** the call changes something (an action's request or submit), rather than reading what a part shows */
  action?: true;
}

/** Stands for the path of a list answer's rows: listPath, or the answer when it is a list, or `rows`. */
export const ROWS = '<rows>';

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

/** Fields a template string reads ({{a||b.c}} → a, b.c); `$root.` and the confirm dialog's `input` are not fields. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)]
    .flatMap((m) => m[1]!.split('||').map((s) => s.trim()))
    .filter((f) => f !== '' && f !== 'input' && !f.startsWith('$'));
}

/** The parameter names a filter sends, as its kind declares them (common/filters/filterKinds.ts). */
export function paramsOfFilter(f: Filter): string[] {
  return FILTER_KINDS[f.widget].params(f).map((p) => p.name);
}

/** The fields a condition reads (a `{field, op}` test's, an expression's variables). */
export function conditionFields(c: Condition | undefined): string[] {
  if (!c) return [];
  if (isExpression(c)) return expressionFields(c);
  if ('field' in c) return [c.field];
  if ('all' in c) return c.all.flatMap(conditionFields);
  if ('any' in c) return c.any.flatMap(conditionFields);
  return conditionFields(c.not);
}

const fixedParams = (api: Api, pointer: string): SentParam[] =>
  Object.entries(api.params ?? {}).map(([name, value]) => ({ name, pointer: `${pointer}/params/${name}`, value }));

/** Each parameter a filter sends, pointing at the property that names it (param, paramFrom, paramTo or field). */
const filterParamsOf = (filters: Filter[] | undefined): SentParam[] =>
  (filters ?? []).flatMap((f, i) =>
    FILTER_KINDS[f.widget].params(f).map(({ name, namedBy }) => ({ name, pointer: `/filters/${i}/${f[namedBy] ? namedBy : 'field'}` })),
  );

type Shield = { code: string; at: string };

/** The shield code that hides a part: the first of the part's own, its section's, its tab's that is set, and where. */
const shieldOf = (...candidates: [string | undefined, string][]): Shield | undefined => {
  const found = candidates.find(([code]) => code);
  return found ? { code: found[0]!, at: `${found[1]}/shieldCode` } : undefined;
};

const read = (prefix: string[], field: string, pointer: string, what: string, shield?: Shield, guards: (string | undefined)[] = []): FieldRead => {
  const codes = guards.filter((g): g is string => Boolean(g));
  return { field, path: [...prefix, ...splitPath(field)], pointer, what, ...(shield ? { shieldCode: shield.code, shieldAt: shield.at } : {}), ...(codes.length ? { guards: codes } : {}) };
};

/** Fields an expression reads ({"var": "key"}); the page's filter values ($params) are not fields of an answer. */
const expressionFields = (e: Expression): string[] => readPaths(e.$expr).filter((f) => !f.startsWith('$'));

/** The fields a line of parts reads: its conditions' and its templates' (a notice, a total's note). */
const joinedTextReads = (prefix: string[], line: JoinedText | undefined, pointer: string, what: string): FieldRead[] =>
  (line?.parts ?? []).flatMap((part, k) => [
    ...conditionFields(part.when).map((c) => read(prefix, c, `${pointer}/parts/${k}/when`, 'condition field')),
    ...templateReads(prefix, part.text as string | Record<string, string>, `${pointer}/parts/${k}/text`, what),
  ]);

const templateReads = (prefix: string[], templates: Record<string, QueryValue> | string | undefined, pointer: string, what: string): FieldRead[] => {
  if (templates === undefined) return [];
  const entries = typeof templates === 'string' ? [['', templates] as const] : Object.entries(templates);
  return entries.flatMap(([k, t]) => (typeof t === 'string' ? placeholders(t) : expressionFields(t)).map((f) => read(prefix, f, k ? `${pointer}/${k}` : pointer, what)));
};

/** Placeholders of a value template ({"$map": "lines", "to": …} reads the list, then fields of its elements). */
function valueTemplateReads(prefix: string[], tpl: ValueTemplate | undefined, pointer: string, what: string): FieldRead[] {
  if (typeof tpl === 'string') return templateReads(prefix, tpl, pointer, what);
  if (Array.isArray(tpl)) return tpl.flatMap((v, i) => valueTemplateReads(prefix, v, `${pointer}/${i}`, what));
  if (tpl === null || typeof tpl !== 'object') return [];
  if (isExpression(tpl)) return expressionFields(tpl).map((f) => read(prefix, f, pointer, what));
  if (typeof tpl.$map === 'string' && 'to' in tpl) {
    return [read(prefix, tpl.$map, `${pointer}/$map`, what), ...valueTemplateReads([...prefix, ...splitPath(tpl.$map), EACH], tpl.to, `${pointer}/to`, what)];
  }
  return Object.entries(tpl).flatMap(([k, v]) => valueTemplateReads(prefix, v, `${pointer}/${k}`, what));
}

function columnReads(prefix: string[], columns: Column[], base: string): FieldRead[] {
  return columns.flatMap((c, i) => [
    read(prefix, c.field, `${base}/${i}/field`, 'column', shieldOf([c.shieldCode, `${base}/${i}`])),
    ...conditionFields(c.visibleWhen).map((f) => read(prefix, f, `${base}/${i}/visibleWhen`, 'condition field')),
  ]);
}

/** Reads of actions over a record (a detail's record or a list row), and the calls request/submit actions make. */
function actionUses(actions: Action[] | undefined, base: string, prefix: string[], scopeIsAnswer: boolean, formFields: string[]): { reads: FieldRead[]; uses: ApiUse[] } {
  const reads: FieldRead[] = [];
  const uses: ApiUse[] = [];
  (actions ?? []).forEach((a, i) => {
    const at = `${base}/${i}`;
    if (scopeIsAnswer) {
      reads.push(...conditionFields(a.visibleWhen).map((f) => read(prefix, f, `${at}/visibleWhen`, 'condition field')));
      reads.push(...templateReads(prefix, a.query, `${at}/query`, 'link parameter'));
      if (a.body !== undefined) reads.push(...valueTemplateReads(prefix, a.body, `${at}/body`, 'action body field'));
    }
    if (!a.api) return;
    const sent: SentParam[] = a.body === undefined && a.type === 'submit' ? formFields.map((name) => ({ name, pointer: '/schema/properties' })) : fixedParams(a.api, `${at}/api`);
    uses.push({
      pointer: `${at}/api`,
      api: a.api,
      params: sent,
      ...(a.body !== undefined ? { body: { template: a.body, pointer: `${at}/body` } } : {}),
      reads: [],
      action: true,
      ...(a.shieldCode ? { shieldCode: a.shieldCode } : {}),
    });
  });
  return { reads, uses };
}

/** The fields a row link reads from its row: its query's placeholders and its `when` condition (one link or a list). */
function rowLinkReads(prefix: string[], links: RowLinks | undefined, pointer: string): FieldRead[] {
  if (!links) return [];
  const list = Array.isArray(links) ? links : [links];
  return list.flatMap((l, i) => {
    const at = Array.isArray(links) ? `${pointer}/${i}` : pointer;
    return [
      ...templateReads(prefix, l.query, `${at}/query`, 'link parameter'),
      ...conditionFields(l.when).map((f) => read(prefix, f, `${at}/when`, 'condition field')),
    ];
  });
}

/** The fields of the loaded answer a form's closed states read: their conditions and their link's parameters. */
function closedReads(closed: FormClosed[] | undefined): FieldRead[] {
  return (closed ?? []).flatMap((c, i) => [
    ...conditionFields(c.when).map((f) => read([], f, `/closedWhen/${i}/when`, 'condition field')),
    ...templateReads([], c.link.query, `/closedWhen/${i}/link/query`, 'link parameter'),
  ]);
}

/** The server checks a form's fields ask for while typing (ui:options.check): the field's value under `param`, plus `with`. */
function fieldCheckUses(uiSchema: Record<string, unknown> | undefined): ApiUse[] {
  return Object.entries(fieldChecks(uiSchema ?? {})).map(([field, check]) => {
    const at = `/uiSchema/${field}/ui:options/check`;
    const params: SentParam[] = [{ name: check.param, pointer: `${at}/param` }, ...Object.keys(check.with ?? {}).map((name) => ({ name, pointer: `${at}/with/${name}` }))];
    return { pointer: `${at}/api`, api: check.api, params, reads: [] };
  });
}

/** The searches of addFrom fields: the typed text under `search` plus the api's params; the results' fields it shows and maps. */
function addFromUses(uiSchema: unknown): ApiUse[] {
  return addFromFields(uiSchema).flatMap(({ spec, pointer }) => {
    if (addFromProblems(spec).length) return [];
    const s = spec as AddFromSpec;
    const rows = [...splitPath(s.listPath ?? 'rows'), EACH];
    const reads: FieldRead[] = [
      read(rows, s.key, `${pointer}/key`, 'result key'),
      ...templateReads(rows, s.title, `${pointer}/title`, 'result field'),
      ...templateReads(rows, s.subtitle, `${pointer}/subtitle`, 'result field'),
      ...valueTemplateReads(rows, s.explain as ValueTemplate | undefined, `${pointer}/explain`, 'result field'),
      ...(s.facts ?? []).map((f, i) => read(rows, f.field, `${pointer}/facts/${i}/field`, 'result field')),
      ...valueTemplateReads(rows, s.map, `${pointer}/map`, 'result field'),
    ];
    return [{ pointer: `${pointer}/api`, api: s.api, params: [...fixedParams(s.api, `${pointer}/api`), { name: s.search, pointer: `${pointer}/search` }], reads }];
  });
}

export function pageCalls(page: PageSchema): ApiUse[] {
  const rows = [ROWS, EACH];
  switch (page.kind) {
    case 'list':
    case 'report': {
      const paging: SentParam[] = page.api.paged === false ? [] : ['pageNum', 'pageSize'].map((name) => ({ name, pointer: '/api' }));
      const filters = filterParamsOf(page.filters);
      const reads: FieldRead[] = [...columnReads(rows, page.columns, '/columns')];
      if (page.api.listPath) reads.push(read([], page.api.listPath, '/api/listPath', 'list'));
      if (page.api.totalPath) reads.push(read([], page.api.totalPath, '/api/totalPath', 'total'));
      if (page.rowKey) reads.push(read(rows, page.rowKey, '/rowKey', 'row key'));
      (page.filters ?? []).forEach((f, i) => f.countsPath && reads.push(read([], f.countsPath, `/filters/${i}/countsPath`, 'tab counts')));
      reads.push(...rowLinkReads(rows, page.rowLink, '/rowLink'));
      const uses: ApiUse[] = [];
      if (page.kind === 'list') {
        const acts = actionUses(page.rowActions, '/rowActions', rows, true, []);
        reads.push(...acts.reads);
        uses.push(...acts.uses);
      } else {
        // A total or a chart series goes with the column of its field when that column is hidden (resolvePage).
        const columnCode = (field: string) => page.columns.find((c) => c.field === field)?.shieldCode;
        if (page.chart) {
          const chart = page.chart;
          reads.push(read(rows, chart.x, '/chart/x', 'chart category'));
          chart.series.forEach((s, i) => reads.push(read(rows, s.field, `/chart/series/${i}/field`, 'chart series', undefined, [chart.shieldCode, columnCode(s.field)])));
        }
        const summaryReads = (prefix: string[]) => (page.summary ?? []).flatMap((s, i) => [
          read(prefix, s.field, `/summary/${i}/field`, 'summary field', shieldOf([s.shieldCode, `/summary/${i}`]), [columnCode(s.field)]),
          ...joinedTextReads(prefix, s.note, `/summary/${i}/note`, 'note field'),
        ]);
        if (page.summaryApi) uses.push({ pointer: '/summaryApi', api: page.summaryApi, params: [...fixedParams(page.summaryApi, '/summaryApi'), ...filters], reads: summaryReads([]) });
        else if (page.summaryPath) reads.push(...summaryReads(splitPath(page.summaryPath)));
      }
      (page.filters ?? []).forEach((f, i) => f.optionsApi && uses.push({ pointer: `/filters/${i}/optionsApi`, api: f.optionsApi, params: fixedParams(f.optionsApi, `/filters/${i}/optionsApi`), reads: [] }));
      return [{ pointer: '/api', api: page.api, params: [...fixedParams(page.api, '/api'), ...filters, ...paging], reads }, ...uses];
    }
    case 'detail': {
      const reads: FieldRead[] = [...templateReads([], page.heading, '/heading', 'heading field')];
      if (page.status) reads.push(read([], page.status.field, '/status/field', 'status field'));
      page.sections.forEach((s, si) => {
        reads.push(...conditionFields(s.visibleWhen).map((f) => read([], f, `/sections/${si}/visibleWhen`, 'condition field')));
        s.fields.forEach((f, fi) => {
          const at = `/sections/${si}/fields/${fi}`;
          reads.push(read([], f.field, `${at}/field`, 'section field', shieldOf([f.shieldCode, at], [s.shieldCode, `/sections/${si}`])));
          reads.push(...conditionFields(f.visibleWhen).map((c) => read([], c, `${at}/visibleWhen`, 'condition field')));
          reads.push(...templateReads([], f.query, `${at}/query`, 'link parameter'));
        });
      });
      if (page.lines) {
        reads.push(read([], page.lines.path, '/lines/path', 'lines'));
        const lineRows = [...splitPath(page.lines.path), EACH];
        reads.push(...columnReads(lineRows, page.lines.columns, '/lines/columns'));
        if (page.lines.rowKey) reads.push(read(lineRows, page.lines.rowKey, '/lines/rowKey', 'line key'));
        reads.push(...rowLinkReads(lineRows, page.lines.rowLink, '/lines/rowLink'));
      }
      if (page.conversation) {
        const c = page.conversation;
        reads.push(read([], c.path, '/conversation/path', 'conversation'));
        const notes = [...splitPath(c.path), EACH];
        reads.push(read(notes, c.author.field, '/conversation/author/field', 'message author'));
        reads.push(read(notes, c.time, '/conversation/time', 'message time'));
        reads.push(read(notes, c.text, '/conversation/text', 'message text'));
        reads.push(...conditionFields(c.reply?.visibleWhen).map((f) => read([], f, '/conversation/reply/visibleWhen', 'condition field')));
      }
      const replyActs = actionUses(page.conversation?.reply?.actions, '/conversation/reply/actions', [], true, []);
      reads.push(...replyActs.reads);
      const acts = actionUses(page.actions, '/actions', [], true, []);
      // A tab with its own call reads its fields from that answer and fills its parameters from the page's record;
      // a tab without one reads the page's record.
      const tabUses: ApiUse[] = [];
      (page.tabs ?? []).forEach((tab, ti) => {
        const at = `/tabs/${ti}`;
        const tabReads: FieldRead[] = [];
        (tab.sections ?? []).forEach((s, si) => s.fields.forEach((f, fi) => {
          tabReads.push(read([], f.field, `${at}/sections/${si}/fields/${fi}/field`, 'section field', shieldOf([f.shieldCode, `${at}/sections/${si}/fields/${fi}`], [s.shieldCode, `${at}/sections/${si}`], [tab.shieldCode, at])));
          tabReads.push(...conditionFields(f.visibleWhen).map((c) => read([], c, `${at}/sections/${si}/fields/${fi}/visibleWhen`, 'condition field')));
        }));
        const rowsPath = tab.lines?.path ?? tab.api?.listPath;
        if (tab.lines) {
          tabReads.push(read([], tab.lines.path, `${at}/lines/path`, 'lines'));
          tabReads.push(...columnReads([...splitPath(tab.lines.path), EACH], tab.lines.columns, `${at}/lines/columns`));
        }
        if (tab.chart && rowsPath) {
          const chartRows = [...splitPath(rowsPath), EACH];
          tabReads.push(read(chartRows, tab.chart.x, `${at}/chart/x`, 'chart category'));
          tab.chart.series.forEach((c, k) => tabReads.push(read(chartRows, c.field, `${at}/chart/series/${k}/field`, 'chart series', undefined, [tab.chart!.shieldCode, tab.shieldCode])));
        }
        if (tab.api) {
          reads.push(...Object.entries(tab.api.params ?? {}).flatMap(([k, v]) => (typeof v === 'string' ? templateReads([], v, `${at}/api/params/${k}`, 'tab parameter') : [])));
          tabUses.push({ pointer: `${at}/api`, api: tab.api, params: fixedParams(tab.api, `${at}/api`), reads: tabReads, ...(tab.shieldCode ? { shieldCode: tab.shieldCode } : {}) });
        } else reads.push(...tabReads);
      });
      return [{ pointer: '/api', api: page.api, params: fixedParams(page.api, '/api'), reads: [...reads, ...acts.reads] }, ...acts.uses, ...replyActs.uses, ...tabUses];
    }
    case 'form': {
      const formFields = Object.keys((page.schema.properties as Record<string, unknown> | undefined) ?? {});
      // A load without api fills the form from the route query alone: nothing of the server's to check.
      const load: ApiUse[] = page.load?.api
        ? [{ pointer: '/load/api', api: page.load.api, params: fixedParams(page.load.api, '/load/api'), reads: [...valueTemplateReads([], page.load.map, '/load/map', 'loaded field'), ...closedReads(page.closedWhen)] }]
        : [];
      return [...load, ...actionUses(page.actions, '/actions', [], false, formFields).uses, ...fieldCheckUses(page.uiSchema), ...addFromUses(page.uiSchema)];
    }
    case 'dashboard': {
      const filters = filterParamsOf(page.filters);
      return page.tiles.flatMap((w, i): ApiUse[] => {
        const at = `/tiles/${i}`;
        const guard = w.shieldCode ? { shieldCode: w.shieldCode } : {};
        // A menu tile draws the session's menu, the session tiles its values: no call but their buttons' and rows'.
        if (w.type === 'actions') return actionUses(w.actions, `${at}/actions`, [], false, []).uses;
        if (w.type === 'links') return tileRows(w, at).flatMap(({ row, at: rowAt }) => (row.action?.api ? [{ pointer: `${rowAt}/action/api`, api: row.action.api, params: fixedParams(row.action.api, `${rowAt}/action/api`), reads: [] }] : []));
        if (w.type === 'menu' || w.type === 'profile' || w.type === 'note') return [];
        const params = [...fixedParams(w.api, `${at}/api`), ...(w.filters === false ? [] : filters)];
        if (w.type === 'banner') {
          // The banners are the answer's rows (a bare list, or the list at listPath); the reports are filled from one.
          const banner = w.api.listPath ? [...splitPath(w.api.listPath), EACH] : [EACH];
          const fields = (['key', 'title', 'subtitle', 'color', 'link'] as const).flatMap((k) => (w[k] ? [read(banner, w[k], `${at}/${k}`, 'banner field')] : []));
          const reports = (['seenApi', 'tapApi'] as const).flatMap((k): ApiUse[] => {
            const api = w[k];
            if (!api) return [];
            fields.push(...valueTemplateReads(banner, api.params, `${at}/${k}/params`, 'banner field'));
            // Counting a banner seen or tapped is a write the tile makes by itself, as an action is: not what it shows.
            return [{ pointer: `${at}/${k}`, api, params: fixedParams(api, `${at}/${k}`), reads: [], action: true, ...guard }];
          });
          return [{ pointer: `${at}/api`, api: w.api, params, reads: fields, ...guard }, ...reports];
        }
        if (w.type === 'stat') {
          const reads = w.items.flatMap((item, k) => [
            // a figure left out when empty (hideEmpty) is not shown empty to a shielded user
            read([], item.field, `${at}/items/${k}/field`, item.hideEmpty ? 'figure left out when empty' : 'figure', undefined, [w.shieldCode]),
            ...(item.detail ? [read([], item.detail.field, `${at}/items/${k}/detail/field`, item.hideEmpty ? 'figure left out when empty' : 'figure', undefined, [w.shieldCode])] : []),
            ...templateReads([], item.query, `${at}/items/${k}/query`, 'link parameter'),
          ]);
          reads.push(...joinedTextReads([], w.notice, `${at}/notice`, 'notice field'));
          reads.push(...joinedTextReads([], w.note, `${at}/note`, 'note field'));
          reads.push(...rowLinkReads([], w.notice?.link, `${at}/notice/link`));
          return [{ pointer: `${at}/api`, api: w.api, params, reads, ...guard }];
        }
        const reads = [read(rows, w.x, `${at}/x`, 'chart category'), ...w.series.map((s, k) => read(rows, s.field, `${at}/series/${k}/field`, 'chart series', undefined, [w.shieldCode]))];
        if (w.api.listPath) reads.push(read([], w.api.listPath, `${at}/api/listPath`, 'list'));
        return [{ pointer: `${at}/api`, api: w.api, params, reads, ...guard }];
      });
    }
  }
}
