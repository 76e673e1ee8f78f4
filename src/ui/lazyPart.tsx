import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads as it is first drawn, drawing nothing until then: a field or widget only some forms
 * draw, kept out of the chunk every form route pays for (tests/build/bundleBudget.test.ts).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): (props: P) => ReactNode {
  // typed as any component, as React.lazy is: the props are P's (the caller's loader says so)
  const Part = lazy(() => load().then((component) => ({ default: component as ComponentType<any> })));
  return function LazyPart(props: P): ReactNode {
    return <Suspense fallback={null}>{createElement(Part, props)}</Suspense>;
  };
}
