// `use-sync-external-store/shim` for a React that has the hook built in (18+): the shim's fallback for older Reacts
// (a chunk of its own on the list's first round, shared by TanStack's store and antd-mobile) is never run here.
export { useSyncExternalStore } from 'react';
