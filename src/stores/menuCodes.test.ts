import { describe, expect, it } from 'vitest';
import { menuCodes, menuCodesDiffer } from './menuCodes';
import type { MenuItem } from './sessionTypes';

const item = (code: string, children: MenuItem[] = []): MenuItem => ({ code, name: code, children });

describe('menu codes', () => {
  it('flattens the tree into sorted unique codes', () => {
    expect(menuCodes([item('B', [item('B2'), item('A1')]), item('A')])).toEqual(['A', 'A1', 'B', 'B2']);
  });

  it('ignores order but notices added and removed codes', () => {
    const stored = [item('G', [item('X'), item('Y')])];
    expect(menuCodesDiffer(stored, [item('G', [item('Y'), item('X')])])).toBe(false);
    expect(menuCodesDiffer(stored, [item('G', [item('X')])])).toBe(true);
    expect(menuCodesDiffer(stored, [item('G', [item('X'), item('Y'), item('Z')])])).toBe(true);
  });
});
