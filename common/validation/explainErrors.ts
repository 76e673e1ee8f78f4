import { didYouMeanWords, endingWords, nearest } from './didYouMean.ts';
import { rewordedParts, valuesMeant } from './valueWords.ts';

// Turns ajv's raw errors into the few an author needs: the JSON pointer, what is wrong and what was
// expected. With allErrors, a value that fails a oneOf gets errors from every alternative; the
// alternative the value was evidently meant to be (same JSON type, matching tag such as "type": "enum")
// is kept and the others' complaints are dropped. Needs ajv's `verbose` errors (ajvOptions.ts).

export interface AjvError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
  /** verbose: the keyword's value (for oneOf: the alternatives) */
  schema?: unknown;
  /** verbose: the value that failed */
  data?: unknown;
  /** verbose: the schema node holding the keyword */
  parentSchema?: Record<string, unknown>;
}

export interface SchemaProblem {
  /** JSON pointer into the page file ('' = the whole file) */
  pointer: string;
  message: string;
  /** the message in Chinese (the check's issues carry it; the engine's error screen shows the English) */
  zh?: string;
  /** 1-based line in the file, when known */
  line?: number | null;
}

type Node = Record<string, unknown>;

function unescape(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The meta-schema node of an absolute $ref ('#/$defs/column'). */
function resolveRef(meta: unknown, ref: string): Node | undefined {
  let cur: unknown = meta;
  for (const part of ref.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Node)[unescape(decodeURIComponent(part))];
  }
  return cur as Node | undefined;
}

function dataAt(data: unknown, pointer: string): unknown {
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

/** A oneOf alternative as the schema it stands for: a $ref, or allOf around a $ref, resolved. */
function deref(meta: unknown, node: Node): Node {
  if (typeof node.$ref === 'string') return resolveRef(meta, node.$ref) ?? {};
  if (Array.isArray(node.allOf)) {
    const ref = (node.allOf as Node[]).find((p) => typeof p.$ref === 'string');
    if (ref) return deref(meta, ref);
  }
  return node;
}

/** How well a oneOf alternative fits a value: 0 wrong JSON type, 1 right type, more when shape or tag agrees. */
function fit(meta: unknown, branch: Node, value: unknown): number {
  const b = deref(meta, branch);
  const t = jsonType(value);
  if (Array.isArray(b.enum)) return (b.enum as unknown[]).some((e) => jsonType(e) === t) ? 1 : 0;
  const types = b.type === undefined ? null : ([] as unknown[]).concat(b.type);
  if (types && !types.includes(t) && !(t === 'integer' && types.includes('number'))) return 0;
  if (t !== 'object' || typeof b.properties !== 'object') return 1;
  const props = b.properties as Record<string, Node>;
  const obj = value as Node;
  let score = 1;
  for (const [k, p] of Object.entries(props)) if ('const' in p && k in obj) score += obj[k] === p.const ? 10 : -10;
  if (((b.required as string[] | undefined) ?? []).every((k) => k in obj)) score += 1;
  return score + Object.keys(obj).filter((k) => k in props).length * 0.01;
}

/** Every schema node inside an alternative (not following nested $refs), keyed by content. */
function nodesOf(meta: unknown, branch: Node): Set<string> {
  const keys = new Set<string>();
  const walk = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (n === null || typeof n !== 'object') return;
    keys.add(JSON.stringify(n));
    Object.values(n).forEach(walk);
  };
  walk(branch);
  walk(deref(meta, branch));
  return keys;
}

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The tag an object's alternatives are told apart by (each object alternative fixes the same property with a
 * `const`, as a format's `"type"`), when the value's tag is none of them: the property and the tags there are.
 */
function missedTag(meta: unknown, branches: Node[], value: unknown): { prop: string; tags: string[] } | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const objects = branches.map((b) => deref(meta, b)).filter((b) => typeof b.properties === 'object');
  if (objects.length < 2) return null;
  const constsOf = (b: Node) => Object.entries(b.properties as Record<string, Node>).filter(([, p]) => typeof p.const === 'string');
  for (const [prop] of constsOf(objects[0]!)) {
    const tags = objects.map((b) => (b.properties as Record<string, Node>)[prop]?.const);
    if (!tags.every((t): t is string => typeof t === 'string')) continue;
    const typed = (value as Node)[prop];
    if (typeof typed === 'string' && !tags.includes(typed)) return { prop, tags };
  }
  return null;
}

/**
 * Drops the complaints of oneOf alternatives the value was clearly not meant to be. An object whose tag is none of
 * the alternatives' (`{"type": "numbr"}` for a format) fails every one of them; all their complaints would bury the
 * one mistake, so it stands alone, at the tag, with the nearest tag.
 */
function pruneErrors(errors: AjvError[], data: unknown, meta: unknown): AjvError[] {
  let kept = [...errors];
  for (const o of errors.filter((e) => e.keyword === 'oneOf' && Array.isArray(e.schema))) {
    const tag = missedTag(meta, o.schema as Node[], dataAt(data, o.instancePath));
    if (tag) {
      const at = `${o.instancePath}/${tag.prop}`;
      const typed = (dataAt(data, o.instancePath) as Node)[tag.prop];
      kept = kept.filter((e) => !under(e.instancePath, o.instancePath));
      kept.push({ instancePath: at, schemaPath: o.schemaPath, keyword: 'enum', params: { allowedValues: tag.tags }, data: typed });
      continue;
    }
    const branches = o.schema as Node[];
    const value = dataAt(data, o.instancePath);
    const scores = branches.map((b) => fit(meta, b, value));
    const best = Math.max(...scores);
    if (best <= 0 || scores.filter((s) => s === best).length > 1) continue;
    const sets = branches.map((b) => nodesOf(meta, b));
    const winner = sets[scores.indexOf(best)]!;
    const belongs = (e: AjvError, set: Set<string>) => e.parentSchema !== undefined && set.has(JSON.stringify(e.parentSchema));
    kept = kept.filter((e) => e === o || !under(e.instancePath, o.instancePath) || belongs(e, winner) || !sets.some((s) => s !== winner && belongs(e, s)));
    if (kept.some((e) => e !== o && under(e.instancePath, o.instancePath))) kept = kept.filter((e) => e !== o);
  }
  kept = misspeltRequired(kept);
  kept = missingTag(kept);
  kept = oneTypeMiss(kept);
  kept = containsMisses(kept);
  // "must match then schema" only repeats what the then-branch errors already say.
  return kept.filter((e) => e.keyword !== 'if' || !kept.some((x) => x !== e && under(x.instancePath, e.instancePath) && x.keyword !== 'if'));
}

/** A required property written misspelt ("menucode") is missing only because of that: said once, as the misspelling. */
function misspeltRequired(errors: AjvError[]): AjvError[] {
  const unknown = errors.filter((e) => e.keyword === 'additionalProperties');
  return errors.filter((e) => {
    if (e.keyword !== 'required') return true;
    const missing = String(e.params.missingProperty);
    return !unknown.some((u) => u.instancePath === e.instancePath && nearest(String(u.params.additionalProperty), [missing]).length > 0);
  });
}

/**
 * A tag left out or misspelt ("kind") is said once, as the missing property or at the tag with the nearest value: not
 * again as `tag "kind" must be string` or `value of tag "kind" must be in oneOf`.
 */
function missingTag(errors: AjvError[]): AjvError[] {
  const saidAt = (e: AjvError) =>
    errors.some((r) => r !== e && ((r.keyword === 'required' && r.instancePath === e.instancePath && r.params.missingProperty === e.params.tag) || r.instancePath === `${e.instancePath}/${String(e.params.tag)}`));
  return errors.filter((e) => e.keyword !== 'discriminator' || !saidAt(e));
}

/**
 * A value of a JSON type none of the alternatives takes (a label given as 123: neither text nor texts per language)
 * fails each alternative on its type: said once, as the types there are, with what the alternatives stand for.
 */
function oneTypeMiss(errors: AjvError[]): AjvError[] {
  let kept = errors;
  for (const o of errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')) {
    const inside = kept.filter((e) => e !== o && e.schemaPath.startsWith(`${o.schemaPath}/`));
    if (!inside.length || !inside.every((e) => e.keyword === 'type' && e.instancePath === o.instancePath)) continue;
    const types = [...new Set(inside.flatMap((e) => String(e.params.type).split(',')))];
    kept = kept.filter((e) => e === o || !inside.includes(e));
    kept = kept.map((e) => (e === o ? { ...o, keyword: 'type', params: { type: types.join(','), described: true } } : e));
  }
  return kept;
}

/**
 * A list that must contain an entry of some form (a report's required dateRange filter): ajv says how each entry
 * falls short of that form, which is no mistake of theirs, and that none has it. When an entry holds a mistake of its
 * own (a filter "widget": "daterange"), that is most likely the entry meant: the list's complaint only repeats it.
 */
function containsMisses(errors: AjvError[]): AjvError[] {
  const contains = errors.filter((e) => e.keyword === 'contains');
  const tried = (e: AjvError) => contains.some((c) => e !== c && e.schemaPath.startsWith(`${c.schemaPath}/`));
  const kept = errors.filter((e) => !tried(e));
  return kept.filter((e) => e.keyword !== 'contains' || !kept.some((x) => x !== e && under(x.instancePath, e.instancePath)));
}

type Said = { message: string; zh: string };

/** An enum miss: the nearest allowed values when the typed one is a misspelt word, else all of them (few, as enums of the meta-schemas are). */
function oneOf(allowed: unknown[], value: unknown): Said {
  const words = allowed.filter((v): v is string => typeof v === 'string');
  const hint = typeof value === 'string' ? didYouMeanWords(value, words) : { en: '', zh: '' };
  if (hint.en.startsWith(' (did you mean')) return { message: `"${String(value)}" is not allowed${hint.en}`, zh: `不允许 "${String(value)}"${hint.zh}` };
  // a word for a value named otherwise here (money for amount): no spelling is near it
  const meant = typeof value === 'string' ? valuesMeant(value, words).map((v) => JSON.stringify(v)) : [];
  if (meant.length) return { message: `"${String(value)}" is not allowed (did you mean ${meant.join(' or ')}?)`, zh: `不允许 "${String(value)}"（是否应为 ${meant.join(' 或 ')}？）` };
  // a value in parts, one of them another word for one here ("currentMonth" for thisMonth): that value so written, or
  // the nearest to it (didYouMean), as for a misspelling
  const reworded = typeof value === 'string' ? rewordedParts(value) : '';
  if (reworded && reworded !== value) {
    const partHint = words.includes(reworded) ? endingWords([reworded], words) : didYouMeanWords(reworded, words);
    if (partHint.en.startsWith(' (did you mean')) return { message: `"${String(value)}" is not allowed${partHint.en}`, zh: `不允许 "${String(value)}"${partHint.zh}` };
  }
  const all = allowed.map((v) => JSON.stringify(v)).join(', ');
  return { message: `must be one of: ${all}`, zh: `只能是其中之一：${all}` };
}

/** The object schemas a node's value may be: its own, a $ref's, its alternatives' (oneOf, anyOf, allOf), a list's items'. */
function objectForms(meta: unknown, node: unknown, depth = 0): Node[] {
  if (node === null || typeof node !== 'object' || depth > 4) return [];
  const n = deref(meta, node as Node);
  const alternatives = ['oneOf', 'anyOf', 'allOf'].flatMap((k) => (Array.isArray(n[k]) ? (n[k] as Node[]) : []));
  return [...(typeof n.properties === 'object' ? [n] : []), ...alternatives.flatMap((a) => objectForms(meta, a, depth + 1)), ...objectForms(meta, n.items, depth + 1)];
}

/** The properties of an object schema whose own value (an object, or a list of objects) declares `prop` (at most three). */
function homesOf(meta: unknown, parent: Node, prop: string): string[] {
  const props = (parent.properties as Record<string, unknown> | undefined) ?? {};
  return Object.entries(props)
    .filter(([, child]) => objectForms(meta, child).some((f) => Object.hasOwn(f.properties as Node, prop)))
    .map(([name]) => name)
    .slice(0, 3);
}

/** A text holding a value of the type wanted ("200" for a number, "true" for a boolean): that value, as JSON. */
function unquoted(data: unknown, types: string[]): string | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data.trim());
  } catch {
    return null;
  }
  const t = jsonType(value);
  return types.includes(t) || (t === 'integer' && types.includes('number')) ? JSON.stringify(value) : null;
}

/** JSON types in Chinese ("must be string" → 必须是字符串). */
const TYPE_ZH: Record<string, string> = { string: '字符串', number: '数字', integer: '整数', boolean: '布尔值', object: '对象', array: '数组', null: 'null' };

/**
 * Complaints that say little by themselves (a value of the wrong form): the schema node's description follows them,
 * so these are the keywords whose node's description an author can be shown.
 */
const SAID_WITH_DESCRIPTION: Record<string, Said> = {
  pattern: { message: 'has the wrong form', zh: '格式不对' },
  oneOf: { message: 'matches none of the allowed forms', zh: '不符合任何一种允许的写法' },
  anyOf: { message: 'matches none of the allowed forms', zh: '不符合任何一种允许的写法' },
  contains: { message: 'lacks a required entry', zh: '缺少必需的一项' },
};

export const KEYWORDS_SHOWING_DESCRIPTION = Object.keys(SAID_WITH_DESCRIPTION);

/** A meta-schema description (English) in Chinese: the caller's table, else the English as it is. */
export type DescriptionInChinese = (description: string) => string;

function explain(e: AjvError, meta: unknown, descriptionInChinese: DescriptionInChinese): SchemaProblem & Said {
  const p = e.params;
  const parent = e.parentSchema ?? {};
  const at = e.instancePath;
  const said = SAID_WITH_DESCRIPTION[e.keyword];
  if (said) {
    const hint = typeof parent.description === 'string' ? parent.description : '';
    return hint ? { pointer: at, message: `${said.message} — ${hint}`, zh: `${said.zh} — ${descriptionInChinese(hint)}` } : { pointer: at, ...said };
  }
  switch (e.keyword) {
    case 'required': {
      // a property of a few values (a page's "kind"): which they are
      const values = ((parent.properties as Node | undefined)?.[String(p.missingProperty)] as Node | undefined)?.enum;
      const known = Array.isArray(values) ? endingWords([], values.map(String)) : { en: '', zh: '' };
      return { pointer: at, message: `missing property "${String(p.missingProperty)}"${known.en}`, zh: `缺少属性 "${String(p.missingProperty)}"${known.zh}` };
    }
    case 'additionalProperties': {
      const allowed = Object.keys((parent.properties as Node | undefined) ?? {});
      const prop = String(p.additionalProperty);
      const near = didYouMeanWords(prop, allowed);
      const pointer = `${at}/${prop.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (near.en.startsWith(' (did you mean')) return { pointer, message: `unknown property "${prop}"${near.en}`, zh: `未知属性 "${prop}"${near.zh}` };
      // A property of the level below, written a level too high ("listPath" beside "api" rather than in it).
      const homes = homesOf(meta, parent, prop).map((h) => JSON.stringify(h));
      if (homes.length) return { pointer, message: `unknown property "${prop}" here: it belongs inside ${homes.join(' or ')}`, zh: `此处没有属性 "${prop}"：它应写在 ${homes.join(' 或 ')} 里面` };
      return { pointer, message: `unknown property "${prop}"${near.en}`, zh: `未知属性 "${prop}"${near.zh}` };
    }
    case 'enum':
      return { pointer: at, ...oneOf(p.allowedValues as unknown[], e.data) };
    case 'const':
      return { pointer: at, message: `must be ${JSON.stringify(p.allowedValue)}`, zh: `必须是 ${JSON.stringify(p.allowedValue)}` };
    case 'type': {
      const types = String(p.type).split(',');
      const hint = p.described && typeof parent.description === 'string' ? parent.description : '';
      const fix = unquoted(e.data, types);
      const en = `must be ${types.join(' or ')}${fix ? ` (did you mean ${fix}, without quotes?)` : ''}`;
      const zh = `必须是${types.map((t) => TYPE_ZH[t] ?? t).join('或')}${fix ? `（是否应为不带引号的 ${fix}？）` : ''}`;
      return hint ? { pointer: at, message: `${en} — ${hint}`, zh: `${zh} — ${descriptionInChinese(hint)}` } : { pointer: at, message: en, zh };
    }
    default:
      return { pointer: at, message: e.message ?? e.keyword, zh: e.message ?? e.keyword };
  }
}

/**
 * Problems to show, deduplicated. The meta-schemas' descriptions are English; their Chinese is the check's
 * (common/checks/descriptionWords.ts), which passes it here: the app's error screen shows English and does not load it.
 */
export function explainErrors(errors: AjvError[], data: unknown, meta: unknown, descriptionInChinese: DescriptionInChinese = (d) => d): SchemaProblem[] {
  const seen = new Set<string>();
  const out: SchemaProblem[] = [];
  for (const e of pruneErrors(errors, data, meta)) {
    const problem = explain(e, meta, descriptionInChinese);
    const key = `${problem.pointer} ${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(problem);
  }
  return out;
}
