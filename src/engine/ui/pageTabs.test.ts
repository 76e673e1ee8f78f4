import { describe, expect, it } from 'vitest';
import { servesQuery } from '../../../common/page/routeWhen';
import { activePageTab } from './PageTabs';

describe('files sharing a route', () => {
  it('a file with routeWhen serves the queries holding its parameter (and value); a plain file every query', () => {
    expect(servesQuery(undefined, {})).toBe(true);
    expect(servesQuery({ param: 'id' }, { id: '12' })).toBe(true);
    expect(servesQuery({ param: 'id' }, { id: '' })).toBe(false);
    expect(servesQuery({ param: 'id' }, {})).toBe(false);
    expect(servesQuery({ param: 'tab', value: 'mine' }, { tab: 'mine' })).toBe(true);
    expect(servesQuery({ param: 'tab', value: 'mine' }, { tab: 'new' })).toBe(false);
  });

  it('marks the page tab whose query the address holds, the plain one otherwise', () => {
    const tabs = [{ title: '我要反馈' }, { title: '我的反馈', query: { tab: 'mine' } }];
    expect(activePageTab(tabs, {})).toBe(0);
    expect(activePageTab(tabs, { tab: 'mine' })).toBe(1);
    expect(activePageTab(tabs, { tab: 'other', conversation: '3' })).toBe(0);
  });
});
