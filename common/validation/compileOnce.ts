import type { ValidateFunction } from 'ajv';

// Compiling a meta-schema costs more than checking every page with it (page.schema.json: about a second on a busy
// core). The server checks an author's draft on every save, so each meta-schema is compiled once per content and
// kept; a changed meta-schema (another text) is compiled anew. Few distinct ones exist: page, menu, enums, print.

const compiled = new Map<string, ValidateFunction>();
const MAX_KEPT = 16;

/** The validator of `schema` for `purpose`, compiled by `compile` the first time this exact schema is asked for. */
export function compileOnce(purpose: string, schema: unknown, compile: () => ValidateFunction): ValidateFunction {
  const key = `${purpose}\n${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    if (compiled.size >= MAX_KEPT) compiled.delete(compiled.keys().next().value!);
    validate = compile();
    compiled.set(key, validate);
  }
  return validate;
}
