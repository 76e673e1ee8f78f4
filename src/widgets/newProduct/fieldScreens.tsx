import { Suspense, type ReactNode } from 'react';
import { FormFieldScreen } from '../../engine';
import type { PageProps } from '../../router/pageTypes';

// The spec's Choose category and Multiple packagings (§2): screens of their own for two fields of the new-product
// form, drawn from the form's page file by the engine (FieldScreen), the choice handed back to the form.

const FORM = '/packagesSub/newProductApply/info';

export function CategoryPickPage({ query }: PageProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <FormFieldScreen formRoute={FORM} field="categoryId" query={query} />
    </Suspense>
  );
}

export function MorePackingPage({ query }: PageProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <FormFieldScreen formRoute={FORM} field="packagings" query={query} />
    </Suspense>
  );
}
