import { formatChange, formatRate } from '../../../../common/format/format';
import { businessTime, businessToday } from '../../../lib/businessDay';
import { money, picker, qty, tableRows, type Pick as Say } from '../answer';
import { link, linkWith, more } from '../intentAnswers/parts';
import type { BossIntent } from './classify';
import type { Period } from '../understand/period';
import { oneStore, plusDays, type BossContext, type Build, type Built } from './answerKit';
import { stockBuilds } from './stockAnswers';

/**
 * The boss side's answers. Each reads the boss screens' own routes as the caller (server/lib/readAsCaller.ts): the
 * figures are those the dashboard and the reports show, scoped to the caller's merchant and branches by those
 * routes, and refused where the caller's menu refuses the screen. Nothing here writes.
 */

/** (now − before) / |before| as the dashboard shows a change (▲12.30%), or "—" when there was nothing before. */
const changeOf = (now: string, before: string) => (Number(before) === 0 ? '—' : formatChange(((Number(now) - Number(before)) / Math.abs(Number(before))).toFixed(4)));

/** The dashboard's periods a ranking reads (today unless named); any other period ranks from the retail report. */
function rankPeriod(ctx: BossContext): 'today' | 'week' | 'month' | null {
  const named = ctx.params.period?.label.en;
  if (named === 'this week' || (!named && /周|week/i.test(ctx.question))) return 'week';
  if (named === 'this month' || (!named && /月|month/i.test(ctx.question))) return 'month';
  return !named || named === 'today' ? 'today' : null;
}
const periodWords = { today: ['今天', 'today'], week: ['本周', 'this week'], month: ['本月', 'this month'] } as const;
/**
 * The period to compare with, as the dashboard compares (administer/period.ts): a week with the same weekdays of the
 * week before, a month with the month before to the same day (a whole month with the whole month before), any other
 * span with as many days just before it.
 */
function before(period: Period) {
  const { from, to } = period;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  if (/week/.test(period.label.en)) return { from: plusDays(from, -7), to: plusDays(to, -7) };
  if (from.endsWith('-01') && /month|\d{4}$/.test(period.label.en)) {
    const start = new Date(`${from}T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() - 1);
    const monthStart = start.toISOString().slice(0, 10);
    const lastDay = plusDays(from, -1);
    const sameDay = `${monthStart.slice(0, 8)}${to.slice(8)}`;
    const wholeMonth = plusDays(to, 1).endsWith('-01');
    return { from: monthStart, to: wholeMonth || sameDay > lastDay ? lastDay : sameDay };
  }
  return { from: plusDays(from, -days), to: plusDays(from, -1) };
}
/** Where the figures are from: one store, or all the caller may see. */
const where = (ctx: BossContext, p: Say) => (ctx.params.branch ? ctx.params.branch.name : p('全部门店', 'the stores'));

interface RetailDay { key: string; sales: string; grossProfit: string }
interface RetailRow extends RetailDay { name: string }
interface Rank { rank: number; name: string; sales: string; share: string | null }
interface Device { branchName: string; name: string; type: string; status: number; bound: boolean; lastHeartbeat: string | null }


interface Ranked { rank: number; name: string; sales: string }
/** The arrival-rate report's figures (rates are ratios, "0.7820"). */
interface ArrivalFigures { orderQty: string; arrivedQty: string; qtyRate: string | null; onTimeRate: string | null }

/** The stores by sales, best first (`top`) and the last ones (`bottom`, worst last), and how many there are. */
async function storeRanking(ctx: BossContext, p: Say): Promise<{ when: string; top: Ranked[]; bottom: Ranked[]; total: number; screen: Built['links'][number] } | null> {
  const period = rankPeriod(ctx);
  if (period) {
    const r = await ctx.read<{ rows: Rank[] }>('GET', `/administer/home/branch-rank?period=${period}&by=sales`);
    if (!r) return null;
    const [zh, en] = periodWords[period];
    return { when: p(zh, en), top: r.rows, bottom: r.rows.slice(-tableRows), total: r.rows.length, screen: linkWith(p('门店排行', 'Store ranking'), '/packagesBoss/branchRank/index', { period, by: 'sales' }) };
  }
  const named = ctx.params.period!;
  const filters = { groupBy: 'branch', dateFrom: named.from, dateTo: named.to };
  const body = { ...filters, pageSize: 100 };
  const first = await ctx.read<{ rows: RetailRow[]; total: number }>('POST', '/administer/report/retail/query', body);
  if (!first) return null;
  // The report pages by sales, largest first: the worst stores are the end of its last page.
  const lastPage = Math.ceil(first.total / 100);
  const last = lastPage > 1 ? await ctx.read<{ rows: RetailRow[] }>('POST', '/administer/report/retail/query', { ...body, pageNum: lastPage }) : first;
  if (!last) return null;
  const offset = (lastPage - 1) * 100;
  return {
    when: p(named.label['zh-CN'], named.label.en),
    top: first.rows.map((x, i) => ({ rank: i + 1, name: x.name, sales: x.sales })),
    bottom: last.rows.map((x, i) => ({ rank: offset + i + 1, name: x.name, sales: x.sales })).slice(-tableRows),
    total: first.total,
    // the dashboard ranks today, this week and this month only: another period's ranking is the retail report's
    screen: linkWith(p('零售分析', 'Retail analysis'), '/packagesBoss/retail/index', filters),
  };
}

/** A period longer than a day, of all stores or one, against as many days just before it. */
async function salesOfPeriod(ctx: BossContext, p: Say, period: Period): Promise<Built | null> {
  const prior = before(period);
  const filtersOf = (from: string, to: string) => ({ groupBy: 'day', dateFrom: from, dateTo: to, ...oneStore(ctx) });
  const sumOf = (from: string, to: string) => ctx.read<{ sum: RetailRow }>('POST', '/administer/report/retail/query', { ...filtersOf(from, to), pageSize: 1 });
  const [cur, prev] = [await sumOf(period.from, period.to), await sumOf(prior.from, prior.to)];
  if (!cur || !prev) return null;
  const label = p(period.label['zh-CN'], period.label.en);
  return {
    text: p(
      `${label}（${period.from} 至 ${period.to}）${where(ctx, p)}零售额 ${money(cur.sum.sales)}，毛利 ${money(cur.sum.grossProfit)}；比上一期（${prior.from} 至 ${prior.to}）${money(prev.sum.sales)} ${changeOf(cur.sum.sales, prev.sum.sales)}。`,
      `In ${label} (${period.from} to ${period.to}) ${where(ctx, p)} sold ${money(cur.sum.sales)} at retail, gross profit ${money(cur.sum.grossProfit)}; against the period before (${prior.from} to ${prior.to}), ${money(prev.sum.sales)}: ${changeOf(cur.sum.sales, prev.sum.sales)}.`,
    ),
    table: { columns: [p('期间', 'Period'), p('销售额', 'Sales'), p('毛利', 'Gross profit')], rows: [[`${period.from} ~ ${period.to}`, money(cur.sum.sales), money(cur.sum.grossProfit)], [`${prior.from} ~ ${prior.to}`, money(prev.sum.sales), money(prev.sum.grossProfit)]] },
    links: [linkWith(p('零售分析', 'Retail analysis'), '/packagesBoss/retail/index', filtersOf(period.from, period.to))],
  };
}

/** A day's or a period's sales per store, largest first, with the total. */
async function salesByStore(ctx: BossContext, p: Say): Promise<Built | null> {
  const period = ctx.params.period;
  const [from, to] = period ? [period.from, period.to] : [ctx.today, ctx.today];
  const filters = { groupBy: 'branch', dateFrom: from, dateTo: to };
  const r = await ctx.read<{ rows: RetailRow[]; total: number; sum: RetailRow }>('POST', '/administer/report/retail/query', { ...filters, pageSize: tableRows });
  if (!r) return null;
  const label = period ? p(period.label['zh-CN'], period.label.en) : p('今天', 'today');
  return {
    text: p(
      `${label}（${from === to ? from : `${from} 至 ${to}`}）${r.total} 家门店零售额共 ${money(r.sum.sales)}，毛利 ${money(r.sum.grossProfit)}；按销售额从高到低：${more(r.total, p)}`,
      `Sales ${label} (${from === to ? from : `${from} to ${to}`}) of ${r.total} stores: ${money(r.sum.sales)} at retail, gross profit ${money(r.sum.grossProfit)}; largest first:${more(r.total, p)}`,
    ),
    table: { columns: [p('门店', 'Store'), p('销售额', 'Sales'), p('毛利', 'Gross profit')], rows: r.rows.map((x) => [x.name, money(x.sales), money(x.grossProfit)]) },
    links: [linkWith(p('零售分析', 'Retail analysis'), '/packagesBoss/retail/index', filters)],
  };
}

const builds: Record<Exclude<BossIntent, 'bossOtherParty'>, Build> = {
  /**
   * Sales of a day (today unless another is named) against the day before and the same day a week before; of a longer
   * period against as many days just before it; per store when asked ("按门店分一下"); of one store when named.
   */
  async bossSales(ctx, p) {
    const { period, byBranch } = ctx.params;
    if (byBranch) return salesByStore(ctx, p);
    // "本周" on a Monday is one day long, but still a week to compare with the week before.
    if (period && (period.from !== period.to || /week|month|year|days/.test(period.label.en))) return salesOfPeriod(ctx, p, period);
    const day = period?.from ?? ctx.today;
    const r = await ctx.read<{ rows: RetailDay[] }>('POST', '/administer/report/retail/query', { dateFrom: plusDays(day, -7), dateTo: day, groupBy: 'day', pageSize: 8, ...oneStore(ctx) });
    if (!r) return null;
    const on = (d: string) => r.rows.find((x) => x.key === d) ?? { key: d, sales: '0.00', grossProfit: '0.00' };
    const [cur, prev, week] = [on(day), on(plusDays(day, -1)), on(plusDays(day, -7))];
    // a weekday's label holds its date already ("上周三（2026-11-25）")
    const named = period && period.label.en.includes(day) ? p(period.label['zh-CN'], period.label.en.replace(/^./, (c) => c.toUpperCase())) : null;
    // the user's own words first: "last Friday" asked on a Saturday stays "Last Friday (…)", not "Yesterday"
    const dayName = named ?? (day === ctx.today ? p(`今天（${day}）`, `Today (${day})`) : day === plusDays(ctx.today, -1) ? p(`昨天（${day}）`, `Yesterday (${day})`) : day);
    // Today is not over: against yesterday up to the same time of day, as the dashboard compares (its summary's cut).
    const soFar = day === ctx.today ? await ctx.read<{ salesPrev: string; prevUntil: string }>('GET', `/administer/home/summary?period=today${ctx.params.branch ? `&branchId=${ctx.params.branch.id}` : ''}`) : null;
    const sameTime = soFar
      ? p(`比昨天同一时刻（截至 ${soFar.prevUntil}）${money(soFar.salesPrev)} ${changeOf(cur.sales, soFar.salesPrev)}，昨天全天 ${money(prev.sales)}`,
          `against yesterday up to the same time (to ${soFar.prevUntil}), ${money(soFar.salesPrev)}: ${changeOf(cur.sales, soFar.salesPrev)}; yesterday in all ${money(prev.sales)}`)
      : p(`比前一天 ${money(prev.sales)} ${changeOf(cur.sales, prev.sales)}`, `against the day before, ${money(prev.sales)}: ${changeOf(cur.sales, prev.sales)}`);
    // a whole day a week ago says nothing as a change of half a day: its sum only
    const lastWeek = soFar
      ? p(`比上周同日（${week.key}）全天 ${money(week.sales)}`, `against the same day last week (${week.key}), ${money(week.sales)} in all`)
      : p(`比上周同日（${week.key}）${money(week.sales)} ${changeOf(cur.sales, week.sales)}`, `against the same day last week (${week.key}), ${money(week.sales)}: ${changeOf(cur.sales, week.sales)}`);
    return {
      text: p(
        `${dayName}${where(ctx, p)}零售额 ${money(cur.sales)}，毛利 ${money(cur.grossProfit)}；${sameTime}，${lastWeek}。`,
        `${dayName} ${where(ctx, p)} sold ${money(cur.sales)} at retail, gross profit ${money(cur.grossProfit)}; ${sameTime}; ${lastWeek}.`,
      ),
      table: { columns: [p('日期', 'Date'), p('销售额', 'Sales'), p('毛利', 'Gross profit')], rows: [cur, prev, week].map((d) => [d.key, money(d.sales), money(d.grossProfit)]) },
      // the day said, by day as the answer read it
      links: [linkWith(p('零售分析', 'Retail analysis'), '/packagesBoss/retail/index', { groupBy: 'day', dateFrom: day, dateTo: day, ...oneStore(ctx) })],
    };
  },

  /** The stores ranked by sales for today, this week or this month (the dashboard's), or any period named (the retail report). */
  async bossStores(ctx, p) {
    const ranking = await storeRanking(ctx, p);
    if (!ranking) return null;
    const { when, top, bottom, total, screen } = ranking;
    const [best, worst] = [top[0], bottom.at(-1)];
    if (!best || !worst) return { text: p(`${when}还没有门店数据。`, `No store figures ${when} yet.`), table: null, links: [] };
    const shown = ctx.params.worst ? [...bottom].reverse() : top;
    return {
      text: p(
        `${when}销售额最好的门店是 ${best.name}（${money(best.sales)}），最差的是 ${worst.name}（${money(worst.sales)}），共 ${total} 家门店。${more(total, p)}`,
        `Best store ${when}: ${best.name} (${money(best.sales)}); worst: ${worst.name} (${money(worst.sales)}), of ${total} stores.${more(total, p)}`,
      ),
      table: { columns: [p('排名', 'Rank'), p('门店', 'Store'), p('销售额', 'Sales')], rows: shown.slice(0, tableRows).map((x) => [String(x.rank), x.name, money(x.sales)]) },
      links: [screen],
    };
  },

  ...stockBuilds,

  /**
   * The devices: online, offline (bound but not reporting, or at fault) and unbound, with the offline ones listed; the
   * link opens the device list on the offline ones (the list's own `state`), the figure said, in the store asked.
   */
  async bossDevices(ctx, p) {
    const all = await ctx.read<{ total: number; online: number; unbound: number }>('POST', '/administer/device/list', { pageSize: 1, ...oneStore(ctx) });
    if (!all) return null;
    const filters = { state: 'offline', ...oneStore(ctx) };
    const offline = await ctx.read<{ rows: Device[]; total: number }>('POST', '/administer/device/list', { ...filters, pageSize: tableRows });
    if (!offline) return null;
    const bound = all.total - all.unbound;
    return {
      text: p(
        `${ctx.params.branch ? `${ctx.params.branch.name}：` : ''}已绑定设备 ${bound} 台：在线 ${all.online} 台，离线 ${offline.total} 台；另有 ${all.unbound} 台未绑定。${offline.total ? '离线的设备：' : ''}${more(offline.total, p)}`,
        `${ctx.params.branch ? `${ctx.params.branch.name}: ` : ''}${bound} bound devices: ${all.online} online, ${offline.total} offline; ${all.unbound} more not bound yet.${offline.total ? ' Offline:' : ''}${more(offline.total, p)}`,
      ),
      table: offline.rows.length ? { columns: [p('门店', 'Store'), p('设备', 'Device'), p('最后心跳', 'Last heartbeat')], rows: offline.rows.map((d) => [d.branchName, d.name, d.lastHeartbeat ? `${businessToday(new Date(d.lastHeartbeat))} ${businessTime(new Date(d.lastHeartbeat))}` : '—']) } : null,
      links: offline.total
        ? [linkWith(p('离线设备', 'Offline devices'), '/packagesBoss/device/index', filters), linkWith(p('全部设备', 'All devices'), '/packagesBoss/device/index', oneStore(ctx))]
        : [linkWith(p('设备管理', 'Devices'), '/packagesBoss/device/index', oneStore(ctx))],
    };
  },

  /**
   * The chain's arrival rate over all suppliers in the period named (this month unless another is), per store worst
   * first: the boss arrival-rate report's own figures, and its link opens that report on the same period and store.
   */
  async bossArrivalRate(ctx, p) {
    const period = ctx.params.period ?? { from: `${ctx.today.slice(0, 8)}01`, to: ctx.today, label: { 'zh-CN': '本月', en: 'this month' } };
    const filters = { groupBy: 'branch', dateFrom: period.from, dateTo: period.to, ...oneStore(ctx) };
    const r = await ctx.read<{ rows: (ArrivalFigures & { name: string })[]; total: number; sum: ArrivalFigures }>('POST', '/administer/report/arrival-rate/query', { ...filters, pageSize: tableRows });
    if (!r) return null;
    const label = p(period.label['zh-CN'], period.label.en);
    const reportLink = linkWith(p('到货率', 'Arrival rate'), '/packagesBoss/arrivalRate/index', filters);
    if (Number(r.sum.orderQty) === 0) return { text: p(`${label}（${period.from} 至 ${period.to}）${where(ctx, p)}没有应到货的订单，暂无到货率。`, `No orders were due ${label} (${period.from} to ${period.to}) at ${where(ctx, p)}, so there is no arrival rate yet.`), table: null, links: [reportLink] };
    return {
      text: p(
        `${label}（${period.from} 至 ${period.to}）${where(ctx, p)}到货率 ${formatRate(r.sum.qtyRate)}（实到 ${qty(r.sum.arrivedQty)} / 订货 ${qty(r.sum.orderQty)}），准时到货率 ${formatRate(r.sum.onTimeRate)}。${more(r.total, p)}`,
        `Arrival rate ${label} (${period.from} to ${period.to}) at ${where(ctx, p)}: ${formatRate(r.sum.qtyRate)} (${qty(r.sum.arrivedQty)} arrived of ${qty(r.sum.orderQty)} ordered); on-time rate ${formatRate(r.sum.onTimeRate)}.${more(r.total, p)}`,
      ),
      table: { columns: [p('门店', 'Store'), p('到货率', 'Arrival'), p('准时率', 'On time')], rows: r.rows.map((x) => [x.name, formatRate(x.qtyRate), formatRate(x.onTimeRate)]) },
      links: [reportLink],
    };
  },

  /** Today's trucks at the docks: to come, arrived, late, no-shows, at the gate to receive. */
  async bossArrivals(ctx, p) {
    const r = await ctx.read<{ expected: number; arrived: number; late: number; noShow: number; toReceive: number }>('GET', '/administer/dock/today');
    if (!r) return null;
    return {
      text: p(
        `今天的预约送货：待到货 ${r.expected} 车，已准时到 ${r.arrived} 车，迟到 ${r.late} 车，爽约 ${r.noShow} 车；待收货 ${r.toReceive} 车。`,
        `Today's booked deliveries: ${r.expected} still to come, ${r.arrived} arrived on time, ${r.late} late, ${r.noShow} no-shows; ${r.toReceive} at the gate to receive.`,
      ),
      table: null,
      links: [link(p('收货预约', 'Dock schedule'), '/packagesBoss/dock/index')],
    };
  },
};

/** Another chain's or merchant's figures are refused in words, never answered with the caller's own. */
function otherParty(p: Say): Built {
  return {
    text: p(
      '我只能查看您所在连锁（商户）自己的数据：其他商户、其他连锁或竞争对手的销售、库存和价格都不会显示，我也不会拿您自己的数据来代替。',
      "I can only look at your own chain's (merchant's) data: other merchants', other chains' or competitors' sales, stock and prices are never shown, and I will not answer with your own figures instead.",
    ),
    table: null,
    links: [],
  };
}

/** The boss intent's answer; a screen the caller's menu refuses is said so, not guessed. */
export async function answerBossIntent(ctx: BossContext, intent: BossIntent): Promise<Built> {
  const p = picker(ctx.lang);
  if (intent === 'bossOtherParty') return otherParty(p);
  return (await builds[intent](ctx, p)) ?? {
    text: p('您的账号没有查看这类数据的权限，请联系本商户的管理员。', "Your account may not see this kind of data; ask your merchant's administrator."),
    table: null,
    links: [],
  };
}
