import { describe, expect, it } from 'vitest';
import { findLeaves, searchTexts } from './treeSearch';

const tree = [
  { id: 1, name: '食品', short: 'SP', children: [{ id: 11, name: '休闲零食', short: 'XXLS', children: [{ id: 111, name: '薯片', short: 'SP' }, { id: 112, name: '饼干', short: 'BG' }] }] },
  { id: 2, name: '饮料', short: 'YL', children: [{ id: 21, name: '碳酸饮料', short: 'TSYL', children: [{ id: 211, name: '可乐', short: 'KL' }] }] },
];
const options = [
  { value: '1', label: '食品', children: [{ value: '11', label: '休闲零食', children: [{ value: '111', label: '薯片' }, { value: '112', label: '饼干' }] }] },
  { value: '2', label: '饮料', children: [{ value: '21', label: '碳酸饮料', children: [{ value: '211', label: '可乐' }] }] },
];
const texts = searchTexts(tree, 'id', 'name', ['short']);
const found = (q: string) => findLeaves(options, texts, q).map((h) => h.labels.join(' / '));

describe('searching a choice tree', () => {
  it('finds leaves by a part of a name, with their whole path', () => {
    expect(found('可')).toEqual(['饮料 / 碳酸饮料 / 可乐']);
    expect(findLeaves(options, texts, '可乐')[0]!.path).toEqual(['2', '21', '211']);
  });
  it('finds by pinyin initials in any case, and lists a matching level’s leaves', () => {
    expect(found('kl')).toEqual(['饮料 / 碳酸饮料 / 可乐']);
    expect(found('XXLS')).toEqual(['食品 / 休闲零食 / 薯片', '食品 / 休闲零食 / 饼干']);
  });
  it('needs every word typed, across levels', () => {
    expect(found('食品 饼')).toEqual(['食品 / 休闲零食 / 饼干']);
    expect(found('饮料 饼')).toEqual([]);
    expect(found('  ')).toEqual([]);
  });
});
