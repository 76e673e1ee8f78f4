import { sameAddress } from './address';

/**
 * Spec §2: "a repeat navigation to the same address is locked". A double tap on a tile would otherwise
 * push the same screen twice; a tap during an unfinished navigation would stack a second one on top.
 * The lock is held until the router reports the new location, or at most `maxHoldMs` so a navigation
 * that never completes cannot freeze the app.
 */
export class NavigationLock {
  private heldSince: number | null = null;

  constructor(private readonly maxHoldMs = 1000) {}

  tryAcquire(target: string, current: string, now: number): boolean {
    if (sameAddress(target, current)) return false;
    if (this.heldSince !== null && now - this.heldSince < this.maxHoldMs) return false;
    this.heldSince = now;
    return true;
  }

  release(): void {
    this.heldSince = null;
  }

  get held(): boolean {
    return this.heldSince !== null;
  }
}
