import type { PageSchema } from '../../../common/page/schemaTypes';
import type { SchemaProblem } from '../../../common/validation/explainErrors';

/** A page file checked against the meta-schema: the page, or what is wrong with it (pointer, message, line). */
export type PageCheck = { ok: true; page: PageSchema } | { ok: false; problems: SchemaProblem[] };
