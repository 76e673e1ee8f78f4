// Letting time pass in async code: `wait(ms)`, and `nextTask()`, which gives the browser its turn.
//
// Start-up work that runs as one chain of promises is one task for the browser, however many steps it has: on a
// phone the route's loader after its chunk (the page's first calls, its code) ran 175 ms without a frame or a tap
// in between. Awaiting nextTask() between two steps gives the browser its turn; Chrome's scheduler.yield() puts
// the rest ahead of other waiting tasks, elsewhere a zero timeout.

interface YieldingScheduler {
  yield(): Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
