import { describe, expect, it } from 'vitest';
import { filterSuppliers } from './filterSuppliers';

const list = [
  { id: 2, code: 'S002', name: '华东食品有限公司' },
  { id: 3, code: 'S003', name: 'Fresh Farm Co.' },
];

describe('filterSuppliers', () => {
  it('matches name or code, ignoring case and surrounding blanks', () => {
    expect(filterSuppliers(list, ' s003 ').map((s) => s.id)).toEqual([3]);
    expect(filterSuppliers(list, 'fresh').map((s) => s.id)).toEqual([3]);
    expect(filterSuppliers(list, '食品').map((s) => s.id)).toEqual([2]);
    expect(filterSuppliers(list, '')).toHaveLength(2);
    expect(filterSuppliers(list, 'zzz')).toEqual([]);
  });
});
