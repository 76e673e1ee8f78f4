// A screen holding input the user has not sent (a form with edits) asks before Back takes it away: the nav bar's back
// arrow (navigateBack) and the phone's or browser's Back (the form's router blocker) both ask the guard. Only one
// screen is on top, so one guard at a time; opening a screen on top (a field's own screen) is not leaving.

export interface LeaveGuard {
  /** whether there is anything to lose now */
  needed(): boolean;
  /** asks the user; resolves true when the screen may go */
  ask(): Promise<boolean>;
}

let guard: LeaveGuard | null = null;

/** Sets the guard of the screen on top; the returned function lifts it (only if it is still this one). */
export function guardLeaving(next: LeaveGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** The guard to ask before leaving, when the screen on top has something to lose. */
export function leaveGuard(): LeaveGuard | null {
  return guard?.needed() ? guard : null;
}
