import { BizError } from '../../lib/errors';
import { langOf } from '../../lib/language';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { documentRoutes } from './documentRoutes';
import { listMessages, readAll, readMessage, unreadCount } from './queries/messages';
import { messageListBody, messagePage, readAllAnswer, readAllBody, readAnswer, readBody, unreadAnswer } from './schemas';

const tags = ['messages'];
// Every supplier user has a message centre; its menu entry holds no role restriction.
const inbox = { auth: 'supplier', menuCode: 'SCM_MESSAGE', tags } as const;

export const routes: RouteSpec[] = [
  route({
    method: 'POST', url: '/scm/message/list', ...inbox,
    summary: "The user's messages about the current supplier's documents, newest first, with the unread count",
    schema: { body: messageListBody, response: messagePage },
    handler: (req) => listMessages(req.server.db, req.scope, req.body, langOf(req)),
  }),
  route({
    method: 'GET', url: '/scm/message/unreadCount', ...inbox,
    summary: 'How many messages are unread (the badge on home and my)',
    schema: { response: unreadAnswer },
    handler: async (req) => ({ unread: await unreadCount(req.server.db, req.scope) }),
  }),
  route({
    method: 'POST', url: '/scm/message/read', ...inbox,
    summary: 'Marks a message read and answers the screen of its document',
    schema: { body: readBody, response: readAnswer },
    handler: async (req) => {
      const m = await readMessage(req.server.db, req.scope, req.body.id);
      if (!m) throw BizError.notFound();
      const target = m.docType ? documentRoutes[m.docType] : undefined;
      return {
        id: m.id,
        route: target?.route ?? null,
        query: { id: target?.withId && m.docId !== null ? String(m.docId) : null },
        unread: await unreadCount(req.server.db, req.scope),
      };
    },
  }),
  route({
    method: 'POST', url: '/scm/message/readAll', ...inbox,
    summary: 'Marks every message of the current supplier read',
    schema: { body: readAllBody, response: readAllAnswer },
    handler: async (req) => ({ marked: await readAll(req.server.db, req.scope), unread: 0 }),
  }),
];
