import rjsfGetDecimalSeparator from '@rjsf/utils/lib/getDecimalSeparator.js';
import { describe, expect, it } from 'vitest';
import getDecimalSeparator from './decimalSeparator';

describe('the decimal separator of the forms', () => {
  it('is "." whatever the phone’s language, as the number input takes it', () => {
    expect(getDecimalSeparator()).toBe('.');
  });

  it('where RJSF’s own would follow the language', () => {
    expect(rjsfGetDecimalSeparator('zh-CN')).toBe('.');
    expect(rjsfGetDecimalSeparator('de-DE')).toBe(',');
  });
});
