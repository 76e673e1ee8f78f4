import { describe, expect, it } from 'vitest';
import { presentationFor, toastLimitFor } from './messageRule';

describe('toast limit per variant (spec §9)', () => {
  it('is 16 Chinese characters for the boss variant, 18 otherwise', () => {
    const seventeen = '一二三四五六七八九十一二三四五六七';
    expect(presentationFor(seventeen, toastLimitFor('supplier'))).toBe('toast');
    expect(presentationFor(seventeen, toastLimitFor('boss'))).toBe('dialog');
    expect(presentationFor(seventeen.slice(0, 16), toastLimitFor('boss'))).toBe('toast');
    expect(toastLimitFor(null)).toBe(18);
  });
});
