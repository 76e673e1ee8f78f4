import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { businessToday } from '../../lib/businessDay';
import type { Lang } from '../../lib/language';
import type { ReadAsCaller } from '../../lib/readAsCaller';
import type { SupplierScope } from '../../lib/scope';
import { fallbackAnswer, picker, type Answer, type Carry } from './answer';
import { isFollowUp, withCarry } from './followUp';
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
  /** reads another module's route as the asker (the delivery screens' lists) */
  read: ReadAsCaller;
  /** the business day questions are read against (tests pin it) */
  today?: string;
}

/**
 * A question is answered in its own language: the one most of it is in, counting English words against runs of
 * Chinese characters (a name is one run, however a segmenter splits it). A store's, an item's or a party's Chinese
 * name does not make "sales at 人民路店 yesterday" a Chinese question, nor one English word "本月sales多少" an
 * English one; a tie is Chinese. With neither (a sheet number alone), the UI's.
 */
export function questionLang(question: string, uiLang: Lang): Lang {
  const english = question.replace(/\b[A-Z]{2}[0-9A-Z]*\d{12}\b/gi, ' ').match(/[a-z]{2,}/gi) ?? [];
  const chinese = question.match(/\p{Script=Han}+/gu) ?? [];
  if (!english.length && !chinese.length) return uiLang;
  return english.length > chinese.length ? 'en' : 'zh-CN';
}

function fallback(lang: Lang, outOfScope = false): Answer {
  const p = picker(lang);
  if (outOfScope) {
    return fallbackAnswer(
      p(
        '抱歉，这个问题我答不上来：别家店（比如对面、隔壁的店）的数据不在这里，我也不会拿您自己的数据来代替。我能回答的是您自己的订单、送货、对账、结算、销售和库存。',
        "Sorry, I cannot answer that: another shop's figures (the one across the street or next door) are not here, and I will not answer with your own instead. I can answer about your own orders, deliveries, statements, payments, sales and stock.",
      ),
      [],
      false,
    );
  }
  return fallbackAnswer(
    p(
      '抱歉，这个问题我还答不上来，也不想猜。您可以换个说法（例如「有哪些待确认的订单」「本月到货率」「发票有什么要求」），或者点「转人工」把这段对话附在反馈里交给客服。',
      'Sorry, I cannot answer that, and I would rather not guess. Try other words (e.g. "which orders await my confirmation", "arrival rate this month", "invoice requirements"), or tap "Hand over" to send this conversation to the support team as feedback.',
    ),
    [{ label: p('转人工 / 提交反馈', 'Hand over / feedback'), path: '/packagesSub/my/feedbackAi' }],
    true,
  );
}

function faqAnswer(id: string, lang: Lang): Answer {
  const e = entryById(id)!;
  return { route: 'faq', topic: e.id, text: e.answer[lang], table: null, links: e.links.map((l) => ({ label: l.label[lang], path: l.path })), handOff: e.id === 'support.human', followUps: [] };
}

/**
 * Answers one question: the rules route it (a data intent, a knowledge entry or the fallback); when a model is
 * configured it may route what the rules could not, and rephrase. A question that only changes the last answer's
 * period or branch (`previous`) is answered as its follow-up. Read-only apart from the caller saving the exchange.
 */
export async function answerQuestion(asker: Asker, question: string, previous: Carry | null = null): Promise<Answer> {
  let lang = questionLang(question, asker.uiLang);
  const today = asker.today ?? businessToday();
  let route = classify(question);
  const model = modelConfig();
  const base = { db: asker.db, scope: asker.scope, lang, today, question, menuCodes: asker.menuCodes, shielded: asker.shielded, read: asker.read };
  let answer: Answer | null = null;
  const outOfScope = route.path === 'fallback' && route.outOfScope === true;
  if (route.path === 'fallback' && previous && !outOfScope) {
    // A question the rules cannot place may continue the last answer ("上个月呢", "只看人民路店").
    const ctx = await buildContext({ ...base, intent: previous.intent, sheetNo: null });
    if (isFollowUp(question, ctx)) {
      // A branch's Chinese name does not make "Only 人民路店" a Chinese question.
      lang = questionLang(ctx.branch ? question.replace(ctx.branch.name, ' ') : question, asker.uiLang);
      answer = await answerIntent(withCarry({ ...ctx, lang }, previous));
    }
  }
  if (!answer && route.path === 'fallback' && model && !outOfScope) {
    const intent = await modelIntent(model, question);
    if (intent) route = { path: 'intent', intent, sheetNo: null, concepts: new Set() };
  }
  if (!answer) {
    answer = route.path === 'intent'
      ? await answerIntent(await buildContext({ ...base, intent: route.intent as IntentName, sheetNo: route.sheetNo }))
      : route.path === 'faq' ? faqAnswer(route.entry.id, lang) : fallback(lang, outOfScope);
  }
  if (model && answer.route !== 'fallback') answer = { ...answer, text: await modelRephrase(model, question, answer.text, lang) };
  return answer;
}
