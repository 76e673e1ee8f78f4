import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/types';
import { CallRunner } from './callRunner';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A runner that has answered 1 and is now running again (quietly or not), on an answer the test settles. */
async function answeredThenRunning(quiet?: boolean) {
  const r = new CallRunner<number>();
  await r.run(async () => 1);
  const next = deferred<number>();
  const run = r.run(() => next.promise, quiet);
  return { r, next, run };
}

describe('CallRunner (the state behind useApi)', () => {
  it('goes loading → ready with the answer', async () => {
    const r = new CallRunner<number>();
    const seen: string[] = [];
    r.subscribe(() => seen.push(r.getState().status));
    await r.run(async () => 7);
    expect(r.getState()).toMatchObject({ status: 'ready', data: 7, error: '' });
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('keeps the failure message and cause', async () => {
    const r = new CallRunner<number>();
    const err = new ApiError({ code: 500, message: '系统异常' });
    await r.run(async () => Promise.reject(err));
    expect(r.getState()).toMatchObject({ status: 'error', error: '系统异常', cause: err });
  });

  it('never keeps the server\'s message for a code the catalogue keeps silent (spec §8)', async () => {
    for (const code of [300192, 301544, 301554, 301546]) {
      const r = new CallRunner<number>();
      const err = new ApiError({ code, message: `m${code}` });
      await r.run(async () => Promise.reject(err));
      expect(r.getState(), String(code)).toMatchObject({ status: 'error', error: '', cause: err });
    }
    const r = new CallRunner<number>();
    await r.run(async () => Promise.reject(new ApiError({ code: 0, businessCode: 113, message: 'm113' })));
    expect(r.getState()).toMatchObject({ status: 'error', error: '' });
  });

  it('aborts the previous run and drops its late answer', async () => {
    const r = new CallRunner<string>();
    const first = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    const p1 = r.run((signal) => {
      firstSignal = signal;
      return first.promise;
    });
    const p2 = r.run(async () => 'new');
    await p2;
    expect(firstSignal?.aborted).toBe(true);
    first.resolve('old');
    await p1;
    expect(r.getState().data).toBe('new');
  });

  it('ignores an aborted failure instead of showing an error', async () => {
    const r = new CallRunner<string>();
    const run = r.run(() => Promise.reject(new ApiError({ code: -1, message: 'abort', transport: 'abort' })));
    await run;
    expect(r.getState().status).toBe('loading');
  });

  it('reloads quietly: data stays while it runs, and a failure rejects without blanking the screen', async () => {
    const { r, next, run: reload } = await answeredThenRunning(true);
    expect(r.getState()).toMatchObject({ status: 'ready', data: 1 });
    next.reject(new Error('network'));
    await expect(reload).rejects.toThrow('network');
    expect(r.getState()).toMatchObject({ status: 'ready', data: 1 });
  });

  it('goes idle when there is nothing to ask, cancelling what runs', async () => {
    const r = new CallRunner<number>();
    const slow = deferred<number>();
    const run = r.run(() => slow.promise);
    r.idle();
    slow.resolve(3);
    await run;
    expect(r.getState().status).toBe('idle');
  });

  it('keeps the last answer while a newer run loads, marked as loading', async () => {
    const { r, next, run } = await answeredThenRunning();
    expect(r.getState()).toMatchObject({ status: 'loading', data: 1 });
    next.resolve(2);
    await run;
    expect(r.getState()).toMatchObject({ status: 'ready', data: 2 });
  });
});
