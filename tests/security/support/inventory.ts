import type { AuthLevel, JsonSchema, RouteSpec } from '../../../server/lib/routeSpec';
import { id as idFragment } from '../../../server/lib/schemaFragments';

/**
 * The route inventory the security suite runs on, read from the routes as data (`apiRoutes`), never from a list
 * kept by hand: a route added to a module is in the inventory, the access matrix and the fuzz at once.
 */

export type InputPlace = 'params' | 'querystring' | 'body';

/** An input that names a record: a document id, a line, a branch, a supplier, a sheet number. */
export interface IdInput {
  place: InputPlace;
  /** property path inside the place; '*' stands for every item of an array (`lines/*\/lineId`) */
  path: string[];
  /** what it names: the route's document family for `id`, else the word before `Id` (`branch`, `line`, `supplier`) */
  kind: string;
}

export interface RouteEntry {
  /** `POST /scm/purchase/purchase-order/saveConfirm` */
  key: string;
  spec: RouteSpec;
  method: RouteSpec['method'];
  url: string;
  auth: AuthLevel;
  menuCode?: string;
  shieldCode?: string;
  rateLimited: boolean;
  /** the url without its action and path parameter: the document family its ids belong to */
  family: string;
  inputs: Partial<Record<InputPlace, JsonSchema>>;
  idInputs: IdInput[];
  /** free-text search inputs (`keyword`): another supplier's sheet number typed there must find nothing of theirs */
  searchInputs: IdInput[];
  /** what is wrong with the declaration, for the security suite (empty when nothing) */
  problems: string[];
}

const places: InputPlace[] = ['params', 'querystring', 'body'];

/** Receipts and returns are also read under the finance path (the payable ledger's): the same documents, the same ids. */
const sameDocuments: Readonly<Record<string, string>> = {
  '/scm/financial/purchase-in': '/scm/purchase/purchase-in',
  '/scm/financial/purchase-out': '/scm/purchase/purchase-out',
};

/** `/scm/purchase/purchase-order/detail/:id` → `/scm/purchase/purchase-order`. */
export function familyOf(url: string): string {
  const family = url.replace(/\/:[^/]+$/, '').replace(/\/[^/]+$/, '') || '/';
  return sameDocuments[family] ?? family;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The kind of record an input property names, from its name and schema: `id` (or anything typed as the shared `id`
 * fragment under the name `id`) names the route's own document; `xxxId`/`xxxIds` name an `xxx` (the last word:
 * `receiveBranchId` is a branch); sheet numbers are the document's. Null when the property names no record.
 */
export function idKindOf(name: string, schema: JsonSchema, family: string): string | null {
  // A goods category is the merchant's, shared by every supplier (a new-product form may name any): no owner to probe.
  if (name === 'categoryId') return null;
  if (name === 'id') return family;
  if (/^(sheetNo|sheetNos)$/.test(name)) return family;
  // A fee (finance) is read and listed under /scm/financial/supplier-cost: its id there is what `feeId` names.
  if (name === 'feeId') return '/scm/financial/supplier-cost';
  const m = /([A-Z]?[a-z]+)(Id|Ids|_id|SheetNo)$/.exec(name);
  if (m) return m[2] === 'SheetNo' ? `${m[1].toLowerCase()}SheetNo` : m[1].toLowerCase();
  // An unusually named input typed as the shared id fragment still names a record of the family.
  if (sameJson(schema, idFragment)) return `${family}#${name}`;
  return null;
}

const searchNames = /^(keyword|keywords|q|search|sheetNoLike)$/;

type Visit = (name: string, schema: JsonSchema, path: string[]) => void;

/** Every named property of an input schema, nested objects and array items included (`*` for an item). */
export function walkProperties(schema: JsonSchema | undefined, visit: Visit, path: string[] = []): void {
  if (!schema || typeof schema !== 'object') return;
  const props = schema.properties as Record<string, JsonSchema> | undefined;
  for (const [name, sub] of Object.entries(props ?? {})) {
    visit(name, sub, [...path, name]);
    walkProperties(sub, visit, [...path, name]);
  }
  const items = schema.items as JsonSchema | undefined;
  if (items && !Array.isArray(items)) walkProperties(items, visit, [...path, '*']);
  for (const alt of (schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]) walkProperties(alt, visit, path);
}

/** Object schemas (at any depth) that let unknown properties through: the rule is that unknown fields are refused. */
function openObjects(schema: JsonSchema | undefined, path = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const found: string[] = [];
  const isObject = schema.type === 'object' || (schema.properties !== undefined && schema.type === undefined);
  if (isObject && schema.additionalProperties !== false) found.push(path || '(root)');
  for (const [name, sub] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) found.push(...openObjects(sub, `${path}/${name}`));
  if (schema.items && !Array.isArray(schema.items)) found.push(...openObjects(schema.items as JsonSchema, `${path}/*`));
  return found;
}

/** Which request parts a handler reads, from its source: a route that reads input without a schema for it is a hole. */
function placesReadBy(spec: RouteSpec): InputPlace[] {
  const src = spec.handler.toString();
  const read: InputPlace[] = [];
  if (/\breq(uest)?\.params\b/.test(src) || spec.url.includes('/:')) read.push('params');
  if (/\breq(uest)?\.query\b/.test(src)) read.push('querystring');
  if (/\breq(uest)?\.body\b/.test(src) || spec.method === 'POST') read.push('body');
  return read;
}

export function inventoryEntry(spec: RouteSpec): RouteEntry {
  const family = familyOf(spec.url);
  const key = `${spec.method} ${spec.url}`;
  const schema = (spec.schema ?? {}) as RouteSpec['schema'];
  const inputs: RouteEntry['inputs'] = {};
  for (const p of places) if (schema[p]) inputs[p] = schema[p];

  const idInputs: IdInput[] = [];
  const searchInputs: IdInput[] = [];
  for (const place of places) {
    walkProperties(inputs[place], (name, sub, path) => {
      const kind = idKindOf(name, sub, family);
      if (kind) idInputs.push({ place, path, kind });
      else if (searchNames.test(name)) searchInputs.push({ place, path, kind: 'search' });
    });
  }

  const problems: string[] = [];
  if (!['none', 'user', 'supplier', 'buyer', 'boss'].includes(spec.auth)) problems.push('no auth rule');
  if (!schema.response || typeof schema.response !== 'object') problems.push('no response schema');
  for (const p of placesReadBy(spec)) {
    // A POST that takes nothing may say so with an empty object schema; it still needs one to refuse junk.
    if (!inputs[p]) problems.push(`reads ${p} without a ${p} schema`);
  }
  for (const p of places) for (const path of openObjects(inputs[p])) problems.push(`${p} ${path} accepts unknown properties`);
  return {
    key,
    spec,
    method: spec.method,
    url: spec.url,
    auth: spec.auth,
    menuCode: spec.menuCode,
    shieldCode: spec.shieldCode,
    rateLimited: !!spec.rateLimit,
    family,
    inputs,
    idInputs,
    searchInputs,
    problems,
  };
}

export function buildInventory(routes: readonly RouteSpec[]): RouteEntry[] {
  return routes.map(inventoryEntry);
}

/** The inventory as a fixed-width table for the test log. */
export function inventoryTable(entries: readonly RouteEntry[]): string {
  const rows = entries.map((e) => [
    e.method,
    e.url,
    e.auth,
    e.menuCode ?? '-',
    e.shieldCode ?? '-',
    e.idInputs.map((i) => `${i.place === 'body' ? '' : `${i.place}:`}${i.path.join('.')}→${i.kind.replace(/^\/scm\/|^\/common\/|^\/mobile\//, '')}`).join(' ') || '-',
    e.rateLimited ? 'limited' : '',
  ]);
  const head = ['method', 'url', 'auth', 'menu', 'shield', 'id inputs', 'rate'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(head), ...rows.map(line)].join('\n');
}
