import type { FastifyRequest } from 'fastify';
import { BizError } from '../../lib/errors';
import { found } from '../../lib/found';
import { EventStream } from '../../lib/eventStream';
import { langOf } from '../../lib/language';
import { readAsCaller } from '../../lib/readAsCaller';
import { routeGroup } from '../../lib/routeGroup';
import type { RouteSpec } from '../../lib/routeSpec';
import type { SupplierScope } from '../../lib/scope';
import type { Answer } from './answer';
import { answerQuestion } from './ask';
import { answerBossQuestion } from './boss/ask';
import { bossSuggestions } from './boss/suggestions';
import { msg, suggestions, type Suggestion } from './messages';
import { conversationDetail, lastCarry, listConversations, openConversation, rateAnswer, saveExchange } from './queries/conversations';
import {
  askAnswer, askBody, conversationDetailAnswer, conversationList, emptyQuery, rateBody, rateAnswer as rateAnswerSchema,
  suggestionsAnswer,
} from './schemas';
import { streamAnswer } from './stream';

const tags = ['assistant'];

/** What differs between the supplier's assistant and the boss's: whose history, how a question is answered, which chips. */
interface Side {
  group: ReturnType<typeof routeGroup>;
  /** who speaks: a supplier's user, or the merchant's own staff */
  who: string;
  historyOf: (req: FastifyRequest) => SupplierScope;
  answer: (req: FastifyRequest, question: string, previous: Answer['carry'] | null) => Promise<Answer>;
  chips: (req: FastifyRequest) => { text: string }[];
}

/** The chat's routes, the same for both sides: ask (JSON or streamed), quick questions, history, ratings. */
function chatRoutes(side: Side): RouteSpec[] {
  const { group, who, historyOf } = side;
  return [
    group.post('/ask', `Answers a question of ${who} from the knowledge it holds or the caller's own records (read-only) and keeps it in the conversation; \`Accept: text/event-stream\` streams it (events meta, delta, block, done)`, { body: askBody, response: askAnswer }, async (req) => {
      const { db } = req.server;
      const scope = historyOf(req);
      const question = req.body.question.trim();
      const conversationId = found(await openConversation(db, scope, req.body.conversationId, question.slice(0, 40)));
      const previous = req.body.conversationId === undefined ? null : await lastCarry(db, scope, conversationId);
      const answer = await side.answer(req, question, previous);
      const messageId = await saveExchange(db, scope, conversationId, langOf(req), question, answer);
      // The carried parameters stay with the stored answer; the client gets the chips that use them.
      const { carry: _kept, ...shown } = answer;
      const data = { conversationId, messageId, version: 0, ...shown, action: shown.action ?? null };
      return EventStream.wanted(req) ? streamAnswer(data) : data;
    }),
    group.reads.get('/suggestions', "Quick questions for the chat's chips, in the caller's language, for the functions the caller's menu holds", { querystring: emptyQuery, response: suggestionsAnswer }, async (req) => side.chips(req)),
    group.reads.get('/conversation/list', `The caller's conversations with the assistant (${who}), latest first (30)`, { querystring: emptyQuery, response: conversationList }, (req) => listConversations(req.server.db, historyOf(req))),
    group.detail('/conversation/detail/:id', "One of the caller's conversations with its questions and answers (tables, links, ratings)", conversationDetailAnswer, (req, id) => conversationDetail(req.server.db, historyOf(req), id)),
    group.post('/message/rate', '"Was this helpful": records the caller\'s verdict on one of its answers (compare-and-set on version)', { body: rateBody, response: rateAnswerSchema }, async (req) => {
      const r = await rateAnswer(req.server.db, historyOf(req), req.body.messageId, req.body.helpful, req.body.version);
      if (!r.found) throw BizError.notFound();
      if (!r.row) throw BizError.conflict(msg.rateLost);
      return r.row;
    }),
  ];
}

/** The quick questions whose menu function the caller's menu holds, in the caller's language. */
function chipsOf(req: FastifyRequest, list: Suggestion[]): { text: string }[] {
  const codes = req.schemas.menus.menuCodesFor(req.auth);
  const lang = langOf(req);
  return list.filter((s) => codes.has(s.menuCode)).map((s) => ({ text: s[lang] }));
}

/** A supplier's user, acting for the supplier chosen at login: one history per user and supplier. */
const supplierSide: Side = {
  group: routeGroup({ auth: 'supplier', menuCode: 'SCM_AI', tags, prefix: '/scm/assistant' }),
  who: 'a supplier',
  historyOf: (req) => req.scope,
  answer: (req, question, previous) => answerQuestion({ db: req.server.db, scope: req.scope, uiLang: langOf(req), menuCodes: req.schemas.menus.menuCodesFor(req.auth), shielded: req.schemas.menus.shieldedCodesFor(req.auth), read: readAsCaller(req) }, question, previous && !('side' in previous) ? previous : null),
  chips: (req) => chipsOf(req, suggestions),
};

/**
 * The merchant's own staff (the boss app): the chain's figures, read through the boss screens' routes as the caller.
 * Their conversations are kept under supplier 0, which no supplier has (ids start at 1), so a boss's history and a
 * supplier user's never meet although both tables number their users from 1.
 */
const bossSide: Side = {
  group: routeGroup({ auth: 'boss', menuCode: 'BOSS_AI', tags, prefix: '/administer/assistant' }),
  who: "the merchant's staff",
  historyOf: (req) => ({ merchantId: req.auth.merchantId, supplierId: 0, userId: req.auth.userId }),
  answer: (req, question, previous) => answerBossQuestion({ read: readAsCaller(req), uiLang: langOf(req) }, question, previous && 'side' in previous ? previous : null),
  chips: (req) => chipsOf(req, bossSuggestions),
};

export const routes: RouteSpec[] = [...chatRoutes(supplierSide), ...chatRoutes(bossSide)];
