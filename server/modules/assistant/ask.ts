import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { businessToday } from '../../lib/businessDay';
import type { Lang } from '../../lib/language';
import type { SupplierScope } from '../../lib/scope';
import { picker, type Answer } from './answer';
import { buildContext } from './intentContext';
import { answerIntent } from './intents';
import { entryById } from './knowledge/index';
import { modelConfig, modelIntent, modelRephrase } from './llm';
import { classify, type IntentName } from './understand/classify';

/** Who asks, and what their menu lets them see. */
export interface Asker {
  db: Kysely<Database>;
  scope: SupplierScope;
  /** the language of the UI (Accept-Language) */
  uiLang: Lang;
  menuCodes: Set<string>;
  shielded: Set<string>;
  /** the business day questions are read against (tests pin it) */
  today?: string;
}

/** A question is answered in its own language: Chinese when it holds Chinese, English when it holds English words. */
export function questionLang(question: string, uiLang: Lang): Lang {
  if (/\p{Script=Han}/u.test(question)) return 'zh-CN';
  const words = question.replace(/\b[A-Z]{2}[0-9A-Z]*\d{12}\b/gi, ' ').match(/[a-z]{2,}/gi) ?? [];
  return words.length >= 1 ? 'en' : uiLang;
}

function fallback(lang: Lang): Answer {
  const p = picker(lang);
  return {
    route: 'fallback',
    topic: 'fallback',
    text: p(
      '抱歉，这个问题我还答不上来，也不想猜。您可以换个说法（例如「有哪些待确认的订单」「本月到货率」「发票有什么要求」），或者点「转人工」把这段对话附在反馈里交给客服。',
      'Sorry, I cannot answer that, and I would rather not guess. Try other words (e.g. "which orders await my confirmation", "arrival rate this month", "invoice requirements"), or tap "Hand over" to send this conversation to the support team as feedback.',
    ),
    table: null,
    links: [{ label: p('转人工 / 提交反馈', 'Hand over / feedback'), path: '/packagesSub/my/feedbackAi' }],
    handOff: true,
  };
}

/**
 * Answers one question: the rules route it (a data intent, a knowledge entry or the fallback); when a model is
 * configured it may route what the rules could not, and rephrase. Read-only apart from the caller saving the exchange.
 */
export async function answerQuestion(asker: Asker, question: string): Promise<Answer> {
  const lang = questionLang(question, asker.uiLang);
  const today = asker.today ?? businessToday();
  let route = classify(question);
  const model = modelConfig();
  if (route.path === 'fallback' && model) {
    const intent = await modelIntent(model, question);
    if (intent) route = { path: 'intent', intent, sheetNo: null, concepts: new Set() };
  }
  let answer: Answer;
  if (route.path === 'intent') {
    const ctx = await buildContext({ db: asker.db, scope: asker.scope, lang, today, question, intent: route.intent as IntentName, sheetNo: route.sheetNo, menuCodes: asker.menuCodes, shielded: asker.shielded });
    answer = await answerIntent(ctx);
  } else if (route.path === 'faq') {
    const e = entryById(route.entry.id)!;
    answer = {
      route: 'faq',
      topic: e.id,
      text: e.answer[lang],
      table: null,
      links: e.links.map((l) => ({ label: l.label[lang], path: l.path })),
      handOff: e.id === 'support.human',
    };
  } else {
    answer = fallback(lang);
  }
  if (model && answer.route !== 'fallback') answer = { ...answer, text: await modelRephrase(model, question, answer.text, lang) };
  return answer;
}
