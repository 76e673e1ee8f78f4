import { useEffect, useRef, type MutableRefObject } from 'react';
import { useBlocker } from 'react-router-dom';
import { guardLeaving, leaveGuard } from '../../../navigation/leaveGuard';
import { isSystemBack } from '../../../navigation/navigate';

interface LeaveGuardProps {
  /** the form is drawn and can be typed into */
  ready: boolean;
  /** the form holds edits the user has not sent */
  dirty: boolean;
  /** set once the form was sent: the Back that follows a send goes without asking */
  saved: MutableRefObject<boolean>;
  keepsDrafts: boolean;
  keepDraft(): void;
  dropDraft(): void;
}

/**
 * Guards Back while the form holds unsent edits (src/navigation/leaveGuard.ts): keep editing, keep a draft, or discard.
 * The nav bar's back asks through navigateBack; the phone's Back through the router's blocker, held by the form (not
 * the app's shell, which every route loads) from the moment it opens, so a Back right after typing is caught too.
 */
export function useLeaveGuard({ ready, dirty, saved, keepsDrafts, keepDraft, dropDraft }: LeaveGuardProps): void {
  // Read when Back comes, not set again on every keystroke: what the form holds as it was last drawn.
  const latest = useRef({ dirty, keepDraft, dropDraft });
  latest.current = { dirty, keepDraft, dropDraft };
  useEffect(() => {
    if (!ready) return;
    return guardLeaving({
      needed: () => latest.current.dirty && !saved.current,
      ask: async () => {
        // The dialog's code comes on the first Back that needs it: every form would carry it otherwise.
        const { askLeave } = await import('./askLeave');
        const answer = await askLeave(keepsDrafts);
        // The draft is written a moment after typing stops: what was typed just before Back is written now.
        if (answer === 'keep') latest.current.keepDraft();
        if (answer === 'discard') {
          saved.current = true;
          latest.current.dropDraft();
        }
        return answer !== 'stay';
      },
    });
  }, [ready, keepsDrafts, saved]);

  // The app's own moves (the nav bar's back has asked already, a relaunch's steps) pass.
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && isSystemBack() && leaveGuard() !== null);
  // One question per blocked Back: the blocker is a new object whenever the form draws again while it waits (a draft
  // written, an answer arriving), and each would have opened the dialog once more (two dialogs on top of each other,
  // seen in a full test run).
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    const guard = leaveGuard();
    if (!guard) return blocker.proceed();
    asking.current = true;
    void guard.ask().then((mayGo) => {
      asking.current = false;
      if (mayGo) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker]);
}
