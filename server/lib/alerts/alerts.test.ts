import { describe, expect, it } from 'vitest';
import { isExcludedAlert } from './policy';
import { REDACTED, redact, redactText } from './redact';

describe('credentials are stripped from alerts and records (spec §8)', () => {
  it('replaces fields named like secrets, at any depth', () => {
    const out = redact({ type: 'x', body: { account: '138', password: 'Scm@2026demo', nested: [{ token: 'abc', Authorization: 'Bearer q' }] } });
    expect(out).toEqual({ type: 'x', body: { account: '138', password: REDACTED, nested: [{ token: REDACTED, Authorization: REDACTED }] } });
  });

  it('replaces the value of a named value whose name is a secret', () => {
    expect(redact([{ name: 'password', value: 'x' }, { name: 'page', value: '2' }])).toEqual([{ name: 'password', value: REDACTED }, { name: 'page', value: '2' }]);
  });

  it('masks secrets written inside text: query strings, JSON, headers', () => {
    expect(redactText('/mobile/api/x?token=9f8e7d&page=2')).toBe(`/mobile/api/x?token=${REDACTED}&page=2`);
    expect(redactText('{"password":"hunter2","account":"a"}')).toBe(`{"password":"${REDACTED}","account":"a"}`);
    expect(redactText('Authorization: Bearer eyJhbGciOi.x.y failed')).not.toContain('eyJhbGciOi');
    expect(redactText('pwd = s3cret; next')).toBe(`pwd = ${REDACTED}; next`);
    expect(redactText('nothing secret here')).toBe('nothing secret here');
  });
});

describe('what the alert channel leaves out (spec §8)', () => {
  it.each([
    ['wrong-password', undefined, undefined],
    ['api-error', '用户名或密码错误', undefined],
    ['api-error', '商户未开通', undefined],
    ['api-error', 'Login failed', undefined],
    ['api-error', '该操作不支持', undefined],
    ['api-error', 'Barcode already exists', undefined],
    ['api-error', 'whatever', 409],
  ])('%s "%s" (code %s) is left out', (type, message, code) => {
    expect(isExcludedAlert({ type, message, code })).toBe(true);
  });

  it('keeps the rest', () => {
    expect(isExcludedAlert({ type: 'client-error', message: "TypeError: Cannot read properties of undefined (reading 'rows')" })).toBe(false);
    expect(isExcludedAlert({ type: 'repeat-call', endpoint: 'GET /scm/home/summary', count: 11 })).toBe(false);
    expect(isExcludedAlert({ type: 'server-error', message: 'relation "x" does not exist', code: 500 })).toBe(false);
  });
});
