import type { RouteLike } from '../../common/checks/routeIndex';
import { answerFieldsOf, fieldsOf, isNode, typeOf, type Field } from '../../common/routes/routeFields';

// The endpoint list of docs/authoring.md, rendered from the server's routes as data (server/modules `apiRoutes`),
// so the guide cannot drift from the code: method, url, menu code, shield code, input parameters and answer
// fields (with the shield code the server removes a field for).

function fieldList(fields: Field[], showRequired: boolean): string {
  if (!fields.length) return 'none';
  return fields
    .map((f) => `\`${f.path}\` ${f.type}${showRequired && f.required ? ' (required)' : ''}${f.shieldCode ? ` — removed for users shielded from ${f.shieldCode}` : ''}`)
    .join('; ');
}

/** An answer's fields; a list answer's as `[].field`; else its type (null, object…). */
function answer(schema: unknown): string {
  if (!isNode(schema)) return 'any';
  const fields = answerFieldsOf(schema);
  if (fields.length || isNode(schema.properties)) return `${isNode(schema.properties) ? '' : 'a list: '}${fieldList(fields, false)}`;
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
      `${r.read ? 'read' : 'changes data'} · auth \`${r.auth}\` · menu code ${r.menuCode ? `\`${r.menuCode}\`` : '—'} · shield code ${r.shieldCode ? `\`${r.shieldCode}\`` : '—'}`,
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
