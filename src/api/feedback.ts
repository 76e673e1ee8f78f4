import { t } from '../i18n';
import { useUiStore } from '../stores/ui';
import { presentationFor, toastLimitFor, TOAST_DURATION_MS } from './messageRule';
import { getSession } from '../stores/session';

// The one place that puts request feedback on screen: the global loading toast and message toasts share
// antd-mobile's single toast slot, so they are coordinated here (a message replaces the loading toast;
// the loading toast comes back afterwards if calls are still pending).

/** Fast answers should not flash a loading toast; only calls slower than this show it. */
export const LOADING_DELAY_MS = 200;

type Kit = typeof import('./feedbackKit');
let kitPromise: Promise<Kit> | null = null;

/** Loads the overlay components; start-up calls it when idle so the first message is not delayed. */
export function loadFeedbackKit(): Promise<Kit> {
  kitPromise ??= import('./feedbackKit');
  return kitPromise;
}

// Calls run in order: after the first load every `then` resolves in the order it was queued.
function withKit(use: (kit: Kit) => void): void {
  loadFeedbackKit()
    .then(use)
    .catch((e: unknown) => console.error('[feedback] overlay components failed to load', e));
}

let loadingShown = false;
let loadingTimer: ReturnType<typeof setTimeout> | null = null;
let messageUntil = 0;

function pendingCount(): number {
  return useUiStore.getState().loadingCount;
}

function syncLoading(): void {
  if (pendingCount() === 0) {
    if (loadingTimer) clearTimeout(loadingTimer);
    loadingTimer = null;
    if (loadingShown) {
      loadingShown = false;
      withKit(({ Toast }) => Toast.clear());
    }
    return;
  }
  if (loadingShown || loadingTimer) return;
  loadingTimer = setTimeout(() => {
    loadingTimer = null;
    if (pendingCount() === 0 || loadingShown) return;
    if (Date.now() < messageUntil) {
      setTimeout(syncLoading, messageUntil - Date.now());
      return;
    }
    loadingShown = true;
    withKit(({ Toast }) => {
      if (loadingShown) Toast.show({ icon: 'loading', content: t('common.loading'), duration: 0, maskClickable: true });
    });
  }, LOADING_DELAY_MS);
}

export function beginLoading(): void {
  useUiStore.getState().beginLoading();
  syncLoading();
}

export function endLoading(): void {
  useUiStore.getState().endLoading();
  syncLoading();
}

/**
 * A dialog without a title is named by its text: role="dialog" needs an accessible name (WCAG 4.1.2, axe's
 * aria-dialog-name). antd-mobile's Dialog passes aria-label on, though its types do not list it.
 */
const named = (text: string) => ({ 'aria-label': text }) as object;

/** A message for the user: a 2 s toast, or — when too long for a toast — a dialog confirmed with "I know". */
export function showMessage(text: string): void {
  if (presentationFor(text, toastLimitFor(getSession().userKind)) === 'dialog') {
    withKit(({ Dialog }) => void Dialog.alert({ ...named(text), content: text, confirmText: t('common.iKnow') }));
    return;
  }
  loadingShown = false;
  messageUntil = Date.now() + TOAST_DURATION_MS;
  withKit(({ Toast }) => Toast.show({ content: text, duration: TOAST_DURATION_MS }));
  setTimeout(syncLoading, TOAST_DURATION_MS);
}

const openDialogs = new Set<string>();

/**
 * A dialog of which only one may be open per group. Several calls usually fail together when a token dies
 * or a permission is missing; only the first shows its dialog and runs `after`, the rest are dropped
 * (spec §8 "only one login dialog shows at a time").
 */
export function showSingleDialog(group: 'login' | 'permission', text: string, after: () => void): void {
  if (openDialogs.has(group)) return;
  openDialogs.add(group);
  withKit(({ Dialog }) => {
    void Dialog.alert({ ...named(text), content: text, confirmText: t('common.confirm') }).then(() => {
      openDialogs.delete(group);
      after();
    });
  });
}

/** A plain notice the user confirms. */
export function showDialog(text: string, after?: () => void): void {
  withKit(({ Dialog }) => void Dialog.alert({ ...named(text), content: text, confirmText: t('common.confirm') }).then(() => after?.()));
}

/** Asks a yes/no question; resolves true on confirm. */
export function confirmDialog(text: string): Promise<boolean> {
  return loadFeedbackKit().then(({ Dialog }) =>
    Dialog.confirm({ ...named(text), content: text, confirmText: t('common.confirm'), cancelText: t('common.cancel') }),
  );
}
