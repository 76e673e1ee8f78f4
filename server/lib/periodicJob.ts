/**
 * Runs `job` shortly after start (5 s) and then every `minutes`, never two runs of it at once in this process; 0 minutes
 * runs nothing. The returned function stops it (on close) and waits for a run in flight, so the pool is never closed
 * under it. What must run once over several processes takes its own lock inside `job`.
 */
export function startPeriodic(job: () => Promise<unknown>, minutes: number, log: (err: unknown) => void): () => Promise<void> {
  if (minutes <= 0) return async () => undefined;
  let current: Promise<unknown> | null = null;
  const tick = () => {
    if (current) return;
    current = job()
      .catch(log)
      .finally(() => {
        current = null;
      });
  };
  const first = setTimeout(tick, 5_000);
  const every = setInterval(tick, minutes * 60_000);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await current;
  };
}
