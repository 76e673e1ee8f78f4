import { afterEach, describe, expect, it } from 'vitest';
import { FILTER_KINDS, type FilterKind, type WidgetName } from '../filters/filterKinds';
import type { PageSchema } from '../page/schemaTypes';
import { pageCalls } from './pageCalls';

// The contract check learns which parameters a filter sends, and which property of the filter names each, from the
// filter's kind: a kind added to common/filters/filterKinds.ts is checked right with no edit to the checks.

const listWith = (filter: Record<string, unknown>): PageSchema =>
  ({ id: 't.list', kind: 'list', title: 'T', menuCode: 'SCM_T', api: { url: '/scm/t/list', paged: false }, columns: [], filters: [filter] }) as unknown as PageSchema;

const sentBy = (page: PageSchema) => pageCalls(page)[0]!.params;

/** A two-bound kind the engine does not have: amount bounds sent as <field>Low and <field>High unless named. */
const amountBand: FilterKind = {
  ...FILTER_KINDS.numberRange,
  params: (f) => [
    { name: f.paramFrom ?? `${f.field}Low`, namedBy: 'paramFrom' },
    { name: f.paramTo ?? `${f.field}High`, namedBy: 'paramTo' },
  ],
};
const NEW_WIDGET = 'amountBand' as WidgetName;
const kinds = FILTER_KINDS as Record<string, FilterKind>;

describe('the parameters of a page call, as the filter kinds declare them', () => {
  afterEach(() => {
    delete kinds[NEW_WIDGET];
  });

  it("reports each bound of the engine's ranges at the property that names it", () => {
    expect(sentBy(listWith({ field: 'amount', widget: 'numberRange', paramFrom: 'minAmount' }))).toEqual([
      { name: 'minAmount', pointer: '/filters/0/paramFrom' },
      { name: 'amountTo', pointer: '/filters/0/field' },
    ]);
    expect(sentBy(listWith({ field: 'status', widget: 'select', param: 'state' }))).toEqual([{ name: 'state', pointer: '/filters/0/param' }]);
  });

  it('checks a new two-bound kind by what it declares, with no edit to the checks', () => {
    kinds[NEW_WIDGET] = amountBand;
    expect(sentBy(listWith({ field: 'amount', widget: NEW_WIDGET, paramTo: 'amountCap' }))).toEqual([
      { name: 'amountLow', pointer: '/filters/0/field' },
      { name: 'amountCap', pointer: '/filters/0/paramTo' },
    ]);
  });
});
