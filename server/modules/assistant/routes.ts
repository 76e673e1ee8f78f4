import { BizError } from '../../lib/errors';
import { EventStream } from '../../lib/eventStream';
import { langOf } from '../../lib/language';
import { route, type RouteSpec } from '../../lib/routeSpec';
import { idParams } from '../../lib/schemaFragments';
import { answerQuestion } from './ask';
import { msg, suggestions } from './messages';
import { conversationDetail, listConversations, openConversation, rateAnswer, saveExchange } from './queries/conversations';
import {
  askAnswer,
  askBody,
  conversationDetailAnswer,
  conversationList,
  emptyQuery,
  rateBody,
  rateAnswer as rateAnswerSchema,
  suggestionsAnswer,
} from './schemas';
import { streamAnswer } from './stream';

const tags = ['assistant'];
const ai = { auth: 'supplier', menuCode: 'SCM_AI', tags } as const;

export const routes: RouteSpec[] = [
  route({
    ...ai,
    method: 'POST', url: '/scm/assistant/ask',
    summary: "Answers a question from the knowledge base or the supplier's own records (read-only) and keeps it in the conversation; `Accept: text/event-stream` streams it (events meta, delta, block, done)",
    schema: { body: askBody, response: askAnswer },
    handler: async (req) => {
      const { db } = req.server;
      const question = req.body.question.trim();
      const conversationId = await openConversation(db, req.scope, req.body.conversationId, question.slice(0, 40));
      if (conversationId === undefined) throw BizError.notFound();
      const answer = await answerQuestion({ db, scope: req.scope, uiLang: langOf(req), menuCodes: req.schemas.menus.menuCodesFor(req.auth), shielded: req.schemas.menus.shieldedCodesFor(req.auth) }, question);
      const messageId = await saveExchange(db, req.scope, conversationId, langOf(req), question, answer);
      const data = { conversationId, messageId, version: 0, ...answer };
      return EventStream.wanted(req) ? streamAnswer(data) : data;
    },
  }),
  route({
    ...ai,
    method: 'GET', url: '/scm/assistant/suggestions',
    summary: "Quick questions for the chat's chips, in the caller's language, for the functions the caller's menu holds",
    schema: { querystring: emptyQuery, response: suggestionsAnswer },
    handler: async (req) => {
      const codes = req.schemas.menus.menuCodesFor(req.auth);
      const lang = langOf(req);
      return suggestions.filter((s) => codes.has(s.menuCode)).map((s) => ({ text: s[lang] }));
    },
  }),
  route({
    ...ai,
    method: 'GET', url: '/scm/assistant/conversation/list',
    summary: "The caller's conversations with the assistant for the current supplier, latest first (30)",
    schema: { querystring: emptyQuery, response: conversationList },
    handler: (req) => listConversations(req.server.db, req.scope),
  }),
  route({
    ...ai,
    method: 'GET', url: '/scm/assistant/conversation/detail/:id',
    summary: 'One of the caller\'s conversations with its questions and answers (tables, links, ratings)',
    schema: { params: idParams, response: conversationDetailAnswer },
    handler: async (req) => {
      const found = await conversationDetail(req.server.db, req.scope, req.params.id);
      if (!found) throw BizError.notFound();
      return found;
    },
  }),
  route({
    ...ai,
    method: 'POST', url: '/scm/assistant/message/rate',
    summary: '"Was this helpful": records the caller\'s verdict on one of its answers (compare-and-set on version)',
    schema: { body: rateBody, response: rateAnswerSchema },
    handler: async (req) => {
      const r = await rateAnswer(req.server.db, req.scope, req.body.messageId, req.body.helpful, req.body.version);
      if (!r.found) throw BizError.notFound();
      if (!r.row) throw BizError.conflict(msg.rateLost);
      return r.row;
    },
  }),
];
