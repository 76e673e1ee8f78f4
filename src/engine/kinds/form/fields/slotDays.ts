import { businessDay, timeAt } from '../../../../../common/time/businessClock';

/** A slot as the free-slot answer sends it (server/modules/delivery: POST /scm/delivery/slot/free). */
export interface FreeSlot {
  slotStart: string;
  slotEnd: string;
  day: string;
  casesFree: number;
  palletsFree: number;
  bookable: boolean;
  /** past its cut-off */
  closed: boolean;
}

export interface SlotDay {
  day: string;
  /** `MM-DD 周x` / `MM-DD Mon`, in the phone's language */
  label: string;
  bookable: number;
  slots: FreeSlot[];
}

/** A slot's start or end as the dock's clock reads it (HH:mm, the chain's time zone), under its business day. */
export function slotTime(iso: string): string {
  return timeAt(new Date(iso));
}

/** A business day as the picker names it: `MM-DD 周x` / `MM-DD Mon`. */
function dayNamer(lang: string): (day: string) => string {
  const weekday = new Intl.DateTimeFormat(lang.startsWith('zh') ? 'zh-CN' : 'en', { weekday: 'short', timeZone: 'UTC' });
  return (day) => `${day.slice(5)} ${weekday.format(new Date(`${day}T00:00:00Z`))}`;
}

/** A booked slot as one line: `12-07 周一 12:00–14:00` (its end when known). */
export function slotLabel(start: string, end: string | undefined, lang: string): string {
  return `${dayNamer(lang)(businessDay(new Date(start)))} ${slotTime(start)}${end ? `–${slotTime(end)}` : ''}`;
}

/** The slots grouped by their business day, in order, each day with its weekday and how many slots can be booked. */
export function daysOfSlots(rows: readonly FreeSlot[], lang: string): SlotDay[] {
  const dayName = dayNamer(lang);
  const days = new Map<string, SlotDay>();
  for (const s of rows) {
    let d = days.get(s.day);
    if (!d) {
      d = { day: s.day, label: dayName(s.day), bookable: 0, slots: [] };
      days.set(s.day, d);
    }
    d.slots.push(s);
    if (s.bookable) d.bookable++;
  }
  return [...days.values()];
}
