import { money, qty, tableRows } from '../answer';
import { linkWith, more } from '../intentAnswers/parts';
import type { BossIntent } from './classify';
import { oneStore, plusDays, type Build } from './answerKit';

// The boss's stock answers: the chain's stock, stock warnings, unsalable goods and sales below cost. Each reads its
// screen's own route as the caller and links that screen on the figures said.

interface StockRow { branchName: string; itemName: string; qty: string; minQty?: string | null; gapQty?: string; daysIdle?: number; costAmount?: string }
interface LossRow { bizDate: string; branchName: string; itemName: string; qty: string; loss: string }
/** The chain stock screen's summary and rows (server/modules/chainStock). */
interface ChainStockSummary { rowCount: number; itemCount: number; supplierCount: number; qty: string; costAmount: string; runningOutItems: number; runningOutDays: number }
interface ChainStockRow { itemName: string; supplierName: string | null; qty: string; soonestDays: string | null; runningOutBranches: number }

export const stockBuilds: Record<Extract<BossIntent, 'bossStock' | 'bossStockWarning' | 'bossUnsalable' | 'bossNegativeProfit'>, Build> = {
  /**
   * The chain's stock (of the item named, at the store named): the chain stock screen's summary figures, and the items a
   * store will run out of soonest, from its running-out tab; each link opens the screen on the figures said.
   */
  async bossStock(ctx, p) {
    const item = ctx.params.item ?? undefined;
    const filters = { ...oneStore(ctx), keyword: item };
    const sum = await ctx.read<ChainStockSummary>('POST', '/administer/report/stock/summary', filters);
    if (!sum) return null;
    const screen = linkWith(p('库存查询', 'Chain stock'), '/packagesBoss/stock/index', filters);
    const of = `${ctx.params.branch ? p(`${ctx.params.branch.name}`, ` at ${ctx.params.branch.name}`) : ''}${item ? p(`「${item}」`, ` of "${item}"`) : ''}`;
    if (!sum.rowCount) return { text: p(`${of || '全部门店'}没有库存。`, `No stock${of}.`), table: null, links: [screen] };
    const days = sum.runningOutDays;
    const running = sum.runningOutItems ? await ctx.read<{ rows: ChainStockRow[]; total: number }>('POST', '/administer/report/stock/query', { ...filters, runningOutDays: days, pageSize: tableRows }) : null;
    return {
      text: p(
        `${of || '全部门店'}库存：商品 ${sum.itemCount} 个（${sum.supplierCount} 家供应商），库存数量 ${qty(sum.qty)}，库存金额 ${money(sum.costAmount)}；其中 ${sum.runningOutItems} 个商品${ctx.params.branch ? '' : '在某个门店'} ${days} 天内将断货${sum.runningOutItems ? '，最先断货的：' : '。'}${more(running?.total ?? 0, p)}`,
        `Stock${of || ' at the stores'}: ${sum.itemCount} item${sum.itemCount === 1 ? '' : 's'} (${sum.supplierCount} supplier${sum.supplierCount === 1 ? '' : 's'}), ${qty(sum.qty)} on hand, stock value ${money(sum.costAmount)}; ${sum.runningOutItems} of them will run out${ctx.params.branch ? '' : ' at some store'} within ${days} days.${sum.runningOutItems ? ' Soonest first:' : ''}${more(running?.total ?? 0, p)}`,
      ),
      table: running?.rows.length
        ? { columns: [p('商品', 'Item'), p('库存数量', 'On hand'), p('最短可售天数', 'Soonest out (days)')], rows: running.rows.map((x) => [x.itemName, qty(x.qty), x.soonestDays ?? '—']) }
        : null,
      links: sum.runningOutItems ? [screen, linkWith(p(`${days}天内断货`, `Out in ${days} days`), '/packagesBoss/stock/index', { ...filters, runningOutDays: days })] : [screen],
    };
  },

  /** Stock below its minimum (and how much above its maximum), largest gaps first. */
  async bossStockWarning(ctx, p) {
    const filters = { type: 'shortage', ...oneStore(ctx) };
    const r = await ctx.read<{ rows: StockRow[]; shortage: number; overstock: number }>('POST', '/administer/report/stock-warning/query', { ...filters, pageSize: tableRows });
    if (!r) return null;
    return {
      text: p(
        `${ctx.params.branch ? `${ctx.params.branch.name}：` : ''}库存低于下限的有 ${r.shortage} 项（门店×商品），高于上限的有 ${r.overstock} 项。${r.shortage ? '缺口最大的：' : ''}${more(r.shortage, p)}`,
        `${ctx.params.branch ? `${ctx.params.branch.name}: ` : ''}${r.shortage} items (store × item) are below their minimum stock and ${r.overstock} above their maximum.${r.shortage ? ' Largest gaps:' : ''}${more(r.shortage, p)}`,
      ),
      table: r.rows.length ? { columns: [p('门店', 'Store'), p('商品', 'Item'), p('库存', 'Stock'), p('下限', 'Minimum')], rows: r.rows.map((x) => [x.branchName, x.itemName, qty(x.qty), qty(x.minQty)]) } : null,
      // each count opens its own list: below the minimum, and above the maximum
      links: [
        linkWith(p('低于下限', 'Below minimum'), '/packagesBoss/stockWarning/index', filters),
        linkWith(p('高于上限', 'Above maximum'), '/packagesBoss/stockWarning/index', { ...filters, type: 'overstock' }),
      ],
    };
  },

  /** Stock that has not sold for N days (30 unless the question names 7, 15, 60 or 90), longest idle first. */
  async bossUnsalable(ctx, p) {
    const asked = ctx.params.days;
    const days = [90, 60, 30, 15, 7].find((d) => asked !== null && asked >= d) ?? 30;
    const filters = { days, ...oneStore(ctx) };
    const r = await ctx.read<{ rows: StockRow[]; total: number; sumQty: string; sumAmount: string }>('POST', '/administer/report/unsalable/query', { ...filters, pageSize: tableRows });
    if (!r) return null;
    return {
      text: p(
        `${ctx.params.branch ? `${ctx.params.branch.name}：` : ''}超过 ${days} 天没有销售的库存有 ${r.total} 项（门店×商品），共 ${qty(r.sumQty)} 件，成本 ${money(r.sumAmount)}。${more(r.total, p)}`,
        `${ctx.params.branch ? `${ctx.params.branch.name}: ` : ''}${r.total} items (store × item) have not sold for over ${days} days: ${qty(r.sumQty)} units at a cost of ${money(r.sumAmount)}.${more(r.total, p)}`,
      ),
      table: r.rows.length ? { columns: [p('门店', 'Store'), p('商品', 'Item'), p('库存', 'Stock'), p('未动销天数', 'Days idle')], rows: r.rows.map((x) => [x.branchName, x.itemName, qty(x.qty), String(x.daysIdle)]) } : null,
      links: [linkWith(p('滞销商品', 'Unsalable goods'), '/packagesBoss/unsalable/index', filters)],
    };
  },

  /** Items sold below cost per store and day in the period named (the last 7 days by default), largest loss first. */
  async bossNegativeProfit(ctx, p) {
    const named = ctx.params.period;
    const from = named?.from ?? plusDays(ctx.today, -6);
    const to = named?.to ?? ctx.today;
    const label = named ? p(named.label['zh-CN'], named.label.en) : p('最近7天', 'the last 7 days');
    const filters = { dateFrom: from, dateTo: to, ...oneStore(ctx) };
    const r = await ctx.read<{ rows: LossRow[]; total: number; sum: { loss: string } }>('POST', '/administer/report/negative-profit/query', { ...filters, pageSize: tableRows });
    if (!r) return null;
    return {
      text: p(
        `${label}（${from} 至 ${to}）${ctx.params.branch?.name ?? ''}低于成本销售的有 ${r.total} 条（门店×商品×天），共亏 ${money(r.sum.loss)}。${more(r.total, p)}`,
        `In ${label} (${from} to ${to})${ctx.params.branch ? ` at ${ctx.params.branch.name}` : ''}, ${r.total} store-item-days sold below cost, losing ${money(r.sum.loss)} in all.${more(r.total, p)}`,
      ),
      table: r.rows.length ? { columns: [p('日期', 'Date'), p('门店', 'Store'), p('商品', 'Item'), p('亏损', 'Loss')], rows: r.rows.map((x) => [x.bizDate, x.branchName, x.itemName, money(x.loss)]) } : null,
      links: [linkWith(p('负毛利', 'Negative profit'), '/packagesBoss/negativeProfit/index', filters)],
    };
  },
};
