import { idKindOf, type InputPlace, type RouteEntry } from './inventory';
import type { Principal } from './principals';
import { exampleOf, setAt } from './schemaExample';
import type { Answer, Request } from './http';
import { encodePart, RawJson } from './http';

/**
 * What a supplier's own session sees, gathered from the answers of the routes it may call: the ids of each kind of
 * record (`/scm/purchase/purchase-order`, `line`, `branch`, …) and "markers", strings that only that supplier's data
 * contains (its sheet numbers and its name). Another supplier's session must never be answered with a marker, and
 * its ids are the ones the access matrix tries from the other side.
 */
export interface Harvest {
  ids: Map<string, Set<number>>;
  markers: Set<string>;
}

export const emptyHarvest = (): Harvest => ({ ids: new Map(), markers: new Set() });

function addId(h: Harvest, kind: string, value: unknown) {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return;
  if (!h.ids.has(kind)) h.ids.set(kind, new Set());
  h.ids.get(kind)!.add(value);
}

const singular = (key: string) => (key === 'rows' ? null : key.replace(/List$/, '').replace(/ies$/, 'y').replace(/s$/, ''));

/** Collects ids and sheet numbers from an answer's data; `kind` is what an `id` at this level names. */
export function collect(h: Harvest, node: unknown, kind: string): void {
  if (Array.isArray(node)) {
    for (const item of node) collect(h, item, kind);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'id') addId(h, kind, v);
    else if (/SheetNo$|^sheetNo$/.test(k) && typeof v === 'string' && v) h.markers.add(JSON.stringify(v));
    else if (typeof v === 'number') {
      const idKind = idKindOf(k, {}, kind);
      if (idKind && !idKind.includes('#')) addId(h, idKind, v);
    } else if (typeof v === 'object' && v !== null) collect(h, v, singular(k) ?? kind);
  }
}

/** A value of this kind the session owns, for the inputs it does not vary. */
export const ownIdFor = (h: Harvest, kindOfName: (name: string) => string | null) => (name: string) => {
  const kind = kindOfName(name);
  const set = kind ? h.ids.get(kind) : undefined;
  return set && set.size ? [...set][0] : undefined;
};

export interface RouteInput {
  params?: Record<string, unknown>;
  querystring?: Record<string, unknown>;
  body?: unknown;
}

/** The request of a route with these inputs (path parameters filled in, encoded). */
export function requestOf(route: RouteEntry, input: RouteInput, extra: Partial<Request> = {}): Omit<Request, 'token'> {
  // A RawJson parameter is put in the path as is (traversal, bad percent-encoding); anything else is encoded.
  const segment = (v: unknown) => (v instanceof RawJson ? v.text : encodePart(String(v ?? '')));
  const path = route.url.replace(/:([A-Za-z_]+)/g, (_m, name) => segment(input.params?.[name]));
  return {
    method: route.method,
    path,
    query: input.querystring,
    body: route.method === 'POST' ? input.body : undefined,
    ...extra,
  };
}

/** A small valid input of the route, with the session's own ids where the route takes ids. */
export function exampleInput(route: RouteEntry, idFor?: (place: InputPlace) => (name: string) => unknown): RouteInput {
  const out: RouteInput = {};
  for (const place of ['params', 'querystring', 'body'] as const) {
    const schema = route.inputs[place];
    if (schema) (out as Record<string, unknown>)[place] = exampleOf(schema, '', { idFor: idFor?.(place) });
  }
  return out;
}

/** The route's example input with `value` at one input's path. */
export function inputWith(route: RouteEntry, base: RouteInput, place: InputPlace, path: string[], value: unknown): RouteInput {
  const copy = structuredClone(base) as Record<string, any>;
  copy[place] ??= {};
  setAt(copy[place], path, value, route.inputs[place] ?? {});
  return copy as RouteInput;
}

const requiresId = (route: RouteEntry) =>
  route.idInputs.some((i) => {
    const schema = route.inputs[i.place] as { required?: string[] } | undefined;
    return i.path.length === 1 && (i.place === 'params' || (schema?.required ?? []).includes(i.path[0]));
  });

/**
 * What `p` sees: first every route it may call that needs no id (lists, pickers, its own supplier), then the reads
 * by id (GET) of what those listed. Routes that need an id and are not GET (answers, choices) are never called.
 */
export async function harvestFor(p: Principal, routes: RouteEntry[], may: (r: RouteEntry) => boolean): Promise<Harvest> {
  const h = emptyHarvest();
  for (const s of [...(p.supplier ? [p.supplier] : []), ...p.linked]) {
    addId(h, 'supplier', s.id);
    h.markers.add(JSON.stringify(s.name));
  }
  const take = (route: RouteEntry, a: Answer) => {
    if (a.json?.code === 0) collect(h, a.json.data, route.family);
  };
  for (const route of routes.filter((r) => may(r) && !requiresId(r) && r.auth !== 'none')) {
    take(route, await p.call(requestOf(route, exampleInput(route))));
  }
  for (const route of routes.filter((r) => may(r) && requiresId(r) && r.method === 'GET')) {
    const param = route.idInputs.find((i) => i.place === 'params');
    const ids = param ? [...(h.ids.get(param.kind) ?? [])].slice(0, 5) : [];
    for (const id of ids) take(route, await p.call(requestOf(route, { params: { [param!.path[0]]: id } })));
  }
  return h;
}
