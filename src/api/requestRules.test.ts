import { describe, expect, it } from 'vitest';
import { PendingRequests, requestKey, stableStringify } from './dedupe';
import { cookieValue, grayActionFor } from './grayRelease';
import { displayWidth, presentationFor } from './messageRule';
import { RepeatCallMonitor } from './repeatMonitor';

describe('request key', () => {
  it('ignores key order and undefined fields', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(requestKey('post', '/x', undefined, { a: 1, b: 2 })).toBe(requestKey('POST', '/x', undefined, { b: 2, a: 1 }));
  });

  it('differs by method, url, query and payload', () => {
    const base = requestKey('POST', '/x', { p: 1 }, { a: 1 });
    expect(requestKey('GET', '/x', { p: 1 }, { a: 1 })).not.toBe(base);
    expect(requestKey('POST', '/y', { p: 1 }, { a: 1 })).not.toBe(base);
    expect(requestKey('POST', '/x', { p: 2 }, { a: 1 })).not.toBe(base);
    expect(requestKey('POST', '/x', { p: 1 }, { a: 2 })).not.toBe(base);
  });
});

describe('PendingRequests', () => {
  it('aborts the older identical call when a newer one registers', () => {
    const pending = new PendingRequests();
    const older = new AbortController();
    const newer = new AbortController();
    pending.register('k', older, 'superseded');
    pending.register('k', newer, 'superseded');
    expect(older.signal.aborted).toBe(true);
    expect(older.signal.reason).toBe('superseded');
    expect(newer.signal.aborted).toBe(false);
  });

  it('lets only the current owner release the key', () => {
    const pending = new PendingRequests();
    const older = new AbortController();
    const newer = new AbortController();
    pending.register('k', older);
    pending.register('k', newer);
    pending.release('k', older);
    expect(pending.size).toBe(1);
    pending.release('k', newer);
    expect(pending.size).toBe(0);
  });
});

describe('RepeatCallMonitor', () => {
  it('alerts on the 11th call within 1000 ms, once per burst', () => {
    const monitor = new RepeatCallMonitor();
    const results = Array.from({ length: 11 }, (_, i) => monitor.record('GET /a', i * 50));
    expect(results.slice(0, 10).every((r) => r === null)).toBe(true);
    expect(results[10]).toBe(11);
    expect(monitor.record('GET /a', 560)).toBeNull();
  });

  it('does not alert when calls are spread out or on different endpoints', () => {
    const monitor = new RepeatCallMonitor();
    for (let i = 0; i < 30; i++) expect(monitor.record('GET /a', i * 101)).toBeNull();
    for (let i = 0; i < 10; i++) {
      expect(monitor.record('GET /b', i)).toBeNull();
      expect(monitor.record('GET /c', i)).toBeNull();
    }
  });
});

describe('toast or dialog', () => {
  it('uses a dialog for texts longer than 18 characters', () => {
    expect(presentationFor('操作失败，请检查网络连接')).toBe('toast');
    expect(presentationFor('一二三四五六七八九十一二三四五六七八')).toBe('toast');
    expect(presentationFor('一二三四五六七八九十一二三四五六七八九')).toBe('dialog');
    expect(presentationFor('Operation failed, please check your network connection')).toBe('dialog');
  });

  it('counts a Latin letter as half a Chinese character: a toast holds what is as wide as 18 of them', () => {
    expect(displayWidth('ab 操作')).toBe(3.5);
    expect(presentationFor('Operation failed: check your network')).toBe('toast');
    expect(presentationFor('Operation failed: check your network.')).toBe('dialog');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(displayWidth('😀😀')).toBe(2);
  });
});

describe('gray release', () => {
  it('maps the header to set / clear / nothing', () => {
    expect(grayActionFor('1')).toBe('set');
    expect(grayActionFor('0')).toBe('clear');
    expect(grayActionFor(null)).toBeNull();
    expect(grayActionFor('yes')).toBeNull();
  });

  it('reads a cookie by name', () => {
    expect(cookieValue('a=1; gray_release=1; b=x%20y', 'gray_release')).toBe('1');
    expect(cookieValue('a=1; b=x%20y', 'b')).toBe('x y');
    expect(cookieValue('gray_release_old=1', 'gray_release')).toBeNull();
  });
});
