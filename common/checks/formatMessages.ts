// A typed field with a `pattern` that refuses a value says only 格式不正确 / Wrong format unless its uiSchema gives
// `ui:options.formatMessage` (what is expected, with an example). The check tells the author which fields lack it.
import type { Finding } from './issues';

type Node = Record<string, unknown>;

/** Widgets the user types nothing into: their pattern guards what the page itself puts there. */
const UNTYPED = new Set(['hidden', 'notice']);

const asNode = (v: unknown): Node | undefined => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Node) : undefined);

/** A warning at the `pattern` of every typed form field whose uiSchema has no `formatMessage`. */
export function missingFormatMessages(schema: unknown, uiSchema: unknown, pointer = '/schema', uiPath = '/uiSchema'): Finding[] {
  const s = asNode(schema);
  if (!s) return [];
  const ui = asNode(uiSchema);
  const out: Finding[] = [];
  const options = asNode(ui?.['ui:options']);
  if (typeof s.pattern === 'string' && !UNTYPED.has(String(ui?.['ui:widget'])) && !options?.formatMessage) {
    out.push({
      pointer: `${pointer}/pattern`,
      message: `a value this pattern refuses is only called "Wrong format": say what is expected, with an example, in ${uiPath}/ui:options/formatMessage`,
      zh: `不符合此 pattern 的值只会提示"格式不正确"：请在 ${uiPath}/ui:options/formatMessage 写明应填什么，并举一例`,
      severity: 'warning',
    });
  }
  for (const [k, v] of Object.entries(asNode(s.properties) ?? {})) out.push(...missingFormatMessages(v, ui?.[k], `${pointer}/properties/${k}`, `${uiPath}/${k}`));
  if (s.items) out.push(...missingFormatMessages(s.items, ui?.items, `${pointer}/items`, `${uiPath}/items`));
  return out;
}
