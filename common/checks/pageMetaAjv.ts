import Ajv from 'ajv';
import { pageAjvOptions } from '../validation/ajvOptions.ts';

// One ajv holding the page meta-schema (as page.schema.json), shared by the page files' validator and the enums'
// (whose labels refer to its definitions). ajv compiles the whole meta-schema to resolve a reference into it; with
// one instance that is done once, not once per validator (about half a second a time).

const kept = new Map<string, Ajv>();
const MAX_KEPT = 4;

export const PAGE_META_KEY = 'page.schema.json';

export function pageMetaAjv(meta: object): Ajv {
  const key = JSON.stringify(meta);
  let ajv = kept.get(key);
  if (!ajv) {
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    ajv = new Ajv({ ...pageAjvOptions }).addSchema(meta, PAGE_META_KEY);
    kept.set(key, ajv);
  }
  return ajv;
}
