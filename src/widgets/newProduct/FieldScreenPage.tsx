import { Suspense, type ReactNode } from 'react';
import { fieldScreenAt } from '../../../common/routes/fieldScreens';
import { FormFieldScreen } from '../../engine';
import type { PageProps } from '../../router/pageTypes';

// The spec's Choose category and Multiple packagings (§2): screens of their own for two fields of the new-product
// form, drawn from the form's page file by the engine (FieldScreen), the choice handed back to the form. Which form
// and field each route draws is data (common/routes/fieldScreens.ts), read by the route's opening too.

export default function FieldScreenPage({ route, query }: PageProps): ReactNode {
  const screen = fieldScreenAt(route.path);
  if (!screen) throw new Error(`${route.path} is no field screen of common/routes/fieldScreens.ts`);
  return (
    <Suspense fallback={null}>
      <FormFieldScreen formRoute={screen.form} field={screen.field} query={query} />
    </Suspense>
  );
}
