import { route, type RouteSpec } from '../../lib/routeSpec';
import { readSettings, saveSettings, type ColumnSettings } from './queries/settings';
import { pageQuery, saveBody, settingsAnswer } from './schemas';

// Per-user field choices of list screens (which fields a card shows, in which order), keyed by the page
// schema's id. Any logged-in user may keep settings; each only ever reads and writes their own.

const tags = ['common'];
const summary = "The user's field settings of a list page (null before any were saved)";

export const routes: RouteSpec[] = [
  // GET is what the engine uses; POST with a body matches the original client's call.
  route<{ Querystring: { pageId: string } }>({
    method: 'GET',
    url: '/common/column-setting/list',
    auth: 'user',
    summary,
    tags,
    schema: { querystring: pageQuery, response: settingsAnswer },
    handler: async (req) => ({ settings: await readSettings(req.server.db, req.auth, req.query.pageId) }),
  }),
  route<{ Body: { pageId: string } }>({
    method: 'POST',
    url: '/common/column-setting/list',
    auth: 'user',
    summary,
    tags,
    schema: { body: pageQuery, response: settingsAnswer },
    handler: async (req) => ({ settings: await readSettings(req.server.db, req.auth, req.body.pageId) }),
  }),
  route<{ Body: { pageId: string; settings: ColumnSettings } }>({
    method: 'POST',
    url: '/common/column-setting/save',
    auth: 'user',
    summary: "Saves the user's field settings of a list page",
    tags,
    schema: { body: saveBody, response: settingsAnswer },
    handler: async (req) => {
      await saveSettings(req.server.db, req.auth, req.body.pageId, req.body.settings);
      return { settings: req.body.settings };
    },
  }),
];
