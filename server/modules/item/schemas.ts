import type { Input } from '../../lib/routeSpec';
import { input, int, object, pageOf, pageParams, text, textOrNull } from '../../lib/schemaFragments';

export const itemSearchBody = input({ keyword: { type: 'string', minLength: 1, maxLength: 64 }, ...pageParams }, ['keyword']);
export type ItemSearch = Input<typeof itemSearchBody>;

export const itemPage = pageOf(object({ id: int, code: text, barcode: textOrNull, name: text, spec: textOrNull, unit: textOrNull }));
