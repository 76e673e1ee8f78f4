import { createElement, type ComponentProps, type ComponentType, type ReactNode } from 'react';

// React.lazy suspends on its first render even when its chunk has long arrived (a route whose code was preloaded
// beside the entry): one more render pass and one more task before the screen draws, for each lazy level. A
// preloadable component draws at once when its module is already here, and suspends (the same Suspense protocol)
// only while it is still on its way. A failed load goes to the error boundary once; the next render asks again.
// Routes, the engine's page frame, and the parts of forms and filter bars fetched ahead of the first tap use it;
// so do the parts only some pages draw (src/engine/pageParts.tsx), which a page's module hands over with `provide`.

export interface Preloadable<P> {
  /** a function component (so a screen with props of a wider type may stand where one of narrower props is asked) */
  Component: (props: P) => ReactNode;
  /** starts the load (again after a failure); resolves when the component can draw without suspending */
  preload(): Promise<void>;
  /** the component as a module that imports it statically has it: drawn at once from now on, nothing fetched */
  provide(component: ComponentType<P>): void;
}

// Typed as React.lazy is: any component, its props kept.
export function preloadable<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Preloadable<ComponentProps<C>> {
  type P = ComponentProps<C>;
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
  const provide = (component: ComponentType<P>): void => {
    loaded = component;
    pending ??= Promise.resolve();
  };
  return { Component: PreloadableComponent, preload, provide };
}
