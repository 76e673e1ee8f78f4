import { describe, expect, it } from 'vitest';
import { linkRows, matchingRows } from './linkRows';
import type { LinksTile } from '../../../../common/page/schemaTypes';

const $session = {
  userKind: 'supplier',
  supplierCount: 2,
  suppliers: [
    { id: 2, code: 'S002', name: '华东食品有限公司', current: true },
    { id: 3, code: 'S003', name: 'Fresh Farm Co.', current: false },
  ],
};

describe('linkRows', () => {
  it('draws fixed rows over the session, leaving out those whose visibleWhen fails', () => {
    const tile: LinksTile = {
      type: 'links',
      rows: [
        { label: 'switch', to: '/x', visibleWhen: { field: '$session.supplierCount', op: 'gt', value: 1 } },
        { label: 'merchant only', to: '/y', visibleWhen: { field: '$session.userKind', op: 'ne', value: 'supplier' } },
        { label: 'always', to: '/z' },
      ],
    };
    const rows = linkRows(tile, { $session });
    expect(rows.map((r) => r.row.label)).toEqual(['switch', 'always']);
    expect(rows[0]!.record).toEqual({ $session });
  });

  it('draws `row` once per element of the list at `each`, the element as its record beside the session', () => {
    const tile: LinksTile = { type: 'links', each: '$session.suppliers', row: { label: '{{name}}', action: { id: 'choose', label: 'x', type: 'session', session: 'chooseSupplier' } } };
    const rows = linkRows(tile, { $session });
    expect(rows.map((r) => r.key)).toEqual(['2', '3']);
    expect(rows[1]!.record).toMatchObject({ id: 3, code: 'S003', current: false, $session });
    expect(linkRows({ ...tile, each: '$session.nothing' }, { $session })).toEqual([]);
  });

  it('keeps the rows one of whose fields holds the keyword, ignoring case and surrounding blanks', () => {
    const rows = linkRows({ type: 'links', each: '$session.suppliers', row: { label: '{{name}}', to: '/x' } }, { $session });
    const ids = (keyword: string) => matchingRows(rows, keyword, ['name', 'code']).map((r) => r.record.id);
    expect(ids(' s003 ')).toEqual([3]);
    expect(ids('fresh')).toEqual([3]);
    expect(ids('食品')).toEqual([2]);
    expect(ids('')).toEqual([2, 3]);
    expect(ids('zzz')).toEqual([]);
  });
});
