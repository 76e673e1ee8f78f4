import { afterFirstScreen } from '../../../../navigation/firstScreen';
import { createElement, lazy, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

// Parts of a form's fields that are not drawn until touched (the pickers' bottom popups, with antd-mobile's
// animation and gesture libraries, ~45 KB gz): not in the chunk every form waits for, fetched once the form has
// drawn and the browser is idle, so the first tap still opens at once.

// Typed as React.lazy is: any component, its props kept.
export interface Deferred<C extends ComponentType<any>> {
  Component: (props: ComponentProps<C>) => ReactNode;
  preload: () => Promise<unknown>;
}

export function deferred<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): Deferred<C> {
  let loading: Promise<{ default: C }> | undefined;
  let loaded: C | undefined;
  // A failed fetch (offline for a moment) is not remembered: the next use fetches again.
  const once = () =>
    (loading ??= load().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const Lazy = lazy(once);
  return {
    // Once fetched, the part draws in the same commit as the tap that opens it (React.lazy would wait a tick even
    // then); the type is chosen once per use, so a part that arrives while drawn is not drawn anew.
    Component: function DeferredPart(props: ComponentProps<C>): ReactNode {
      const [type] = useState<ComponentType<ComponentProps<C>>>(() => (loaded ?? Lazy) as ComponentType<ComponentProps<C>>);
      return createElement(type, props);
    },
    preload: once,
  };
}

/** Fetches a part when the browser is idle once the screen has drawn. */
export function usePreloaded(part: { preload: () => Promise<unknown> }): void {
  useEffect(() => afterFirstScreen(() => void part.preload().catch(() => undefined)), [part]);
}
