import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { readSettings, saveSettings } from './queries/settings';
import { pageQuery, saveBody, settingsAnswer } from './schemas';

// Per-user field choices of list screens (which fields a card shows, in which order), keyed by the page
// schema's id. Any logged-in user may keep settings; each only ever reads and writes their own.

const user = routeGroup({ auth: 'user', tags: ['common'], prefix: '/common/column-setting' });

export const routes: RouteSpec[] = [
  // GET is what the engine uses; POST with a body matches the original client's call.
  ...user.getAndPost('/list', "The user's field settings of a list page (null before any were saved)", { input: pageQuery, response: settingsAnswer }, async (req, { pageId }) => ({ settings: await readSettings(req.server.db, req.auth, pageId) })),
  user.post('/save', "Saves the user's field settings of a list page", { body: saveBody, response: settingsAnswer }, async (req) => {
    await saveSettings(req.server.db, req.auth, req.body.pageId, req.body.settings);
    return { settings: req.body.settings };
  }),
];
