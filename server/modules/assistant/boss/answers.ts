import { formatChange } from '../../../../common/format/format';
import { businessTime, businessToday } from '../../../lib/businessDay';
import type { Lang } from '../../../lib/language';
import type { ReadAsCaller } from '../../../lib/readAsCaller';
import { money, picker, qty, tableRows, type Answer, type Pick as Say } from '../answer';
import { more } from '../intentAnswers/parts';
import { daysIn, periodIn } from '../understand/period';
import type { BossIntent } from './classify';

/**
 * The boss side's answers. Each reads the boss screens' own routes as the caller (server/lib/readAsCaller.ts): the
 * figures are those the dashboard and the reports show, scoped to the caller's merchant and branches by those
 * routes, and refused where the caller's menu refuses the screen. Nothing here writes.
 */

export interface BossContext {
  read: ReadAsCaller;
  lang: Lang;
  /** the business day questions are read against */
  today: string;
  question: string;
}

type Built = Pick<Answer, 'text' | 'table' | 'links'>;
type Build = (ctx: BossContext, p: Say) => Promise<Built | null>;

const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const link = (label: string, path: string) => ({ label, path });
/** (now − before) / |before| as the dashboard shows a change (▲12.30%), or "—" when there was nothing before. */
const changeOf = (now: string, before: string) => (Number(before) === 0 ? '—' : formatChange(((Number(now) - Number(before)) / Math.abs(Number(before))).toFixed(4)));

/** The dashboard's periods a question may name for a ranking: today (the default), this week, this month. */
function rankPeriod(question: string): 'today' | 'week' | 'month' {
  if (/本周|这周|这个星期|this week|week/i.test(question)) return 'week';
  if (/本月|这个月|这月|当月|this month|month/i.test(question)) return 'month';
  return 'today';
}
const periodWords = { today: ['今天', 'today'], week: ['本周', 'this week'], month: ['本月', 'this month'] } as const;

interface RetailDay { key: string; sales: string; grossProfit: string }
interface Rank { rank: number; name: string; sales: string; share: string | null }
interface StockRow { branchName: string; itemName: string; qty: string; minQty?: string | null; gapQty?: string; daysIdle?: number; costAmount?: string }
interface LossRow { bizDate: string; branchName: string; itemName: string; qty: string; loss: string }
interface Device { branchName: string; name: string; type: string; status: number; bound: boolean; lastHeartbeat: string | null }

const builds: Record<Exclude<BossIntent, 'bossOtherParty'>, Build> = {
  /** A day's sales (today unless the question names another) against the day before and the same day a week before. */
  async bossSales(ctx, p) {
    const named = periodIn(ctx.question, ctx.today);
    const day = named && named.from === named.to ? named.from : ctx.today;
    const r = await ctx.read<{ rows: RetailDay[] }>('POST', '/administer/report/retail/query', { dateFrom: plusDays(day, -7), dateTo: day, groupBy: 'day', pageSize: 8 });
    if (!r) return null;
    const on = (d: string) => r.rows.find((x) => x.key === d) ?? { key: d, sales: '0.00', grossProfit: '0.00' };
    const [cur, prev, week] = [on(day), on(plusDays(day, -1)), on(plusDays(day, -7))];
    const dayName = day === ctx.today ? p('今天', 'Today') : day === plusDays(ctx.today, -1) ? p('昨天', 'Yesterday') : day;
    return {
      text: p(
        `${dayName}（${day}）全部门店零售额 ${money(cur.sales)}，毛利 ${money(cur.grossProfit)}；比前一天 ${money(prev.sales)} ${changeOf(cur.sales, prev.sales)}，比上周同日（${week.key}）${money(week.sales)} ${changeOf(cur.sales, week.sales)}。`,
        `${dayName} (${day}) the stores sold ${money(cur.sales)} at retail, gross profit ${money(cur.grossProfit)}; against the day before, ${money(prev.sales)}: ${changeOf(cur.sales, prev.sales)}; against the same day last week (${week.key}), ${money(week.sales)}: ${changeOf(cur.sales, week.sales)}.`,
      ),
      table: { columns: [p('日期', 'Date'), p('销售额', 'Sales'), p('毛利', 'Gross profit')], rows: [cur, prev, week].map((d) => [d.key, money(d.sales), money(d.grossProfit)]) },
      links: [link(p('零售分析', 'Retail analysis'), '/packagesBoss/retail/index')],
    };
  },

  /** The stores ranked by sales for today, this week or this month: the best, the worst and the first rows. */
  async bossStores(ctx, p) {
    const period = rankPeriod(ctx.question);
    const r = await ctx.read<{ rows: Rank[] }>('GET', `/administer/home/branch-rank?period=${period}&by=sales`);
    if (!r) return null;
    const [zh, en] = periodWords[period];
    const when = p(zh, en);
    const best = r.rows[0];
    const worst = r.rows.at(-1);
    if (!best || !worst) return { text: p(`${when}还没有门店数据。`, `No store figures ${when} yet.`), table: null, links: [] };
    // Worst first when the question asks for the worst, else best first.
    const worstFirst = /最差|最低|最少|倒数|垫底|worst|lowest|least|bottom/i.test(ctx.question);
    const rows = worstFirst ? [...r.rows].reverse() : r.rows;
    return {
      text: p(
        `${when}销售额最好的门店是 ${best.name}（${money(best.sales)}），最差的是 ${worst.name}（${money(worst.sales)}），共 ${r.rows.length} 家门店。${more(r.rows.length, p)}`,
        `Best store ${when}: ${best.name} (${money(best.sales)}); worst: ${worst.name} (${money(worst.sales)}), of ${r.rows.length} stores.${more(r.rows.length, p)}`,
      ),
      table: { columns: [p('排名', 'Rank'), p('门店', 'Store'), p('销售额', 'Sales')], rows: rows.slice(0, tableRows).map((x) => [String(x.rank), x.name, money(x.sales)]) },
      links: [link(p('门店排行', 'Branch ranking'), '/packagesBoss/branchRank/index')],
    };
  },

  /** Stock below its minimum (and how much above its maximum), largest gaps first. */
  async bossStockWarning(ctx, p) {
    const r = await ctx.read<{ rows: StockRow[]; shortage: number; overstock: number }>('POST', '/administer/report/stock-warning/query', { type: 'shortage', pageSize: tableRows });
    if (!r) return null;
    return {
      text: p(
        `库存低于下限的有 ${r.shortage} 项（门店×商品），高于上限的有 ${r.overstock} 项。${r.shortage ? '缺口最大的：' : ''}${more(r.shortage, p)}`,
        `${r.shortage} items (store × item) are below their minimum stock and ${r.overstock} above their maximum.${r.shortage ? ' Largest gaps:' : ''}${more(r.shortage, p)}`,
      ),
      table: r.rows.length ? { columns: [p('门店', 'Store'), p('商品', 'Item'), p('库存', 'Stock'), p('下限', 'Minimum')], rows: r.rows.map((x) => [x.branchName, x.itemName, qty(x.qty), qty(x.minQty)]) } : null,
      links: [link(p('库存预警', 'Stock warnings'), '/packagesBoss/stockWarning/index')],
    };
  },

  /** Stock that has not sold for N days (30 unless the question names 7, 15, 60 or 90), longest idle first. */
  async bossUnsalable(ctx, p) {
    const asked = daysIn(ctx.question);
    const days = [90, 60, 30, 15, 7].find((d) => asked !== null && asked >= d) ?? 30;
    const r = await ctx.read<{ rows: StockRow[]; total: number; sumQty: string; sumAmount: string }>('POST', '/administer/report/unsalable/query', { days, pageSize: tableRows });
    if (!r) return null;
    return {
      text: p(
        `超过 ${days} 天没有销售的库存有 ${r.total} 项（门店×商品），共 ${qty(r.sumQty)} 件，成本 ${money(r.sumAmount)}。${more(r.total, p)}`,
        `${r.total} items (store × item) have not sold for over ${days} days: ${qty(r.sumQty)} units at a cost of ${money(r.sumAmount)}.${more(r.total, p)}`,
      ),
      table: r.rows.length ? { columns: [p('门店', 'Store'), p('商品', 'Item'), p('库存', 'Stock'), p('未动销天数', 'Days idle')], rows: r.rows.map((x) => [x.branchName, x.itemName, qty(x.qty), String(x.daysIdle)]) } : null,
      links: [link(p('滞销商品', 'Unsalable goods'), '/packagesBoss/unsalable/index')],
    };
  },

  /** Items sold below cost per store and day in the period named (the last 7 days by default), largest loss first. */
  async bossNegativeProfit(ctx, p) {
    const named = periodIn(ctx.question, ctx.today);
    const from = named?.from ?? plusDays(ctx.today, -6);
    const to = named?.to ?? ctx.today;
    const label = named ? p(named.label['zh-CN'], named.label.en) : p('最近7天', 'the last 7 days');
    const r = await ctx.read<{ rows: LossRow[]; total: number; sum: { loss: string } }>('POST', '/administer/report/negative-profit/query', { dateFrom: from, dateTo: to, pageSize: tableRows });
    if (!r) return null;
    return {
      text: p(
        `${label}（${from} 至 ${to}）低于成本销售的有 ${r.total} 条（门店×商品×天），共亏 ${money(r.sum.loss)}。${more(r.total, p)}`,
        `In ${label} (${from} to ${to}), ${r.total} store-item-days sold below cost, losing ${money(r.sum.loss)} in all.${more(r.total, p)}`,
      ),
      table: r.rows.length ? { columns: [p('日期', 'Date'), p('门店', 'Store'), p('商品', 'Item'), p('亏损', 'Loss')], rows: r.rows.map((x) => [x.bizDate, x.branchName, x.itemName, money(x.loss)]) } : null,
      links: [link(p('负毛利', 'Negative profit'), '/packagesBoss/negativeProfit/index')],
    };
  },

  /** The devices: online, offline (bound but not reporting) and unbound, with the offline ones listed. */
  async bossDevices(ctx, p) {
    const r = await ctx.read<{ rows: Device[]; total: number; online: number; unbound: number }>('POST', '/administer/device/list', { bound: true, pageSize: 100 });
    if (!r) return null;
    const all = await ctx.read<{ total: number; unbound: number }>('POST', '/administer/device/list', { pageSize: 1 });
    const offline = r.rows.filter((d) => d.status !== 0);
    const unbound = all?.unbound ?? 0;
    return {
      text: p(
        `已绑定设备 ${r.total} 台：在线 ${r.online} 台，离线 ${r.total - r.online} 台；另有 ${unbound} 台未绑定。${offline.length ? '离线的设备：' : ''}`,
        `${r.total} bound devices: ${r.online} online, ${r.total - r.online} offline; ${unbound} more not bound yet.${offline.length ? ' Offline:' : ''}`,
      ),
      table: offline.length ? { columns: [p('门店', 'Store'), p('设备', 'Device'), p('最后心跳', 'Last heartbeat')], rows: offline.slice(0, tableRows).map((d) => [d.branchName, d.name, d.lastHeartbeat ? `${businessToday(new Date(d.lastHeartbeat))} ${businessTime(new Date(d.lastHeartbeat))}` : '—']) } : null,
      links: [link(p('设备管理', 'Devices'), '/packagesBoss/device/index')],
    };
  },

  /** Today's trucks at the docks: to come, arrived, late, no-shows, at the gate to receive. */
  async bossArrivals(ctx, p) {
    const r = await ctx.read<{ expected: number; arrived: number; late: number; noShow: number; toReceive: number }>('GET', '/administer/dock/today');
    if (!r) return null;
    return {
      text: p(
        `今天的预约送货：待到 ${r.expected} 车，已准时到 ${r.arrived} 车，迟到 ${r.late} 车，未到（爽约）${r.noShow} 车；待收货 ${r.toReceive} 车。`,
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
