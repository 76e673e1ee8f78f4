import type { Input } from '../../lib/routeSpec';
import { input, keyword } from '../../lib/schemaFragments';

export const branchFilter = input({ keyword });
export type BranchFilter = Input<typeof branchFilter>;
