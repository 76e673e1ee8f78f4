import { buildApp } from '../server/app';
import { kyselyFor } from '../server/db/connect';
import { atMost, type Figure, type Section } from './lib/figures';
import { benchAccount } from './lib/session';
import { percentile } from './lib/stats';

// The assistant's first streamed token (issue: ≤ 300 ms on the demo data): over a real socket to the running server,
// the time from sending a question to the first `delta` event of its server-sent answer, for data intents in
// Chinese and in English (fees, running out soon among them), a prepared action, a knowledge-base question and a
// question it cannot answer; and the boss app's assistant (today's sales, stock warnings, devices offline), whose answers
// read the boss reports' routes in-process as the caller. Each question N times in a row after warm-up, as S001's
// admin or the demo chain's boss: on the demo server of the run, and at --scale large on the product's app serving the
// bench database of that scale over a socket of its own.

const N = 20;
const BOSS = { account: 'boss', password: 'Boss@2026demo' };
const QUESTIONS: { name: string; question: string; boss?: true }[] = [
  { name: 'orders awaiting confirmation (zh)', question: '我有哪些待确认的订单?' },
  { name: 'when will I be paid (en)', question: 'When will I be paid?' },
  { name: 'arrival rate this month (zh)', question: '本月到货率' },
  { name: 'fees this month (zh)', question: '这个月扣了我多少费用' },
  { name: 'running out soon (en)', question: 'which items are running out' },
  { name: 'prepared confirm (zh)', question: '帮我确认订单' },
  { name: 'knowledge base (zh)', question: '发票有什么要求' },
  { name: 'cannot answer (zh)', question: '今天天气怎么样' },
  { name: 'boss: sales today vs yesterday and last week (zh)', question: '今天卖了多少，比昨天怎么样', boss: true },
  { name: 'boss: stock warnings (zh)', question: '库存预警', boss: true },
  { name: 'boss: devices offline (en)', question: 'which devices are offline?', boss: true },
];

async function firstToken(base: string, token: string, question: string, boss = false): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/mobile/api/${boss ? 'administer' : 'scm'}/assistant/ask`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ question }),
  });
  if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) throw new Error(`no stream: ${res.status} ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let seen = '';
  let at = -1;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
    if (at < 0 && seen.includes('event: delta')) at = performance.now() - started;
  }
  if (at < 0) throw new Error(`no delta event for "${question}": ${seen.slice(0, 200)}`);
  return at;
}

async function loginAs(base: string, account: { account: string; password: string }, from: string): Promise<string> {
  const login = await fetch(`${base}/mobile/api/mobile/scm/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(account),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

export async function benchAssistant(base: string, log: (m: string) => void, scale = 'demo'): Promise<Section> {
  const token = await loginAs(base, benchAccount, '10.255.0.17');
  const bossToken = await loginAs(base, BOSS, '10.255.0.18');
  const figures: Figure[] = [];
  const details = ['| question | p50 ms | p95 ms | max ms |', '|---|---|---|---|'];
  const all: number[] = [];
  for (const q of QUESTIONS) {
    const as = q.boss ? bossToken : token;
    for (let i = 0; i < 3; i++) await firstToken(base, as, q.question, q.boss);
    const times: number[] = [];
    for (let i = 0; i < N; i++) times.push(await firstToken(base, as, q.question, q.boss));
    all.push(...times);
    const p95 = Math.round(percentile(times, 95) * 10) / 10;
    details.push(`| ${q.name} | ${Math.round(percentile(times, 50) * 10) / 10} | ${p95} | ${Math.round(Math.max(...times) * 10) / 10} |`);
    log(`assistant (${scale}) ${q.name}: first token p95 ${p95} ms`);
  }
  figures.push(atMost('First streamed token (all questions)', Math.round(percentile(all, 95) * 10) / 10, 300, 'ms', `p95 of ${all.length} questions`));
  return {
    title: `Assistant: first streamed token (${scale === 'demo' ? 'demo data' : `scale ${scale}`})`,
    method: `Each question ${N} times after 3 warm-up calls, over HTTP to the running server as ${benchAccount.account} (S001) or ${BOSS.account} (the demo chain's admin), \`Accept: text/event-stream\`; time from sending to the first \`delta\` event.`,
    figures,
    details,
  };
}

/** The same questions against the bench database of a scale: the product's app on it, listening on a free port. */
export async function benchAssistantOnDatabase(databaseUrl: string, scale: string, log: (m: string) => void): Promise<Section> {
  const db = kyselyFor(databaseUrl, 10);
  const app = await buildApp({ db, logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const section = await benchAssistant(base, log, scale);
    return { ...section, method: `${section.method} The product's app (buildApp) on the bench database of scale ${scale}, listening on a port of its own.` };
  } finally {
    await app.close();
    await db.destroy();
  }
}
