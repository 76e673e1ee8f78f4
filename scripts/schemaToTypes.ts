// Turns schemas/page.schema.json into TypeScript declarations, so the engine's types are derived from the
// meta-schema and cannot drift from it. Handles exactly the JSON Schema subset the meta-schema uses;
// anything else fails loudly instead of producing a silently loose type.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const IDENT = /^[A-Za-z_$][\w$]*$/;

function pascal(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function refName(ref: string): string {
  const m = /^#\/\$defs\/(\w+)$/.exec(ref);
  if (!m) throw new Error(`unsupported $ref ${ref}`);
  return pascal(m[1]!);
}

function key(name: string): string {
  return IDENT.test(name) ? name : JSON.stringify(name);
}

function doc(node: Node, indent: string): string {
  const d = node.description;
  return typeof d === 'string' ? `${indent}/** ${d.replace(/\*\//g, '*\\/')} */\n` : '';
}

function isNode(v: Json | undefined): v is Node {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function union(parts: string[]): string {
  const unique = [...new Set(parts)];
  return unique.length === 1 ? unique[0]! : unique.join(' | ');
}

function objectType(node: Node, indent: string): string {
  const props = isNode(node.properties) ? node.properties : {};
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  const inner = `${indent}  `;
  const lines: string[] = [];
  for (const [name, schema] of Object.entries(props)) {
    if (!isNode(schema)) throw new Error(`property ${name} is not a schema`);
    lines.push(`${doc(schema, inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(schema, inner)};`);
  }
  const extra = node.additionalProperties;
  if (isNode(extra)) lines.push(`${inner}[key: string]: ${typeOf(extra, inner)};`);
  else if (extra !== false) lines.push(`${inner}[key: string]: unknown;`);
  return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
}

function primitive(type: string, node: Node, indent: string): string {
  switch (type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const items = node.items;
      const item = isNode(items) ? typeOf(items, indent) : 'unknown';
      return /^[\w.]+$/.test(item) ? `${item}[]` : `Array<${item}>`;
    }
    case 'object':
      return objectType(node, indent);
    default:
      throw new Error(`unsupported type ${type}`);
  }
}

/** The TypeScript type of one schema node. */
export function typeOf(node: Node, indent = ''): string {
  if (typeof node.$ref === 'string') return refName(node.$ref);
  if ('const' in node) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return union(node.enum.map((v) => JSON.stringify(v)));
  const alternatives = (node.oneOf ?? node.anyOf) as Json;
  if (Array.isArray(alternatives)) return union(alternatives.map((a) => typeOf(a as Node, indent)));
  if (Array.isArray(node.allOf)) {
    // allOf is used to add validation to a referenced def (extra pattern, extra required members).
    const parts = node.allOf as Node[];
    const ref = parts.find((p) => typeof p.$ref === 'string');
    if (!ref) throw new Error('allOf without a $ref');
    const base = refName(ref.$ref as string);
    const req = parts.flatMap((p) => (p !== ref && Array.isArray(p.required) ? (p.required as string[]) : []));
    return req.length ? `${base} & Required<Pick<${base}, ${req.map((r) => JSON.stringify(r)).join(' | ')}>>` : base;
  }
  const type = node.type;
  if (Array.isArray(type)) return union(type.map((t) => primitive(t as string, node, indent)));
  if (typeof type === 'string') return primitive(type, node, indent);
  throw new Error(`cannot type schema node ${JSON.stringify(node).slice(0, 120)}`);
}

/** The whole module text for the meta-schema. */
export function schemaToTypes(schema: Node, source: string): string {
  const defs = schema.$defs;
  if (!isNode(defs)) throw new Error('meta-schema has no $defs');
  const out: string[] = [
    `// Generated from ${source} by scripts/schemaToTypes.ts — do not edit by hand.`,
    '// Change the meta-schema, then run `npx tsx scripts/buildSchemaValidator.ts`; a test fails while this file is stale.',
    '',
  ];
  for (const [name, def] of Object.entries(defs)) {
    if (!isNode(def)) throw new Error(`$defs/${name} is not a schema`);
    const isInterface = def.type === 'object' && !def.oneOf && !def.anyOf;
    out.push(
      isInterface
        ? `${doc(def, '')}export interface ${pascal(name)} ${objectType(def, '')}`
        : `${doc(def, '')}export type ${pascal(name)} = ${typeOf(def, '')};`,
      '',
    );
  }
  out.push(`${doc(schema, '')}export type ${String(schema.title)} = ${typeOf({ oneOf: schema.oneOf as Json }, '')};`, '');
  out.push(`export type PageKind = ${String(schema.title)}['kind'];`, '');
  return out.join('\n');
}
