import type { Input } from '../../lib/routeSpec';
import { arrayOf, input, object, text, titled } from '../../lib/schemaFragments';

const pageId = titled({ type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9][a-z0-9.-]*$' }, '页面', 'Page');
const fieldList = { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 100 } } as const;

export const pageQuery = input({ pageId }, ['pageId']);

export const saveBody = input({ pageId, settings: titled(input({ hidden: titled(fieldList, '隐藏字段', 'Hidden fields'), order: titled(fieldList, '字段顺序', 'Field order') }, ['hidden', 'order']), '字段设置', 'Field settings') }, ['pageId', 'settings']);
/** Which fields a list's cards show (the rest hidden) and in which order. */
export type ColumnSettings = Input<typeof saveBody>['settings'];

const settings = object({ hidden: arrayOf(text), order: arrayOf(text) }, { type: ['object', 'null'] });
export const settingsAnswer = object({ settings });
