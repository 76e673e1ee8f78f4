import { describe, expect, it } from 'vitest';
import { buildAddress, sameAddress } from './address';
import { NavigationLock } from './navLock';

describe('address', () => {
  it('builds a normalised address with the query', () => {
    expect(buildAddress('pages/index/index/', { id: 3, empty: undefined })).toBe('/pages/index/index?id=3');
    expect(buildAddress('/a?x=1', { y: 'b c' })).toBe('/a?x=1&y=b+c');
  });

  it('treats query order and trailing slashes as the same address', () => {
    expect(sameAddress('/a/?y=2&x=1', '/a?x=1&y=2')).toBe(true);
    expect(sameAddress('/a?x=1', '/a?x=2')).toBe(false);
    expect(sameAddress('/a', '/b')).toBe(false);
  });
});

describe('NavigationLock', () => {
  it('ignores a navigation to the current address', () => {
    const lock = new NavigationLock();
    expect(lock.tryAcquire('/a?id=1', '/a?id=1', 0)).toBe(false);
    expect(lock.held).toBe(false);
  });

  it('ignores navigations while one is in flight, until released', () => {
    const lock = new NavigationLock();
    expect(lock.tryAcquire('/b', '/a', 0)).toBe(true);
    expect(lock.tryAcquire('/c', '/a', 10)).toBe(false);
    lock.release();
    expect(lock.tryAcquire('/c', '/b', 20)).toBe(true);
  });

  it('gives up a lock that was never released after the hold limit', () => {
    const lock = new NavigationLock(1000);
    expect(lock.tryAcquire('/b', '/a', 0)).toBe(true);
    expect(lock.tryAcquire('/c', '/a', 999)).toBe(false);
    expect(lock.tryAcquire('/c', '/a', 1000)).toBe(true);
  });

  it('lets a tab tap take over a navigation in flight elsewhere, but not repeat one to the same place', () => {
    const lock = new NavigationLock(1000);
    expect(lock.tryAcquire('/my', '/home', 0)).toBe(true);
    // Still drawing /my: a tap on the tab of /home (where the app is) goes back there, a second tap on /my does not.
    expect(lock.tryTakeOver('/my', '/home', 100)).toBe(false);
    expect(lock.tryTakeOver('/home', '/home', 200)).toBe(true);
    expect(lock.tryAcquire('/list', '/home', 300)).toBe(false);
    lock.release();
    expect(lock.tryTakeOver('/home', '/home', 400)).toBe(false);
    expect(lock.tryTakeOver('/my', '/home', 400)).toBe(true);
  });
});
