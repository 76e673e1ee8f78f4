import { describe, expect, it } from 'vitest';
import { trustProxyFrom } from './trustProxy';

describe('SCM_TRUST_PROXY', () => {
  it('trusts no proxy unless told, a hop count, or a list of addresses and ranges', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('')).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    const twoHops = trustProxyFrom('2') as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(trustProxyFrom('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => trustProxyFrom('true')).toThrow(/hop count/);
  });
});
