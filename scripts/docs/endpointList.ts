import type { RouteLike } from '../../common/checks/routeIndex';

// The endpoint list of docs/authoring.md, rendered from the server's routes as data (server/modules `apiRoutes`),
// so the guide cannot drift from the code: method, url, menu code, shield code, input parameters and answer
// fields (with the shield code the server removes a field for).

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A schema node's type in a few characters: integer, string (date), 1 | 9, integer[] … */
function typeOf(n: Node): string {
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

interface Field {
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

function fieldList(fields: Field[], showRequired: boolean): string {
  if (!fields.length) return 'none';
  return fields
    .map((f) => `\`${f.path}\` ${f.type}${showRequired && f.required ? ' (required)' : ''}${f.shieldCode ? ` — removed for users shielded from ${f.shieldCode}` : ''}`)
    .join('; ');
}

/** An answer's fields; a list answer's as `[].field`; else its type (null, object…). */
function answer(schema: unknown): string {
  if (!isNode(schema)) return 'any';
  if (isNode(schema.properties)) return fieldList(fieldsOf(schema), false);
  if (isNode(schema.items) && isNode(schema.items.properties)) return `a list: ${fieldList(fieldsOf(schema.items, '[].'), false)}`;
  return typeOf(schema);
}

export function renderEndpoints(routes: readonly RouteLike[]): string {
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  const blocks = sorted.map((r) => {
    const input = r.method === 'GET' ? r.schema.querystring : r.schema.body;
    const params = fieldsOf(r.schema.params);
    const lines = [
      `#### ${r.method} ${r.url}`,
      '',
      `${r.summary}  `,
      `auth \`${r.auth}\` · menu code ${r.menuCode ? `\`${r.menuCode}\`` : '—'} · shield code ${r.shieldCode ? `\`${r.shieldCode}\`` : '—'}`,
      '',
      ...(params.length ? [`- Path: ${fieldList(params, false)}`] : []),
      `- ${r.method === 'GET' ? 'Query' : 'Body'}: ${input ? fieldList(fieldsOf(input), true) : 'none'}`,
      `- Answer (\`data\`): ${answer(r.schema.response)}`,
    ];
    return lines.join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

export const START = '<!-- endpoints:start — generated from server/modules by `npm run docs:endpoints`; do not edit by hand -->';
export const END = '<!-- endpoints:end -->';

/** The guide with its generated section replaced; throws when the markers are missing. */
export function withEndpoints(guide: string, routes: readonly RouteLike[]): string {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/authoring.md lacks the markers ${START} … ${END}`);
  return `${guide.slice(0, start + START.length)}\n\n${renderEndpoints(routes)}\n${guide.slice(end)}`;
}
