// The few runtime helpers that ajv's standalone (precompiled) code calls. The generator rewrites ajv's
// CommonJS `require(...)` calls to these ESM exports (string formats: ajvFormats.ts), so the generated
// validators load in the browser without the ajv compiler and without eval (strict CSP).

/** String length in code points, as JSON Schema counts it (ajv/dist/runtime/ucs2length). */
export function ucs2length(str: string): number {
  let length = 0;
  for (let pos = 0; pos < str.length; length++) {
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < str.length && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}

/** Deep equality of JSON values (const / enum / uniqueItems). */
export function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a !== a && b !== b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}
