import path from 'node:path';
import type { Plugin } from 'vite';

// In a build, the app's formatters (common/format/enums.ts) start with no status or reason lists: schemas/enums.json
// (~16 KB, ~3.7 KB gz) had travelled in the engine's chunk of every route, the login's included, while a screen names
// two or three of its lists. Each page module brings those its page names (pageModules.ts), a page published at run
// time all of them (src/engine/publishedPages.ts). The dev server and tests keep the whole file from the start.

const FORMATTERS = 'common/format/enums.ts';
/** The formatters' lists in a build: none (chunkGroups.ts puts this in the engine's frame). */
export const NO_ENUMS_YET = '\0scm-enums-by-page';

export function pageEnums(): Plugin {
  return {
    name: 'scm-page-enums',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.replace(/\\/g, '/').endsWith(FORMATTERS) && path.basename(source) === 'enums.json') return NO_ENUMS_YET;
      return null;
    },
    load: (id) => (id === NO_ENUMS_YET ? 'export default {};' : null),
  };
}
