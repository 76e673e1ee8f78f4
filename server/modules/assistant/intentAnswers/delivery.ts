import { businessTime, businessToday } from '../../../lib/businessDay';
import { asnStatus } from '../../../lib/shipping';
import { picker, tableRows } from '../answer';
import type { IntentContext } from '../intentContext';
import { link, more, type Builds } from './parts';

/**
 * Dock bookings (预约送货): the supplier's bookings of a day and what still needs one. Read through the delivery
 * screens' own routes as the asker (IntentContext.read), so the list is the one the delivery screen shows.
 */

interface AsnRow { id: number; sheetNo: string; status: number; branchName: string; slotStart: string | null; slotEnd: string | null; orderSheetNos: string | null }
interface AsnPage { rows: AsnRow[]; total: number }
interface FreeDay { day: string; casesFree: number; palletsFree: number; bookableSlots: number }
interface FreeSlots { branchName: string; days: FreeDay[] }

// The days the free-room answer looks ahead: the week the booking screen shows first.
const freeDays = 7;

// The delivery list holds at most this many rows a page; a supplier's open bookings are far fewer.
const listSize = 100;

const plusDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** A slot as the chain's clock reads it: "12-03 09:00–10:00". */
const slotText = (r: AsnRow) => (r.slotStart ? `${businessToday(new Date(r.slotStart)).slice(5)} ${businessTime(new Date(r.slotStart))}–${r.slotEnd ? businessTime(new Date(r.slotEnd)) : ''}` : '—');

export const deliveryAnswers = {
  /** The bookings of the day named (or of today and tomorrow): slot, store, notice and its orders, earliest first. */
  async deliveryBookings(ctx: IntentContext) {
    const p = picker(ctx.lang);
    const from = ctx.period?.from ?? ctx.today;
    const to = ctx.period?.to ?? plusDays(ctx.today, 1);
    const label = ctx.period ? p(ctx.period.label['zh-CN'], ctx.period.label.en) : p('今明两天', 'today and tomorrow');
    const page = await ctx.read<AsnPage>('POST', '/scm/delivery/asn/list', { status: [asnStatus.booked, asnStatus.arrived], pageSize: listSize });
    const rows = (page?.rows ?? [])
      .filter((r) => r.slotStart && businessToday(new Date(r.slotStart)) >= from && businessToday(new Date(r.slotStart)) <= to)
      .sort((a, b) => (a.slotStart! < b.slotStart! ? -1 : 1));
    const first = rows[0];
    return {
      text: rows.length
        ? p(
            `${label}您预约了 ${rows.length} 次送货，最早一车 ${slotText(first!)} 送 ${first!.branchName}。${more(rows.length, p)}`,
            `You have ${rows.length} deliveries booked for ${label}; the first is ${slotText(first!)} at ${first!.branchName}.${more(rows.length, p)}`,
          )
        : p(`${label}没有预约的送货。`, `No deliveries booked for ${label}.`),
      table: rows.length ? { columns: [p('时段', 'Slot'), p('门店', 'Branch'), p('送货通知', 'Notice'), p('采购订单', 'Orders')], rows: rows.slice(0, tableRows).map((r) => [slotText(r), r.branchName, r.sheetNo, r.orderSheetNos ?? '']) } : null,
      links: [link(p('预约送货', 'Delivery appointments'), '/packagesSub/delivery/list')],
    };
  },

  /** What still needs a booking: confirmed orders with goods on no notice yet, and notices awaiting a slot. */
  async deliveryToBook(ctx: IntentContext) {
    const p = picker(ctx.lang);
    const [home, waiting] = await Promise.all([
      ctx.read<{ deliveries: { toShip: number } | null }>('GET', '/scm/home/summary'),
      ctx.read<AsnPage>('POST', '/scm/delivery/asn/list', { status: [asnStatus.awaitingSlot], pageSize: listSize }),
    ]);
    const toShip = home?.deliveries?.toShip ?? 0;
    const rows = waiting?.rows ?? [];
    return {
      text: p(
        `有 ${toShip} 张已确认的订单还有货没做送货通知；另有 ${waiting?.total ?? 0} 张送货通知还没预约时段${rows.length ? '：' : '。'}${more(waiting?.total ?? 0, p)}`,
        `${toShip} confirmed orders still have goods on no shipping notice; ${waiting?.total ?? 0} notices still await a slot${rows.length ? ':' : '.'}${more(waiting?.total ?? 0, p)}`,
      ),
      table: rows.length ? { columns: [p('送货通知', 'Notice'), p('门店', 'Branch'), p('采购订单', 'Orders')], rows: rows.slice(0, tableRows).map((r) => [r.sheetNo, r.branchName, r.orderSheetNos ?? '']) } : null,
      links: [
        link(p('新建送货通知', 'New shipping notice'), '/packagesSub/delivery/form'),
        link(p('待预约的通知', 'Notices awaiting a slot'), `/packagesSub/delivery/list?status=${asnStatus.awaitingSlot}`),
      ],
    };
  },

  /** A store's free dock room over the coming week ("人民路店哪天还有空位"), from the booking screen's own route. */
  async dockFreeSlots(ctx: IntentContext) {
    const p = picker(ctx.lang);
    const book = link(p('新建送货通知', 'New shipping notice'), '/packagesSub/delivery/form');
    if (!ctx.branch) {
      return { text: p('请说出门店，例如"人民路店哪天还有空位"。', 'Name the store, e.g. "free slots at 人民路店".'), table: null, links: [book] };
    }
    const free = await ctx.read<FreeSlots>('POST', '/scm/delivery/slot/free', { branchId: ctx.branch.id, days: freeDays });
    const name = free?.branchName ?? ctx.branch.name;
    const days = free?.days ?? [];
    const open = days.filter((d) => d.bookableSlots > 0);
    const first = open[0];
    return {
      text: first
        ? p(
            `${name}未来 ${freeDays} 天有 ${open.length} 天可约，最早 ${first.day.slice(5)}：${first.bookableSlots} 个时段，余 ${first.casesFree} 箱、${first.palletsFree} 托。`,
            `${name} has room on ${open.length} of the next ${freeDays} days; the first is ${first.day.slice(5)}: ${first.bookableSlots} slots, ${first.casesFree} cases and ${first.palletsFree} pallets free.`,
          )
        : p(`${name}未来 ${freeDays} 天没有可约的时段。`, `${name} has no free slot in the next ${freeDays} days.`),
      table: days.length ? { columns: [p('日期', 'Day'), p('可约时段', 'Free slots'), p('余箱', 'Cases free'), p('余托', 'Pallets free')], rows: days.slice(0, tableRows).map((d) => [d.day.slice(5), String(d.bookableSlots), String(d.casesFree), String(d.palletsFree)]) } : null,
      links: [book],
    };
  },
} satisfies Builds;
