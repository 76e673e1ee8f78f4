import { describe, expect, it } from 'vitest';
import { KEEP_MAX, MonitorQueue, STORAGE_KEY } from './queue';
import type { Batch, MonitorRecord } from './record';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

const rec = (n: number, dataType: MonitorRecord['dataType'] = 'pv'): MonitorRecord => ({
  dataType, requestId: `r${n}`, platformType: 'H5', clientType: 'H5', timestamp: n, datas: { n },
});

function setup(opts: { up?: boolean } = {}) {
  const sent: { batch: Batch; leaving: boolean }[] = [];
  const idle: (() => void)[] = [];
  const storage = memoryStorage();
  let up = opts.up ?? true;
  const queue = new MonitorQueue({
    limit: 10,
    duplicateErrorCap: 5,
    send: async (batch, leaving) => {
      if (!up) return false;
      sent.push({ batch, leaving });
      return true;
    },
    storage,
    whenIdle: (work) => void idle.push(work),
  });
  const runIdle = async () => {
    while (idle.length) idle.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { queue, sent, storage, runIdle, setUp: (v: boolean) => (up = v) };
}

describe('monitoring queue (spec §4, §9)', () => {
  it('waits until the breadcrumb limit (10), then sends the ten together', async () => {
    const { queue, sent, runIdle } = setup();
    for (let i = 1; i <= 9; i++) queue.push(rec(i));
    await runIdle();
    expect(sent).toHaveLength(0);
    queue.push(rec(10));
    await runIdle();
    expect(sent).toHaveLength(1);
    expect(sent[0].batch.items.map((r) => r.requestId)).toEqual(Array.from({ length: 10 }, (_, i) => `r${i + 1}`));
    expect(queue.size).toBe(0);
  });

  it('sends what waits when the tab is hidden, as a leaving send', async () => {
    const { queue, sent } = setup();
    queue.push(rec(1));
    queue.push(rec(2));
    await queue.flush(true);
    expect(sent).toEqual([{ batch: { items: [rec(1), rec(2)] }, leaving: true }]);
  });

  it('stores unsent records on unload and sends them first after the next load', async () => {
    const first = setup();
    first.queue.push(rec(1));
    first.queue.push(rec(2));
    first.queue.persist();
    expect(JSON.parse(first.storage.map.get(STORAGE_KEY)!)).toHaveLength(2);

    const second = setup();
    second.storage.map.set(STORAGE_KEY, first.storage.map.get(STORAGE_KEY)!);
    second.queue.push(rec(3));
    expect(second.queue.restore()).toBe(2);
    expect(second.storage.map.has(STORAGE_KEY)).toBe(false);
    await second.runIdle();
    expect(second.sent[0].batch.items.map((r) => r.requestId)).toEqual(['r1', 'r2', 'r3']);
  });

  it('keeps a batch the server could not be reached with, and keeps at most KEEP_MAX records', async () => {
    const { queue, sent, setUp, runIdle } = setup({ up: false });
    for (let i = 1; i <= KEEP_MAX + 30; i++) queue.push(rec(i));
    await runIdle();
    expect(sent).toHaveLength(0);
    expect(queue.size).toBe(KEEP_MAX);
    setUp(true);
    await queue.flush(false);
    expect(sent.flatMap((s) => s.batch.items)).toHaveLength(KEEP_MAX);
    expect(sent[0].batch.items[0].requestId).toBe('r31');
  });

  it('sends an error at once with the records before it, and the same error at most 5 times', async () => {
    const { queue, sent, runIdle } = setup();
    queue.push(rec(1));
    queue.push(rec(2));
    const accepted = Array.from({ length: 8 }, (_, i) => queue.pushError(rec(100 + i, 'error'), 'js|boom|app.js|3'));
    expect(accepted).toEqual([true, true, true, true, true, false, false, false]);
    expect(queue.pushError(rec(200, 'error'), 'js|other|app.js|9')).toBe(true);
    await runIdle();
    const errors = sent.filter((s) => s.batch.items[0].dataType === 'error');
    expect(errors).toHaveLength(6);
    expect(errors[0].batch.breadcrumb?.map((r) => r.requestId)).toEqual(['r1', 'r2']);
  });
});
