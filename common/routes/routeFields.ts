// A route's input parameters and answer fields read from its JSON schemas, as dotted paths with a short type: the
// endpoint list of docs/authoring.md (scripts/docs/endpointList.ts) and the studio's endpoint catalogue
// (GET /scm/authoring/catalogue) both say them this way.

export type Node = Record<string, unknown>;
export const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A schema node's type in a few characters: integer, string (date), 1 | 9, integer[] … */
export function typeOf(n: Node): string {
  if (Array.isArray(n.enum)) return n.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in n) return JSON.stringify(n.const);
  const alternatives = (n.anyOf ?? n.oneOf) as Node[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.filter(isNode).map(typeOf).join(' or ');
  const types = n.type === undefined ? ['any'] : ([] as string[]).concat(n.type as string | string[]);
  return types
    .map((t) => {
      if (t === 'array') {
        const item = isNode(n.items) ? typeOf(n.items) : 'any';
        return `${/ (\||or) /.test(item) ? `(${item})` : item}[]`;
      }
      if (t === 'string' && typeof n.format === 'string') return `string (${n.format})`;
      return t;
    })
    .join(' or ');
}

export interface Field {
  path: string;
  type: string;
  shieldCode?: string;
  required: boolean;
}

/** Every property, nested objects and lists of objects flattened to dotted paths (rows[].sheetNo). */
export function fieldsOf(schema: unknown, prefix = '', depth = 0): Field[] {
  if (!isNode(schema) || depth > 5) return [];
  const out: Field[] = [];
  const props = isNode(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [name, node] of Object.entries(props)) {
    if (!isNode(node)) continue;
    const path = `${prefix}${name}`;
    const objectItems = isNode(node.items) && isNode(node.items.properties) ? node.items : null;
    const shieldCode = typeof node['x-shieldCode'] === 'string' ? node['x-shieldCode'] : undefined;
    if (isNode(node.properties)) {
      out.push({ path, type: 'object', required: required.has(name), ...(shieldCode ? { shieldCode } : {}) }, ...fieldsOf(node, `${path}.`, depth + 1));
    } else if (objectItems) {
      out.push({ path: `${path}[]`, type: 'list', required: required.has(name), ...(shieldCode ? { shieldCode } : {}) }, ...fieldsOf(objectItems, `${path}[].`, depth + 1));
    } else {
      out.push({ path, type: typeOf(node), required: required.has(name), ...(shieldCode ? { shieldCode } : {}) });
    }
  }
  return out;
}

/** The fields of an answer: an object's, a list's items' as `[].field`; none for an answer of another shape. */
export function answerFieldsOf(schema: unknown): Field[] {
  if (!isNode(schema)) return [];
  if (isNode(schema.properties)) return fieldsOf(schema);
  if (isNode(schema.items) && isNode(schema.items.properties)) return fieldsOf(schema.items, '[].');
  return [];
}
