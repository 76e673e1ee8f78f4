import { arrayOf, object, text } from '../../lib/schemaFragments';

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
export const settingsAnswer = object({ settings });
