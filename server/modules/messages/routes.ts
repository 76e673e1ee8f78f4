import { found } from '../../lib/found';
import { langOf } from '../../lib/language';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import { documentRoutes } from './documentRoutes';
import { listMessages, readAll, readMessage, unreadCount } from './queries/messages';
import { messageListBody, messagePage, readAllAnswer, readAllBody, readAnswer, readBody, unreadAnswer } from './schemas';

const tags = ['messages'];
// Every supplier user has a message centre; its menu entry holds no role restriction.
const inbox = routeGroup({ auth: 'supplier', menuCode: 'SCM_MESSAGE', tags, prefix: '/scm/message' });

export const routes: RouteSpec[] = [
  inbox.reads.post('/list', "The user's messages about the current supplier's documents, newest first, with the unread count", { body: messageListBody, response: messagePage }, (req) => listMessages(req.server.db, req.scope, req.body, langOf(req))),
  inbox.reads.get('/unreadCount', 'How many messages are unread (the badge on home and my)', { response: unreadAnswer }, async (req) => ({ unread: await unreadCount(req.server.db, req.scope) })),
  inbox.post('/read', 'Marks a message read and answers the screen of its document', { body: readBody, response: readAnswer }, async (req) => {
    const m = found(await readMessage(req.server.db, req.scope, req.body.id));
    const target = m.docType ? documentRoutes[m.docType] : undefined;
    return {
      id: m.id,
      route: target?.route ?? null,
      query: { id: target?.withId && m.docId !== null ? String(m.docId) : null },
      unread: await unreadCount(req.server.db, req.scope),
    };
  }),
  inbox.post('/readAll', 'Marks every message of the current supplier read', { body: readAllBody, response: readAllAnswer }, async (req) => ({ marked: await readAll(req.server.db, req.scope), unread: 0 })),
];
