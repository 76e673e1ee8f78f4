import { didYouMeanFieldWords } from '../validation/didYouMean';

// Walks the JSON schemas of a route: does a field path exist in the response (and is it shielded), is a
// parameter declared by the input. Fastify serialises answers with the response schema, so a property not
// declared is not sent unless additionalProperties allows it; input is held to the same rule (a parameter
// the route does not declare is at best ignored, so a filter would silently do nothing).

type Node = Record<string, unknown>;

/** `[]` stands for "each element" (a list's rows); numeric segments index a list (lines.0.qty). */
export const EACH = '[]';

export type Lookup =
  | { ok: true; nodes: Node[]; shieldCodes: Set<string> }
  | { ok: false; /** index of the segment that is missing */ at: number; known: string[]; reason: 'missing' | 'not-a-list' | 'not-an-object' };

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The node and the branches it may take (anyOf, oneOf; allOf parts all apply). */
function alternatives(node: Node): Node[] {
  const out: Node[] = [node];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = node[key];
    if (Array.isArray(branches)) for (const b of branches) if (isNode(b)) out.push(...alternatives(b));
  }
  return out;
}

const typesOf = (n: Node): string[] | null => (n.type === undefined ? null : ([] as string[]).concat(n.type as string | string[]));

/** A node that says nothing about its shape (no type, properties, items, combinators or $ref resolution). */
function unconstrained(n: Node): boolean {
  return !typesOf(n) && !n.properties && !n.items && !n.anyOf && !n.oneOf && !n.allOf && !n.enum && !('const' in n);
}

function childOf(n: Node, name: string): Node[] | 'closed' | 'skip' {
  const types = typesOf(n);
  if (types && !types.includes('object')) return 'skip';
  const props = isNode(n.properties) ? n.properties : undefined;
  if (props && isNode(props[name])) return alternatives(props[name] as Node);
  if (typeof n.$ref === 'string' || unconstrained(n) || n.patternProperties) return [{}];
  const extra = n.additionalProperties;
  if (isNode(extra)) return alternatives(extra);
  if (extra === true) return [{}];
  return 'closed';
}

function itemsOf(n: Node): Node[] | 'skip' {
  const types = typesOf(n);
  if (typeof n.$ref === 'string' || unconstrained(n)) return [{}];
  if (types && !types.includes('array')) return 'skip';
  if (isNode(n.items)) return alternatives(n.items);
  if (Array.isArray(n.items)) return n.items.filter(isNode).flatMap(alternatives);
  return [{}];
}

export function lookup(schema: unknown, path: readonly string[]): Lookup {
  let nodes = isNode(schema) ? alternatives(schema) : [{}];
  const shieldCodes = new Set<string>();
  const mark = (ns: Node[]) => ns.forEach((n) => typeof n['x-shieldCode'] === 'string' && shieldCodes.add(n['x-shieldCode']));
  mark(nodes);
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]!;
    const next: Node[] = [];
    const known = new Set<string>();
    const list = seg === EACH || /^\d+$/.test(seg);
    for (const n of nodes) {
      const got = list ? itemsOf(n) : childOf(n, seg);
      if (Array.isArray(got)) next.push(...got);
      else if (!list && isNode(n.properties)) Object.keys(n.properties).forEach((k) => known.add(k));
    }
    if (!next.length) {
      const objects = nodes.some((n) => !typesOf(n) || typesOf(n)!.includes('object'));
      return { ok: false, at: i, known: [...known], reason: list ? 'not-a-list' : objects ? 'missing' : 'not-an-object' };
    }
    nodes = next;
    mark(nodes);
  }
  return { ok: true, nodes, shieldCodes };
}

/** `a.b.0.c` → ['a', 'b', '0', 'c']; an empty path is the node itself. */
export function splitPath(path: string): string[] {
  return path === '' ? [] : path.split('.');
}

/** The values a node allows, when it is an enum (of the node or of its list items); null when any. */
export function allowedValues(nodes: Node[]): unknown[] | null {
  const values: unknown[] = [];
  for (const n of nodes) {
    const own = Array.isArray(n.enum) ? n.enum : 'const' in n ? [n.const] : null;
    const items = isNode(n.items) && Array.isArray(n.items.enum) ? (n.items.enum as unknown[]) : null;
    const these = own ?? items;
    if (!these) return null;
    values.push(...these);
  }
  return values.length ? values : null;
}

/** A path for people: rows.[].sheetNo → rows[].sheetNo; the empty path is the answer itself. */
export function showPath(path: readonly string[]): string {
  return path.join('.').replace(/\.\[\]/g, '[]') || 'the answer';
}

/** What went wrong, in words: "…: rows[].x is not declared (did you mean "y"?)"; `what` in English and Chinese. */
export function describeMiss(miss: Extract<Lookup, { ok: false }>, path: readonly string[], what: string | { en: string; zh: string }): { en: string; zh: string } {
  const { en, zh } = typeof what === 'string' ? { en: what, zh: what } : what;
  const parent = showPath(path.slice(0, miss.at));
  if (miss.reason === 'not-a-list') return { en: `${en}: ${parent} is not a list`, zh: `${zh}：${parent} 不是列表` };
  if (miss.reason === 'not-an-object') return { en: `${en}: ${parent} is not an object`, zh: `${zh}：${parent} 不是对象` };
  const hint = didYouMeanFieldWords(path[miss.at]!, miss.known);
  const at = showPath(path.slice(0, miss.at + 1));
  return { en: `${en}: ${at} is not declared${hint.en}`, zh: `${zh}：未声明 ${at}${hint.zh}` };
}
