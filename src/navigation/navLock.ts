import { sameAddress } from './address';

/**
 * Spec §2: "a repeat navigation to the same address is locked". A double tap on a tile would otherwise
 * push the same screen twice; a tap during an unfinished navigation would stack a second one on top.
 * The lock is held until the router reports the new location, or at most `maxHoldMs` so a navigation
 * that never completes cannot freeze the app.
 */
export class NavigationLock {
  private holding: { since: number; target: string } | null = null;

  constructor(private readonly maxHoldMs = 1000) {}

  private inFlight(now: number): string | null {
    return this.holding && now - this.holding.since < this.maxHoldMs ? this.holding.target : null;
  }

  tryAcquire(target: string, current: string, now: number): boolean {
    if (sameAddress(target, current) || this.inFlight(now) !== null) return false;
    this.hold(target, now);
    return true;
  }

  /** Holds the lock for a navigation to `target` from `now`, whatever held it before (a relaunch's last step). */
  hold(target: string, now: number): void {
    this.holding = { since: now, target };
  }

  /**
   * A tab tap: switching tabs stacks nothing, so the newest tap wins over a navigation still on its way elsewhere (the
   * user changed their mind before that screen was drawn), and only a tap to where the app is going, or is, is a repeat.
   */
  tryTakeOver(target: string, current: string, now: number): boolean {
    if (sameAddress(target, this.inFlight(now) ?? current)) return false;
    this.hold(target, now);
    return true;
  }

  release(): void {
    this.holding = null;
  }

  get held(): boolean {
    return this.holding !== null;
  }
}
