// Spec §8/§9: alert when one endpoint is called more than 10 times within 1000 ms — usually a render loop
// or an effect without dependencies hammering the server.

export const REPEAT_LIMIT = 10;
export const REPEAT_WINDOW_MS = 1000;

export class RepeatCallMonitor {
  private readonly calls = new Map<string, number[]>();

  constructor(
    private readonly limit = REPEAT_LIMIT,
    private readonly windowMs = REPEAT_WINDOW_MS,
  ) {}

  /**
   * Records a call; returns the number of calls in the window when it exceeds the limit, else null.
   * After an alert the endpoint's window starts afresh, so a runaway loop alerts once per burst, not per call.
   */
  record(endpoint: string, now: number): number | null {
    const recent = (this.calls.get(endpoint) ?? []).filter((at) => now - at < this.windowMs);
    recent.push(now);
    if (recent.length > this.limit) {
      this.calls.delete(endpoint);
      return recent.length;
    }
    this.calls.set(endpoint, recent);
    return null;
  }
}
