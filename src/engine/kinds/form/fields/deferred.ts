import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

// Parts of a form's fields that are not drawn until touched (the pickers' bottom popups, with antd-mobile's
// animation and gesture libraries, ~45 KB gz): not in the chunk every form waits for, fetched once the form has
// drawn and the browser is idle, so the first tap still opens at once.

// Typed as React.lazy is: any component, its props kept.
export interface Deferred<C extends ComponentType<any>> {
  Component: LazyExoticComponent<C>;
  preload: () => Promise<unknown>;
}

export function deferred<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Deferred<C> {
  let loading: Promise<{ default: C }> | undefined;
  // A failed fetch (offline for a moment) is not remembered: the next use fetches again.
  const once = () => (loading ??= load().catch((err: unknown) => {
    loading = undefined;
    throw err;
  }));
  return { Component: lazy(once), preload: once };
}

/** Fetches a part when the browser is next idle after the field has drawn. */
export function usePreloaded(part: { preload: () => Promise<unknown> }): void {
  useEffect(() => {
    const load = () => void part.preload().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 1500);
    return () => clearTimeout(timer);
  }, [part]);
}
