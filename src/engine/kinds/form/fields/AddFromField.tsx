import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense, type ReactNode } from 'react';

// The addFrom field is loaded only by forms that use it: the search box and its results stay out of the chunk
// every form route pays for (tests/build/bundleBudget.test.ts).
const AddFromSearchField = lazy(() => import('./AddFromSearchField').then((m) => ({ default: m.AddFromSearchField })));

export function AddFromField(p: FieldProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <AddFromSearchField {...p} />
    </Suspense>
  );
}
