import type { Lang } from '../../../lib/language';
import type { ReadAsCaller } from '../../../lib/readAsCaller';
import { picker, type Answer } from '../answer';
import { firstBranchIn } from '../followUp';
import { daysIn, periodIn } from '../understand/period';
import { normalise } from '../understand/text';
import type { BossCarry, BossParams } from './carry';
import { asksWorst, type BossIntent } from './classify';

/**
 * The boss side's thread: after an answer, "本周呢", "上个月呢", "只看人民路店", "按门店分一下" or "last week?" keep the
 * last answer's intent and parameters and change only what they name, as the supplier side does (../followUp.ts).
 * The parameters travel with the stored answer (`carry`), never through the client; the chips offer such questions.
 */

const byStore = /按门店|分门店|各门店|每个门店|每家店|各店|按店|by (?:store|branch|shop)|per (?:store|branch|shop)|each (?:store|branch|shop)/;
const allStores = /全部门店|所有门店|全部店|all (?:stores|branches|shops)/;
/** The words that make a question continue the last answer rather than stand alone. */
const marker = /呢|那|再看|换成|只看|只要|what about|how about|and for|\bonly\b/;

interface Store { id: number; name: string; shortName: string | null }

/** The caller's stores, to find one named in a question; only read when the question could name one (it holds Chinese). */
async function storeNamed(read: ReadAsCaller, text: string): Promise<BossParams['branch']> {
  if (!/\p{Script=Han}/u.test(text)) return null;
  const stores = (await read<Store[]>('POST', '/common/store/query', {})) ?? [];
  let best: Store | null = null;
  let len = 0;
  for (const s of stores) {
    for (const n of [s.name, s.shortName]) {
      const name = n ? normalise(n) : '';
      if (name.length >= 2 && name.length > len && text.includes(name)) [best, len] = [s, name.length];
    }
  }
  return best ? { id: best.id, name: best.name, shortName: best.shortName } : null;
}

/** The parameters a question names by itself. */
export async function paramsOf(question: string, today: string, read: ReadAsCaller): Promise<BossParams & { allStores: boolean }> {
  const text = normalise(question);
  return {
    period: periodIn(question, today),
    branch: await storeNamed(read, text),
    byBranch: byStore.test(text),
    days: daysIn(question),
    worst: asksWorst(question),
    allStores: allStores.test(text),
  };
}

/**
 * Whether a question the rules could not place continues the last answer: it names something an answer can change
 * (a period, a store, per store, all stores, a number of days) and either says so ("呢", "only") or is as short as a
 * follow-up is ("last week?", "本周").
 */
export function isBossFollowUp(question: string, named: BossParams & { allStores: boolean }): boolean {
  const text = normalise(question);
  const names = Boolean(named.period || named.branch || named.byBranch || named.days || named.allStores);
  const short = /\p{Script=Han}/u.test(text) ? text.length <= 10 : text.split(' ').length <= 4;
  return names && (marker.test(text) || short);
}

/** The follow-up's parameters: what it names, the rest from the last answer ("全部门店" drops the store). */
export function withBossCarry(named: BossParams & { allStores: boolean }, carry: BossCarry): BossParams {
  return {
    period: named.period ?? carry.period,
    branch: named.allStores ? null : (named.branch ?? carry.branch),
    byBranch: named.branch ? false : named.byBranch || (carry.byBranch && !named.allStores),
    days: named.days ?? carry.days,
    worst: named.worst || carry.worst,
    item: carry.item ?? null,
  };
}

/** Which parameters each intent reads: a chip is offered only where its answer would change. */
const periodic = new Set<BossIntent>(['bossSales', 'bossStores', 'bossNegativeProfit', 'bossArrivalRate']);
const perStore = new Set<BossIntent>(['bossSales']);
const oneStore = new Set<BossIntent>(['bossSales', 'bossNegativeProfit', 'bossUnsalable', 'bossStock', 'bossStockWarning', 'bossDevices', 'bossArrivalRate']);

/** Chips for the next question of the thread, in the answer's language (at most three). */
export function bossThreadChips(intent: BossIntent, params: BossParams, table: Answer['table'], lang: Lang): string[] {
  const p = picker(lang);
  const out: string[] = [];
  const label = params.period?.label.en;
  if (periodic.has(intent)) {
    if (label !== 'this week') out.push(p('本周呢?', 'This week?'));
    out.push(label === 'last month' ? p('本月呢?', 'This month?') : p('上个月呢?', 'Last month?'));
  }
  if (intent === 'bossUnsalable') out.push((params.days ?? 30) < 60 ? p('60天呢?', '60 days?') : p('30天呢?', '30 days?'));
  if (perStore.has(intent) && !params.byBranch && !params.branch) out.push(p('按门店分一下', 'By store'));
  if (oneStore.has(intent)) {
    const first = firstBranchIn(table);
    if (params.branch) out.push(p('全部门店呢?', 'All stores?'));
    else if (first) out.push(p(`只看${first}`, `Only ${first}`));
  }
  return out.slice(0, 3);
}
