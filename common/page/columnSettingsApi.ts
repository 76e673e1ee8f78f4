import type { Api } from './schemaTypes';

// Where a list's saved field choice is read: one definition for the page's own call (columnSettings.ts) and for
// the build, which sends it with the page's first calls (scripts/build/pageModules.ts) so the first cards are
// drawn with the user's fields rather than redrawn with them a round trip later.

export function columnSettingsApi(pageId: string): Api {
  return { url: '/common/column-setting/list', method: 'GET', params: { pageId }, dataPath: 'settings' };
}
