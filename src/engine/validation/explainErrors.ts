// Turns ajv's raw errors into the few an author needs: the JSON pointer, what is wrong and what was
// expected. With allErrors, a value that fails a oneOf gets errors from every alternative; the
// alternative the value was evidently meant to be (same JSON type, matching tag such as "type": "enum")
// is kept and the others' complaints are dropped.

export interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface SchemaProblem {
  /** JSON pointer into the page file ('' = the whole file) */
  pointer: string;
  message: string;
  /** 1-based line in the file, when known */
  line?: number | null;
}

type Node = Record<string, unknown>;

function unescape(part: string): string {
  return decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The meta-schema node a schemaPath ('#/$defs/column/properties/format') points at. */
export function schemaAt(meta: unknown, schemaPath: string): unknown {
  let cur: unknown = meta;
  for (const part of schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Node)[unescape(part)];
  }
  return cur;
}

export function dataAt(data: unknown, pointer: string): unknown {
  let cur: unknown = data;
  for (const part of pointer.split('/').slice(1)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Node)[unescape(part)];
  }
  return cur;
}

function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function deref(meta: unknown, node: Node): Node {
  if (typeof node.$ref === 'string') return (schemaAt(meta, node.$ref) as Node | undefined) ?? {};
  if (Array.isArray(node.allOf)) {
    const ref = (node.allOf as Node[]).find((p) => typeof p.$ref === 'string');
    if (ref) return deref(meta, ref);
  }
  return node;
}

/** How well a oneOf alternative fits a value: 0 wrong JSON type, 1 right type, 2+ shape or tag agrees. */
function fit(meta: unknown, branch: Node, value: unknown): number {
  const b = deref(meta, branch);
  const t = jsonType(value);
  const types = b.type === undefined ? null : ([] as unknown[]).concat(b.type);
  if (Array.isArray(b.enum)) return (b.enum as unknown[]).some((e) => jsonType(e) === t || (t === 'integer' && jsonType(e) === 'number')) ? 1 : 0;
  if (types && !types.includes(t) && !(t === 'integer' && types.includes('number'))) return 0;
  if (t !== 'object' || typeof b.properties !== 'object') return 1;
  const props = b.properties as Record<string, Node>;
  const obj = value as Node;
  let score = 1;
  for (const [k, p] of Object.entries(props)) {
    if ('const' in p && k in obj) score += obj[k] === p.const ? 10 : -10;
  }
  const required = (b.required as string[] | undefined) ?? [];
  if (required.every((k) => k in obj)) score += 1;
  return score + Object.keys(obj).filter((k) => k in props).length * 0.01;
}

function prefixesOf(schemaPath: string, branch: Node, i: number): string[] {
  const out = [`${schemaPath}/${i}/`];
  if (typeof branch.$ref === 'string') out.push(`${branch.$ref}/`);
  if (Array.isArray(branch.allOf)) {
    for (const p of branch.allOf as Node[]) if (typeof p.$ref === 'string') out.push(`${p.$ref}/`);
  }
  return out;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/** Drops the complaints of oneOf alternatives the value was clearly not meant to be. */
export function pruneErrors(errors: AjvError[], data: unknown, meta: unknown): AjvError[] {
  let kept = [...errors];
  for (const o of errors.filter((e) => e.keyword === 'oneOf')) {
    const branches = schemaAt(meta, o.schemaPath);
    if (!Array.isArray(branches)) continue;
    const value = dataAt(data, o.instancePath);
    const scores = branches.map((b: Node) => fit(meta, b, value));
    const best = Math.max(...scores);
    if (best <= 0 || scores.filter((s) => s === best).length > 1) continue;
    const bestIndex = scores.indexOf(best);
    const losers = branches.flatMap((b: Node, i) => (i === bestIndex ? [] : prefixesOf(o.schemaPath, b, i)));
    const winners = prefixesOf(o.schemaPath, branches[bestIndex] as Node, bestIndex);
    kept = kept.filter((e) => !(under(e.instancePath, o.instancePath) && losers.some((p) => e.schemaPath.startsWith(p))));
    const explained = kept.some(
      (e) => e !== o && under(e.instancePath, o.instancePath) && (winners.some((p) => e.schemaPath.startsWith(p)) || e.instancePath !== o.instancePath),
    );
    if (explained) kept = kept.filter((e) => e !== o);
  }
  // "must match then schema" only repeats what the then-branch errors already say.
  return kept.filter((e) => e.keyword !== 'if' || !kept.some((x) => x !== e && under(x.instancePath, e.instancePath) && x.keyword !== 'if'));
}

function describe(meta: unknown, schemaPath: string): string {
  const node = schemaAt(meta, schemaPath.replace(/\/[^/]+$/, '')) as Node | undefined;
  return typeof node?.description === 'string' ? node.description : '';
}

function explain(e: AjvError, meta: unknown): SchemaProblem {
  const p = e.params;
  const hint = describe(meta, e.schemaPath);
  const withHint = (m: string) => (hint ? `${m} — ${hint}` : m);
  switch (e.keyword) {
    case 'required':
      return { pointer: e.instancePath, message: `missing property "${String(p.missingProperty)}"` };
    case 'additionalProperties': {
      const parent = schemaAt(meta, e.schemaPath.replace(/\/additionalProperties$/, '')) as Node | undefined;
      const allowed = Object.keys((parent?.properties as Node | undefined) ?? {});
      const prop = String(p.additionalProperty);
      return {
        pointer: `${e.instancePath}/${prop.replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: `unknown property "${prop}"${allowed.length ? `; expected one of: ${allowed.join(', ')}` : ''}`,
      };
    }
    case 'enum':
      return { pointer: e.instancePath, message: `must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'const':
      return { pointer: e.instancePath, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'type':
      return { pointer: e.instancePath, message: `must be ${String(p.type)}` };
    case 'pattern':
      return { pointer: e.instancePath, message: withHint('has the wrong form') };
    case 'oneOf':
    case 'anyOf':
      return { pointer: e.instancePath, message: withHint('matches none of the allowed forms') };
    case 'contains':
      return { pointer: e.instancePath, message: withHint('lacks a required entry') };
    default:
      return { pointer: e.instancePath, message: e.message ?? e.keyword };
  }
}

/** Problems to show, deduplicated, most specific first. */
export function explainErrors(errors: AjvError[], data: unknown, meta: unknown): SchemaProblem[] {
  const seen = new Set<string>();
  const out: SchemaProblem[] = [];
  for (const e of pruneErrors(errors, data, meta)) {
    const problem = explain(e, meta);
    const key = `${problem.pointer} ${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
  }
  return out;
}
