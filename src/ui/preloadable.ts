import { createElement, type ComponentType, type ReactNode } from 'react';

// React.lazy suspends on its first render even when its chunk has long arrived (a route whose code was preloaded
// beside the entry): one more render pass and one more task before the screen draws, for each lazy level. A
// preloadable component draws at once when its module is already here, and suspends (the same Suspense protocol)
// only while it is still on its way. A failed load goes to the error boundary once; the next render asks again.

export interface Preloadable<P> {
  Component: ComponentType<P>;
  /** starts the load (again after a failure); resolves when the component can draw without suspending */
  preload(): Promise<void>;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let failure: { error: unknown } | null = null;

  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (error: unknown) => {
        pending = null;
        failure = { error };
        throw error;
      },
    ));

  function PreloadableComponent(props: P): ReactNode {
    if (loaded) return createElement(loaded, props);
    if (failure) {
      const { error } = failure;
      failure = null;
      throw error;
    }
    // Suspense: React draws the fallback and renders again once the promise settles (a failure renders this again,
    // which then throws it to the error boundary).
    throw preload().catch(() => undefined);
  }
  return { Component: PreloadableComponent, preload };
}
