// What JSON Schema cannot say about page files: names that must be unique, enum names that must exist, links
// that must lead somewhere, totals that must be numbers, actions in the right kind. (Menu and shield codes:
// check/pageIdentity.ts and check/pageCodes.ts; the server side: check/contract.ts.)
import meta from '../../schemas/page.schema.json';
import { isNumericFormat } from '../format/format';
import type { Action, Column, Expression, Filter, Format, PageSchema, RowLink, RowLinks } from '../page/schemaTypes';
import { isExpression, OPERATIONS, unknownOperations } from '../expressions/expression';
import { wordsOf, type Finding, type Words } from './issues';
import { didYouMean, didYouMeanWords } from '../validation/didYouMean';
import { FIELD_SCREENS, fieldScreenAt } from '../routes/fieldScreens';
import { conditionFields, paramsOfFilter } from './pageCalls';
import { addFromFields, addFromProblems, type AddFromSpec } from '../forms/addFromSpec';
import { sessionFindings } from './sessionRefs';
import { fitsLink, type LinkKinds } from './linkTargets';
import { tileRows } from './tileRows';
import { missingFormatMessages } from './formatMessages';

export interface LintContext {
  enums: Record<string, { values: { value: string | number }[] }>;
  /** every route a link may lead to (check/linkTargets.ts) */
  routes: Set<string>;
  /** the kinds of the pages on those routes and what names a record, to weigh a misspelt link's did-you-mean */
  targets?: LinkKinds;
}

// The form field names of the meta-schema (src/engine/kinds/form/fields/fieldNames.ts keeps the engine equal to it).
const KNOWN_WIDGETS = new Set<string>(meta.$defs.fieldWidget.enum);

export function lintPage(page: PageSchema, ctx: LintContext): Finding[] {
  const out: Finding[] = [];
  const error = (pointer: string, message: Words) => out.push({ pointer, ...wordsOf(message), severity: 'error' });
  const warn = (pointer: string, message: Words) => out.push({ pointer, ...wordsOf(message), severity: 'warning' });

  const ZH_WHAT: Record<string, string> = { column: '列', filter: '筛选', 'summary field': '合计字段' };
  const unique = (items: { field: string }[] | undefined, base: string, what: keyof typeof ZH_WHAT) => {
    const seen = new Map<string, number>();
    (items ?? []).forEach((item, i) => {
      if (seen.has(item.field)) {
        const first = `${base}/${seen.get(item.field)}`;
        error(`${base}/${i}/field`, { en: `${what} "${item.field}" appears twice (first at ${first})`, zh: `${ZH_WHAT[what]} "${item.field}" 重复出现（第一次在 ${first}）` });
      }
      else seen.set(item.field, i);
    });
  };
  /** A condition reading `field`, which none of the page's filters sends (`sent`: the parameters they do send). */
  const notSent = (field: string, sent: string[]): Words => {
    if (!sent.length) return { en: `reads "${field}", which no filter of this page sends: the page has no filters`, zh: `读取 "${field}"，但本页没有筛选发送它：本页没有筛选` };
    const hint = didYouMeanWords(field, sent);
    return { en: `reads "${field}", which no filter of this page sends${hint.en}`, zh: `读取 "${field}"，但本页没有筛选发送它${hint.zh}` };
  };
  const checkFormat = (format: Format | undefined, pointer: string) => {
    if (format && typeof format === 'object' && format.type === 'enum' && !ctx.enums[format.enum]) {
      const hint = didYouMeanWords(format.enum, Object.keys(ctx.enums));
      error(`${pointer}/enum`, { en: `unknown enum "${format.enum}" of schemas/enums.json${hint.en}`, zh: `schemas/enums.json 中没有枚举 "${format.enum}"${hint.zh}` });
    }
  };
  const checkColumns = (columns: Column[], base: string, rows: 'cards' | 'lines') => {
    unique(columns, base, 'column');
    // A detail's lines are drawn in the document's order, with no sort buttons.
    if (rows === 'lines') columns.forEach((c, i) => c.sortable && error(`${base}/${i}/sortable`, 'only list and report columns are sortable: a document keeps the order of its lines'));
    if (rows === 'lines') columns.forEach((c, i) => c.labelWhen && error(`${base}/${i}/labelWhen`, "only list and report columns are named by the page's filters: a document's lines have none"));
    columns.forEach((c, i) => checkFormat(c.format, `${base}/${i}/format`));
    for (const role of ['title', 'subtitle', 'badge'] as const) {
      if (columns.filter((c) => c.card === role).length > 1) error(base, { en: `more than one column has card "${role}"`, zh: `不止一列的 card 是 "${role}"` });
    }
  };
  const noRoute = (path: string, hint = didYouMean(path, ctx.routes, false)) => `is no route: neither a page's, a menu entry's nor a screen of src/router/routes.ts${hint}`;
  const checkLink = (link: { to?: string; query?: object } | undefined, pointer: string) => {
    const to = link?.to;
    const path = to?.split('?')[0];
    if (!path || ctx.routes.has(path)) return;
    // a route of the kind of screen the link opens is the likelier one meant (…/list, not …/info, for a drill by period)
    const hint = didYouMeanWords(path, ctx.routes, false, ctx.targets && fitsLink(ctx.targets, link!.query));
    error(pointer, { en: `link target ${to} ${noRoute(path, hint.en)}`, zh: `链接目标 ${to} 不是任何路由：既不是页面的、菜单项的，也不是 src/router/routes.ts 的画面${hint.zh}` });
  };
  const checkFilters = (filters: Filter[] | undefined, base: string) => {
    unique(filters, base, 'filter');
    const params = new Map<string, number>();
    (filters ?? []).forEach((f, i) => {
      for (const p of paramsOfFilter(f)) {
        if (params.has(p)) error(`${base}/${i}`, { en: `sends parameter "${p}" that filter ${base}/${params.get(p)} sends too`, zh: `发送的参数 "${p}" 筛选 ${base}/${params.get(p)} 也发送` });
        params.set(p, i);
      }
      if (f.enum) {
        const def = ctx.enums[f.enum];
        if (!def) {
          const hint = didYouMeanWords(f.enum, Object.keys(ctx.enums));
          error(`${base}/${i}/enum`, { en: `unknown enum "${f.enum}" of schemas/enums.json${hint.en}`, zh: `schemas/enums.json 中没有枚举 "${f.enum}"${hint.zh}` });
        } else
          (f.only ?? []).forEach((code, k) => {
            if (def.values.some((v) => String(v.value) === String(code))) return;
            const hint = didYouMeanWords(String(code), def.values.map((v) => String(v.value)));
            error(`${base}/${i}/only/${k}`, { en: `${code} is not a value of enum ${f.enum}${hint.en}`, zh: `${code} 不是枚举 ${f.enum} 的值${hint.zh}` });
          });
      }
      if (f.widget === 'tabs' && (filters ?? []).filter((x) => x.widget === 'tabs').length > 1) error(`${base}/${i}`, { en: 'a page has at most one tabs filter', zh: '一个页面最多只能有一个 tabs 筛选' });
    });
  };
  const checkAction = (a: Action, at: string) => {
    if (a.type === 'link') checkLink(a, `${at}/to`);
    if (a.type === 'submit' && page.kind !== 'form') error(`${at}/type`, { en: 'submit actions belong to form pages', zh: 'submit 操作只能用于表单页面（form）' });
    if (a.type === 'print' && page.kind !== 'detail') error(`${at}/type`, { en: 'print actions belong to detail pages', zh: 'print 操作只能用于详情页面（detail）' });
    if (a.type === 'session' && (a.confirm?.title || a.confirm?.input)) {
      error(`${at}/confirm`, { en: 'a session action asks a plain yes or no: its confirm has only `content`', zh: 'session 操作只问“是”或“否”：它的 confirm 只能有 `content`' });
    }
  };
  const checkActions = (actions: Action[] | undefined, base: string) => {
    const ids = new Set<string>();
    (actions ?? []).forEach((a, i) => {
      if (ids.has(a.id)) error(`${base}/${i}/id`, { en: `action id "${a.id}" appears twice`, zh: `操作 id "${a.id}" 重复出现` });
      ids.add(a.id);
      checkAction(a, `${base}/${i}`);
    });
  };

  // Lines added from a search ("ui:field": "addFrom"): a complete option, fields that exist, known formats.
  const checkAddFrom = (ui: unknown, formFields: string[]) => {
    const walkFields = (node: unknown, pointer: string) => {
      if (typeof node !== 'object' || node === null) return;
      for (const [k, v] of Object.entries(node)) {
        if (k === 'ui:field' && v !== 'addFrom') error(`${pointer}/ui:field`, `unknown field "${String(v)}"${didYouMean(String(v), ['addFrom'])}`);
        if (!k.startsWith('ui:')) walkFields(v, `${pointer}/${k}`);
      }
    };
    walkFields(ui, '/uiSchema');
    for (const { spec, pointer } of addFromFields(ui)) {
      const problems = addFromProblems(spec);
      problems.forEach(([k, message]) => error(k ? `${pointer}/${k}` : pointer, message));
      if (problems.length) continue;
      const s = spec as AddFromSpec;
      (s.requires ?? []).forEach((f, i) => formFields.includes(f) || error(`${pointer}/requires/${i}`, `"${f}" is not a field of the form`));
      (s.facts ?? []).forEach((f, i) => checkFormat(f.format, `${pointer}/facts/${i}/format`));
    }
  };
  // Expressions anywhere (links, parameters, conditions): only operations the evaluator has.
  eachExpression(page, '', (e, at) => {
    for (const { op, pointer } of unknownOperations(e.$expr, `${at}/$expr`)) {
      const hint = didYouMeanWords(op, OPERATIONS);
      error(pointer, { en: `unknown operation "${op}" of an expression${hint.en}`, zh: `表达式中没有运算 "${op}"${hint.zh}` });
    }
  });
  switch (page.kind) {
    case 'list':
    case 'report': {
      checkColumns(page.columns, '/columns', 'cards');
      checkFilters(page.filters, '/filters');
      // A quiet list's offer sets a filter to one of its options: a field or value the page has not would do nothing.
      page.quietRows?.offers?.forEach((o, i) => {
        const f = (page.filters ?? []).find((x) => x.field === o.field);
        if (!f) error(`/quietRows/offers/${i}/field`, { en: `"${o.field}" is no filter of this page`, zh: `"${o.field}" 不是本页的筛选项` });
        else if (f.options && !f.options.some((x) => String(x.value) === o.value))
          error(`/quietRows/offers/${i}/value`, { en: `"${o.value}" is no option of filter "${o.field}"`, zh: `"${o.value}" 不是筛选项 "${o.field}" 的选项` });
      });
      // A column's other name reads the page's filter values: each field must be a parameter a filter sends.
      const sent = (page.filters ?? []).flatMap(paramsOfFilter);
      page.columns.forEach((c, i) =>
        c.labelWhen?.forEach((l, k) => {
          for (const field of conditionFields(l.when)) {
            if (!sent.includes(field)) error(`/columns/${i}/labelWhen/${k}/when`, notSent(field, sent));
          }
        }),
      );
      eachRowLink(page.rowLink, '/rowLink', (l, at) => checkLink(l, `${at}/to`));
      // A summary or series takes its format from its column: one that names no column (a slip, "netAmout") is said
      // as that, at its field, with the column meant; not as "must be numeric", which sent the author to the format.
      const noColumn = (field: string, pointer: string, what: { en: string; zh: string }) => {
        const hint = didYouMeanWords(field, page.columns.map((c) => c.field));
        error(pointer, {
          en: `${what.en} "${field}" is no column of this page: name a column's field, or give it a format${hint.en}`,
          zh: `${what.zh} "${field}" 不是本页的列：请写某一列的字段，或给它一个格式${hint.zh}`,
        });
      };
      if (page.kind === 'list') checkActions(page.rowActions, '/rowActions');
      if (page.kind === 'report') {
        unique(page.summary, '/summary', 'summary field');
        (page.summary ?? []).forEach((s, i) => {
          const format = s.format ?? page.columns.find((c) => c.field === s.field)?.format;
          if (!s.format && !page.columns.some((c) => c.field === s.field)) noColumn(s.field, `/summary/${i}/field`, { en: 'summary field', zh: '合计字段' });
          else if (!isNumericFormat(format)) {
            error(`/summary/${i}`, {
              en: `summary field "${s.field}" must be numeric: give it (or its column) an amount, quantity, price, integer, currency, rate or number format`,
              zh: `合计字段 "${s.field}" 必须是数值：请给它（或它的列）amount、quantity、price、integer、currency、rate 或 number 格式`,
            });
          }
        });
        if (page.chart) {
          page.chart.series.forEach((s, i) => {
            const format = s.format ?? page.columns.find((c) => c.field === s.field)?.format;
            if (!s.format && !page.columns.some((c) => c.field === s.field)) noColumn(s.field, `/chart/series/${i}/field`, { en: 'chart series', zh: '图表系列' });
            else if (!isNumericFormat(format)) error(`/chart/series/${i}`, { en: `chart series "${s.field}" must be a numeric column`, zh: `图表系列 "${s.field}" 必须是数值列` });
          });
          const x = page.chart.x;
          if (!page.columns.some((c) => c.field === x)) {
            const hint = didYouMeanWords(x, page.columns.map((c) => c.field));
            warn('/chart/x', { en: `chart category "${x}" is not a column${hint.en}`, zh: `图表分类 "${x}" 不是本页的列${hint.zh}` });
          }
        }
      }
      break;
    }
    case 'detail': {
      const fields = page.sections.flatMap((s, si) => s.fields.map((f, fi) => ({ ...f, at: `/sections/${si}/fields/${fi}` })));
      const seen = new Map<string, string>();
      for (const f of fields) {
        if (seen.has(f.field)) error(`${f.at}/field`, `field "${f.field}" already shown at ${seen.get(f.field)}`);
        seen.set(f.field, f.at);
        checkFormat(f.format, `${f.at}/format`);
        checkLink(f, `${f.at}/to`);
      }
      if (page.lines) checkColumns(page.lines.columns, '/lines/columns', 'lines');
      eachRowLink(page.lines?.rowLink, '/lines/rowLink', (l, at) => checkLink(l, `${at}/to`));
      const tabKeys = new Set<string>();
      (page.tabs ?? []).forEach((tab, ti) => {
        if (tabKeys.has(tab.key)) error(`/tabs/${ti}/key`, `tab key "${tab.key}" appears twice`);
        tabKeys.add(tab.key);
        (tab.sections ?? []).forEach((s, si) => s.fields.forEach((f, fi) => {
          checkFormat(f.format, `/tabs/${ti}/sections/${si}/fields/${fi}/format`);
          checkLink(f, `/tabs/${ti}/sections/${si}/fields/${fi}/to`);
        }));
        if (tab.lines) checkColumns(tab.lines.columns, `/tabs/${ti}/lines/columns`, 'lines');
        if (tab.chart && !tab.lines && !tab.api?.listPath) error(`/tabs/${ti}/chart`, 'a tab chart draws the rows of the tab\'s lines (or its api listPath): give it one');
        (tab.chart?.series ?? []).forEach((c, k) => {
          const format = c.format ?? tab.lines?.columns.find((col) => col.field === c.field)?.format;
          if (!isNumericFormat(format)) error(`/tabs/${ti}/chart/series/${k}`, { en: `chart series "${c.field}" must be numeric: give it (or its column) a number format`, zh: `图表系列 "${c.field}" 必须是数值：请给它（或它的列）一个数值格式` });
        });
      });
      checkActions(page.actions, '/actions');
      break;
    }
    case 'form': {
      checkActions(page.actions, '/actions');
      if (!page.actions.some((a) => a.type === 'submit')) error('/actions', 'a form needs at least one submit action');
      // A closed state is read from the loaded record: a form that loads nothing from the server has none to read.
      if (page.closedWhen && !page.load?.api) error('/closedWhen', 'a closed state is read from the record the form loads: give the form a `load.api`');
      (page.closedWhen ?? []).forEach((c, i) => checkLink(c.link, `/closedWhen/${i}/link/to`));
      const fieldScreenProblem = (screen: string, field: string): string | undefined => {
        if (!ctx.routes.has(screen)) return `field screen ${screen} ${noRoute(screen)}`;
        const drawn = fieldScreenAt(screen);
        if (!drawn) return `${screen} is no field screen (common/routes/fieldScreens.ts)${didYouMean(screen, Object.keys(FIELD_SCREENS), false)}`;
        if (drawn.form !== page.route || drawn.field !== field) return `field screen ${screen} draws the field ${drawn.field} of ${drawn.form}, not ${field} of ${page.route ?? 'this form'}`;
        return undefined;
      };
      const walk = (ui: unknown, pointer: string) => {
        if (typeof ui !== 'object' || ui === null) return;
        for (const [k, v] of Object.entries(ui)) {
          if (k === 'ui:widget' && typeof v === 'string' && !KNOWN_WIDGETS.has(v)) error(`${pointer}/ui:widget`, `unknown widget "${v}"${didYouMean(v, KNOWN_WIDGETS)}`);
          // A field filled on a screen of its own: tapping it opens that route, which must be a field screen that
          // draws this very field of this form (any other route would open a screen that hands nothing back).
          const screen = k === 'ui:options' && typeof v === 'object' && v !== null ? (v as { screen?: unknown }).screen : undefined;
          if (typeof screen === 'string') {
            const problem = fieldScreenProblem(screen, pointer.slice('/uiSchema/'.length));
            if (problem) error(`${pointer}/ui:options/screen`, problem);
          }
          walk(v, `${pointer}/${k}`);
        }
      };
      walk(page.uiSchema, '/uiSchema');
      checkAddFrom(page.uiSchema, Object.keys((page.schema.properties as Record<string, unknown> | undefined) ?? {}));
      out.push(...missingFormatMessages(page.schema, page.uiSchema));
      break;
    }
    case 'dashboard': {
      checkFilters(page.filters, '/filters');
      // A tile's condition reads the page's filter values: each field must be a parameter a filter sends.
      const filterParams = (page.filters ?? []).flatMap(paramsOfFilter);
      page.tiles.forEach((w, i) => {
        if ('visibleWhen' in w) {
          for (const field of conditionFields(w.visibleWhen)) {
            if (!filterParams.includes(field)) {
              error(`/tiles/${i}/visibleWhen`, notSent(field, filterParams));
            }
          }
        }
        if (w.type === 'stat') {
          w.items.forEach((item, k) => checkLink(item, `/tiles/${i}/items/${k}/to`));
          eachRowLink(w.notice?.link, `/tiles/${i}/notice/link`, (l, at) => checkLink(l, `${at}/to`));
        } else if (w.type === 'bar' || w.type === 'line' || w.type === 'pie') {
          w.series.forEach((s, k) => {
            if (!isNumericFormat(s.format)) error(`/tiles/${i}/series/${k}`, { en: `chart series "${s.field}" needs a numeric format (amount, quantity, rate…)`, zh: `图表系列 "${s.field}" 需要数值格式（amount、quantity、rate…）` });
          });
        } else if (w.type === 'actions') {
          checkActions(w.actions, `/tiles/${i}/actions`);
        } else if (w.type === 'links') {
          for (const { row, at } of tileRows(w, `/tiles/${i}`)) {
            if (Boolean(row.to) === Boolean(row.action)) error(at, { en: 'a row opens a route (`to`) or runs an `action`: one of the two', zh: '一行要么打开路由（`to`），要么执行操作（`action`）：二者只能有一个' });
            checkLink(row, `${at}/to`);
            if (row.action) checkAction(row.action, `${at}/action`);
          }
          if (w.rows && w.each) error(`/tiles/${i}/rows`, { en: 'a links tile draws its fixed `rows` or one `row` for each element of `each`, not both', zh: '链接卡片要么画固定的 `rows`，要么为 `each` 的每个元素画一个 `row`，不能两者都有' });
          if (w.search && !w.noMatchText) warn(`/tiles/${i}/search`, { en: 'a search that matches nothing shows `noMatchText`: give it one', zh: '搜索没有结果时显示 `noMatchText`：请给它一个' });
        }
      });
      break;
    }
  }
  out.push(...sessionFindings(page));
  return out;
}

/** Texts without an English version (the app offers English; a warning, not an error). */
export function missingEnglish(value: unknown, pointer = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => missingEnglish(v, `${pointer}/${i}`));
  if (typeof value !== 'object' || value === null) return [];
  const obj = value as Record<string, unknown>;
  if (typeof obj['zh-CN'] === 'string') return typeof obj.en === 'string' ? [] : [pointer];
  return Object.entries(obj).flatMap(([k, v]) => missingEnglish(v, `${pointer}/${k}`));
}

/** Every expression of a page with its pointer (a form's JSON schema and uiSchema are another vocabulary). */
function eachExpression(value: unknown, pointer: string, visit: (e: Expression, at: string) => void): void {
  if (isExpression(value)) return visit(value, pointer);
  if (Array.isArray(value)) return value.forEach((v, i) => eachExpression(v, `${pointer}/${i}`, visit));
  if (typeof value !== 'object' || value === null) return;
  for (const [k, v] of Object.entries(value)) {
    if (pointer === '' && (k === 'schema' || k === 'uiSchema')) continue;
    eachExpression(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, visit);
  }
}

/** Each link of a row-link setting (one link or a list) with its JSON pointer. */
function eachRowLink(links: RowLinks | undefined, pointer: string, visit: (link: RowLink, at: string) => void): void {
  if (!links) return;
  if (Array.isArray(links)) links.forEach((l, i) => visit(l, `${pointer}/${i}`));
  else visit(links, pointer);
}
