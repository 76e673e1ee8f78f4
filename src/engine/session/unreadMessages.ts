import { create } from 'zustand';
import { request } from '../../api/client';
import { can } from '../permissions';
import { useSessionStore } from '../../stores/session';

// The unread-message count behind the badges of home and my: one store, so reading a message on one screen
// updates the other. Asked when those screens show (and after a message is opened), never polled: messages are
// written by the transactions that change documents, so the count is current whenever it is asked.

interface UnreadState {
  count: number;
  set(count: number): void;
}

export const useUnreadStore = create<UnreadState>((set) => ({ count: 0, set: (count) => set({ count }) }));

/** Supplier users acting for a supplier have a message centre (the menu entry SCM_MESSAGE). */
export function hasInbox(): boolean {
  const s = useSessionStore.getState();
  return (s.userKind ?? 'supplier') === 'supplier' && Boolean(s.supplierInfo) && can('SCM_MESSAGE');
}

export async function refreshUnread(): Promise<void> {
  if (!hasInbox()) return;
  try {
    const r = await request<{ unread: number }>('/scm/message/unreadCount', { method: 'GET', silent: true });
    useUnreadStore.getState().set(r.unread);
  } catch {
    // A badge that could not be refreshed keeps its last value; the list itself shows any error.
  }
}
