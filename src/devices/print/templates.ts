import type { PrintTemplate } from '../../../common/print/template';

// The print templates of schemas/print (checked by npm run schemas:check against their meta-schema and the
// answers of the pages that name them). Part of the lazy print chunk, never of a page's first load.

const files = import.meta.glob<PrintTemplate>(['../../../schemas/print/*.json', '!**/template.schema.json'], { eager: true, import: 'default' });

export const PRINT_TEMPLATES: Readonly<Record<string, PrintTemplate>> = Object.fromEntries(
  Object.values(files).map((t) => [t.id, t]),
);

export function printTemplate(id: string): PrintTemplate | undefined {
  return PRINT_TEMPLATES[id];
}
