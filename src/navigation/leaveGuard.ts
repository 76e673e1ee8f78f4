// A screen holding input the user has not sent (a form with edits) asks before Back takes it away: the nav bar's back
// arrow (navigateBack) and the phone's or browser's Back (the router's blocker, AppShell) both ask the guard. Only one
// screen is on top, so one guard at a time; opening a screen on top (a field's own screen) is not leaving.
// A form sets its guard as it opens, not at the first keystroke: the router's blocker is then in place before the
// user can type, and a Back right after typing is caught too. `needed` says whether there is anything to lose now.

export interface LeaveGuard {
  needed(): boolean;
  /** asks the user; resolves true when the screen may go */
  ask(): Promise<boolean>;
}

let guard: LeaveGuard | null = null;
const listeners = new Set<() => void>();

function changed(next: LeaveGuard | null): void {
  guard = next;
  for (const listener of [...listeners]) listener();
}

/** Sets the guard of the screen on top; the returned function lifts it (only if it is still this one). */
export function guardLeaving(next: LeaveGuard): () => void {
  changed(next);
  return () => {
    if (guard === next) changed(null);
  };
}

/** The guard to ask before leaving, when the screen on top has something to lose. */
export function leaveGuard(): LeaveGuard | null {
  return guard?.needed() ? guard : null;
}

/** Whether a screen guards at all: the router holds a blocker only then, so every other Back moves as it always has. */
export function guarded(): boolean {
  return guard !== null;
}

export function onLeaveGuardChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
