import { tableRows, type picker, type Answer } from '../answer';
import type { IntentContext } from '../intentContext';
import type { IntentName } from '../understand/classify';
import type { Period } from '../understand/period';

/** What the intent answers share: how one is built, default periods, links and the "first n shown" note. */

type Link = Answer['links'][number];
/** An intent's answer; its own follow-up chips, when it names them, replace the usual ones. */
export type Build = (ctx: IntentContext) => Promise<Omit<Answer, 'route' | 'topic' | 'handOff' | 'followUps' | 'carry'> & { followUps?: string[] }>;
/** Answers for some of the intents, each file one area (orders, finance, goods); together they cover every intent. */
export type Builds = Partial<Record<IntentName, Build>>;

/** The shield code hiding money: order amounts are left out for users it is shielded from. */
export const AMOUNTS = 'SCM_FINANCE_AMOUNTS';

export const periodOr = (ctx: IntentContext, fallback: () => Period): Period => ctx.period ?? fallback();
export const thisMonth = (ctx: IntentContext): Period => ({ from: `${ctx.today.slice(0, 8)}01`, to: ctx.today, label: { 'zh-CN': '本月', en: 'this month' } });
export const lastDays = (ctx: IntentContext, n: number): Period => {
  const d = new Date(`${ctx.today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (n - 1));
  return { from: d.toISOString().slice(0, 10), to: ctx.today, label: { 'zh-CN': `最近${n}天`, en: `the last ${n} days` } };
};
/** Whole days from `day` to today (YYYY-MM-DD texts, calendar days): positive once the day has passed. */
export const daysSince = (ctx: IntentContext, day: string): number => Math.round((Date.parse(`${ctx.today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
export const more = (n: number, p: ReturnType<typeof picker>) => (n > tableRows ? p(`（显示前 ${tableRows} 条，共 ${n} 条）`, ` (first ${tableRows} of ${n} shown)`) : '');
export const link = (label: string, path: string): Link => ({ label, path });
/** A screen's address with the filters an answer read it with (period, store, days…; undefined ones left out). */
export const pathWith = (route: string, filters: Record<string, string | number | undefined>): string => {
  const query = new URLSearchParams(Object.entries(filters).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
  return query ? `${route}?${query}` : route;
};
/** A link that opens its screen on the figures said rather than on the screen's own defaults. */
export const linkWith = (label: string, route: string, filters: Record<string, string | number | undefined>): Link => link(label, pathWith(route, filters));
export const at = (ctx: IntentContext, p: ReturnType<typeof picker>) => (ctx.branch ? p(`（${ctx.branch.name}）`, ` at ${ctx.branch.name}`) : '');
