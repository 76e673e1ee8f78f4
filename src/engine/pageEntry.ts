import type { ComponentType } from 'react';
import type { FirstCallSpec } from '../../common/page/firstCalls';
import type { KindProps } from './kinds/types';
import type { LocalizedText, PageSchema, RouteWhen } from '../../common/page/schemaTypes';
import type { PageCheck } from './validation/pageCheck';
import type { SchemaSet } from '../../common/page/schemaSets';

// What the page index holds of a page: a built-in file of the build, or a page published at run time
// (publishedPages.ts). Both are found by findPage (pageIndex.ts) and drawn alike.

/** A page file as the engine draws it: checked, and (in a build) with its kind's renderer already loaded. */
export interface PageModule {
  check: PageCheck;
  Kind?: ComponentType<KindProps<PageSchema>>;
}

export interface PageEntry {
  /** repo-relative file, as error screens and the CLI name it */
  file: string;
  set: SchemaSet;
  route: string;
  title: LocalizedText;
  menuCode: string;
  kind: string;
  /** set when the file serves its route only for a query holding this parameter (one of several files of the route) */
  when?: RouteWhen;
  /** the page's first data calls (null: it asks nothing before its own code runs) */
  firstCall: FirstCallSpec | null;
  /** the checked page and its renderer; one load per file, shared by whoever asks first (the route opening) */
  load: () => Promise<PageModule>;
  /** the module once `load` has brought it (undefined before, and always in dev: there every opening reads the file) */
  loaded: () => PageModule | undefined;
}

