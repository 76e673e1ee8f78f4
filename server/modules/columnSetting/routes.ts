import { getAndPost, route, type RouteSpec } from '../../lib/routeSpec';
import { readSettings, saveSettings } from './queries/settings';
import { pageQuery, saveBody, settingsAnswer } from './schemas';

// Per-user field choices of list screens (which fields a card shows, in which order), keyed by the page
// schema's id. Any logged-in user may keep settings; each only ever reads and writes their own.

const tags = ['common'];

export const routes: RouteSpec[] = [
  // GET is what the engine uses; POST with a body matches the original client's call.
  ...getAndPost({
    url: '/common/column-setting/list', auth: 'user', tags,
    summary: "The user's field settings of a list page (null before any were saved)",
    input: pageQuery, response: settingsAnswer,
    read: async (req, { pageId }) => ({ settings: await readSettings(req.server.db, req.auth, pageId) }),
  }),
  route({
    method: 'POST', url: '/common/column-setting/save', auth: 'user', tags,
    summary: "Saves the user's field settings of a list page",
    schema: { body: saveBody, response: settingsAnswer },
    handler: async (req) => {
      await saveSettings(req.server.db, req.auth, req.body.pageId, req.body.settings);
      return { settings: req.body.settings };
    },
  }),
];
