import type { Lang } from '../../lib/language';
import { intentNames, type IntentName } from './understand/classify';

/**
 * An OpenAI-compatible chat model, used only when the environment names one:
 *   AI_BASE_URL  e.g. https://api.example.com/v1 (the `/chat/completions` path is added)
 *   AI_API_KEY   the bearer key
 *   AI_MODEL     the model name
 *   AI_TIMEOUT_MS  optional, default 6000
 * The model does two things and nothing else: it may choose which of the same data intents answers a question the
 * rules could not route (as a tool call; the intent then runs our own scoped query, so the model never sees another
 * supplier's data and never writes), and it may rephrase an answer, which is kept only if every figure of the
 * original is still in it. Any failure or timeout falls back to the rules' answer; tests never need a model.
 */

export interface ModelConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export function modelConfig(env: NodeJS.ProcessEnv = process.env): ModelConfig | null {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = env;
  if (!baseUrl || !apiKey || !model) return null;
  return { baseUrl: baseUrl.replace(/\/$/, ''), apiKey, model, timeoutMs: Number(env.AI_TIMEOUT_MS ?? 6000) };
}

async function chat(cfg: ModelConfig, body: Record<string, unknown>): Promise<any> {
  const res = await fetch(`${cfg.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cfg.apiKey}` },
    body: JSON.stringify({ model: cfg.model, temperature: 0, ...body }),
    signal: AbortSignal.timeout(cfg.timeoutMs),
  });
  if (!res.ok) throw new Error(`model answered HTTP ${res.status}`);
  return res.json();
}

const intentHelp: Record<IntentName, string> = {
  ordersToConfirm: 'purchase orders awaiting my confirmation', ordersDue: 'orders due for delivery on a day', orderStatus: 'status of one order by its CG number',
  ordersExpired: 'orders expired or cancelled in a period', arrivalRate: 'arrival and on-time rate', shortDelivery: 'order lines delivered short',
  receipts: 'my goods receipts in a period and how many are not yet reconciled',
  returnsToConfirm: 'return notes awaiting my confirmation', statementsToConfirm: 'reconciliation statements awaiting confirmation',
  statementBreakdown: 'why a statement differs from my books (its breakdown)', invoiceTodo: 'settlements awaiting my invoice, rejected invoices',
  payment: 'when I will be paid, outstanding amounts', prepayment: 'prepayment balance', sales: 'sales of my items in a period',
  jointSales: 'joint-venture sales and deduction', consignSales: 'consignment sales to settle', stock: 'stock of an item or items out of stock',
  unsalable: 'items without sales in 30 days', newItems: 'status of my new-product applications', replenishPending: 'self-replenishment awaiting approval',
  feedbackOpen: 'my open feedback tickets', fees: 'fees and deductions in a period, which may still be disputed',
  runningOut: 'items in stock that will run out within N days', otherParty: "a question about another supplier's or merchant's data (refused)",
  confirmOrder: 'prepare confirming a purchase order as ordered (the user taps to do it)', confirmReturn: 'prepare accepting a return (the user taps to do it)',
  confirmStatement: 'prepare confirming a statement (the user taps to do it)',
  deliveryBookings: 'my dock bookings (delivery slots) of a day', deliveryToBook: 'orders and shipping notices that still need a dock booking',
  dockFreeSlots: "a store dock's free delivery slots over the coming days",
};

/** The intent the model picks for a question, or null (none fits, no model, or it failed). */
export async function modelIntent(cfg: ModelConfig, question: string): Promise<IntentName | null> {
  try {
    const reply = await chat(cfg, {
      messages: [
        { role: 'system', content: "You route a supplier's question in a retail chain's supplier portal to one read-only lookup. Call the tool only if one lookup answers the question." },
        { role: 'user', content: question },
      ],
      tools: [{
        type: 'function',
        function: {
          name: 'lookup',
          description: 'Look up the supplier\'s own records',
          parameters: { type: 'object', properties: { intent: { type: 'string', enum: [...intentNames], description: intentNames.map((n) => `${n}: ${intentHelp[n]}`).join('; ') } }, required: ['intent'] },
        },
      }],
    });
    const args = reply?.choices?.[0]?.message?.tool_calls?.[0]?.function?.arguments;
    const intent = args ? JSON.parse(args).intent : null;
    return (intentNames as readonly string[]).includes(intent) ? intent : null;
  } catch {
    return null;
  }
}

const figures = (text: string) => text.match(/[A-Z]{2}[0-9A-Z]*\d{12}|\d[\d,]*(?:\.\d+)?%?/g) ?? [];

/** The answer said more naturally, or the original when the model fails or loses any figure or sheet number. */
export async function modelRephrase(cfg: ModelConfig, question: string, answer: string, lang: Lang): Promise<string> {
  try {
    const reply = await chat(cfg, {
      messages: [
        { role: 'system', content: `Rephrase the assistant's answer for a supplier on a phone, briefly, in ${lang === 'en' ? 'English' : 'Simplified Chinese'}. Keep every number, date and document number exactly; add no facts.` },
        { role: 'user', content: `Question: ${question}\nAnswer: ${answer}` },
      ],
    });
    const text: unknown = reply?.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || !text.trim()) return answer;
    return figures(answer).every((f) => text.includes(f)) ? text.trim() : answer;
  } catch {
    return answer;
  }
}
