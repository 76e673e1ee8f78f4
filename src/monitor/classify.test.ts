import { describe, expect, it } from 'vitest';
import { classifyStatus } from './classify';
import { cutUserAgent, systemInfo } from './systemInfo';

describe('monitoring classification of HTTP statuses (spec §8)', () => {
  it.each([
    [200, 5, 'ok'], [304, 5, 'ok'], [399, 5, 'ok'],
    [401, 5, 'unauthenticated'], [403, 5, 'permission denied'], [404, 5, 'not found'], [409, 5, 'already exists'],
    [413, 5, 'failed precondition'], [429, 5, 'resource exhausted'], [400, 5, 'invalid argument'], [422, 5, 'invalid argument'],
    [501, 5, 'unimplemented'], [503, 5, 'unavailable'], [504, 5, 'deadline exceeded'], [500, 5, 'internal error'], [502, 5, 'internal error'],
    [0, 0, 'cross-origin or unknown domain'], [0, 1000, 'cross-origin or unknown domain'], [0, 1001, 'timeout'], [0, 60000, 'timeout'],
  ] as const)('status %i after %i ms is "%s"', (status, ms, category) => {
    expect(classifyStatus(status, ms)).toBe(category);
  });
});

describe('system info (spec §3, §9)', () => {
  const android = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

  it('cuts the user agent at 500 characters', () => {
    expect(cutUserAgent('x'.repeat(800), 500)).toHaveLength(500);
    expect(cutUserAgent(android, 500)).toBe(android);
    expect(systemInfo('y'.repeat(900), { width: 390, height: 844 }, 3, 500).userAgent).toHaveLength(500);
  });

  it('names client type, screen, browser, OS and device', () => {
    expect(systemInfo(android, { width: 390, height: 844 }, 2.75, 500)).toMatchObject({
      clientType: 'H5', screenWidth: 390, screenHeight: 844, pixelRatio: 2.75, browser: 'Chrome', os: 'Android', osVersion: '13',
    });
  });
});
