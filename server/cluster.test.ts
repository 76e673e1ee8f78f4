import { describe, expect, it } from 'vitest';
import { clusterRole, workerCount } from './cluster';

describe('SCM_WORKERS', () => {
  it('is one process when unset or 1, N when a whole number, one per core for "auto"', () => {
    expect(workerCount({}, 8)).toBe(1);
    expect(workerCount({ SCM_WORKERS: '1' }, 8)).toBe(1);
    expect(workerCount({ SCM_WORKERS: ' 3 ' }, 8)).toBe(3);
    expect(workerCount({ SCM_WORKERS: 'auto' }, 8)).toBe(8);
  });

  it('refuses what is not a worker count, naming the value', () => {
    for (const bad of ['0', '-2', '1.5', 'two', '65']) expect(() => workerCount({ SCM_WORKERS: bad }, 2)).toThrow(`(got "${bad}")`);
  });

  it('makes a primary only when more than one process is asked for (this test runs in no cluster worker)', () => {
    expect(clusterRole(1)).toBe('single');
    expect(clusterRole(2)).toBe('primary');
  });
});
