import { arrayOf, int, keyword, object, text, textOrNull } from '../../lib/schemaFragments';

export interface BranchFilter {
  keyword?: string;
}

export const branchFilter = { type: 'object', additionalProperties: false, properties: { keyword } } as const;

export const branchList = arrayOf(object({ id: int, code: text, name: text, shortName: textOrNull, type: int }));
