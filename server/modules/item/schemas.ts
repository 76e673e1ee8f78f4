import type { PageParams } from '../../lib/paging';
import { int, object, pageOf, pageParams, text, textOrNull } from '../../lib/schemaFragments';

export interface ItemSearch extends PageParams {
  keyword: string;
}

export const itemSearchBody = {
  type: 'object',
  required: ['keyword'],
  additionalProperties: false,
  properties: { keyword: { type: 'string', minLength: 1, maxLength: 64 }, ...pageParams },
} as const;

export const itemPage = pageOf(object({ id: int, code: text, barcode: textOrNull, name: text, spec: textOrNull, unit: textOrNull }));
