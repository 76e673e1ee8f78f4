import type { Input } from '../../lib/routeSpec';
import { arrayOf, input, int, keyword, object, text, textOrNull } from '../../lib/schemaFragments';

export const branchFilter = input({ keyword });
export type BranchFilter = Input<typeof branchFilter>;

export const branchList = arrayOf(object({ id: int, code: text, name: text, shortName: textOrNull, type: int }));
