import { arrayOf, object, text, type JsonSchema } from '../../lib/schemaFragments';

const pageId = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9][a-z0-9.-]*$' } as const;
const fieldList = { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 100 } } as const;

export const pageQuery = { type: 'object', additionalProperties: false, required: ['pageId'], properties: { pageId } } as const;

export const saveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['pageId', 'settings'],
  properties: {
    pageId,
    settings: { type: 'object', additionalProperties: false, required: ['hidden', 'order'], properties: { hidden: fieldList, order: fieldList } },
  },
} as const;

const settings = object({ hidden: arrayOf(text), order: arrayOf(text) }, { type: ['object', 'null'] });
// json-schema-to-ts cannot expand a nullable object of arrays (the compiler gives up, "excessively deep"): this answer
// is checked by tests/server/columnSetting.test.ts, not by the compiler.
export const settingsAnswer: JsonSchema = object({ settings });
