import { said, type Said } from '../../../lib/language';

/**
 * Dates named in a question ("上周", "本月", "11月", "yesterday", "last month", "2026-11-03"), as an inclusive range
 * of business days. Computed from `today` (the chain's business day), so tests pin it.
 */
export interface Period {
  from: string;
  to: string;
  label: Said;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const dayOf = (s: string) => new Date(`${s}T00:00:00Z`);
const plus = (s: string, days: number) => {
  const d = dayOf(s);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
};
const monthRange = (y: number, m: number) => ({ from: `${y}-${pad(m)}-01`, to: iso(new Date(Date.UTC(y, m, 0))) });

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
// Whole names or three-letter abbreviations; "may" only after "in" ("may I" is no month).
const monthWord = /\b(?:in )?(january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b|\bin (may)\b/;
const chineseNumbers: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };

const zhWeekdays: Record<string, number> = { 一: 0, 二: 1, 三: 2, 四: 3, 五: 4, 六: 5, 日: 6, 天: 6, 七: 6, '1': 0, '2': 1, '3': 2, '4': 3, '5': 4, '6': 5, '7': 6 };
const zhWeekdayNames = ['一', '二', '三', '四', '五', '六', '日'];
const enWeekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
// 周三, 星期三, 礼拜三 and 周天/礼拜天 for Sunday, after 上上/上/这/本/下 (or 这个/上个); "周末" is no day, nor the 一 of
// "本周一共" (this week in all), the 天 of "这周天天" (every day) or the 7 of "一周7天"
const zhWeekday = /(上上个?|上个?|这个?|本|下个?)?(?:周|星期|礼拜)([二三四五六日七]|一(?![共起直些样般定切半次遍])|天(?![天数])|[1-7](?![天日号\d]))/;
// Whole names anywhere ("friday's sales"); the short ones only after last/this/next/on ("sat" and "sun" are words too)
const enWeekday = /\b(?:(last|this|next|on)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b|\b(last|this|next|on)\s+(mon|tues?|wed|thur?s?|fri|sat|sun)\b/;
/** A question that looks ahead: a bare weekday in it is the next one (deliveries due, bookings), else the last one. */
const ahead = /要送|要交|要到|得送|该送|应到|要发|到期|预约|交货|\bdue\b|deliver|\bbook|\bslot|\bwill\b|coming/;

/**
 * A weekday the question names ("上周三", "周五的销售", "last Friday", "this Monday"), as one business day. Weeks run
 * Monday to Sunday as in "本周"; "上周三" is Wednesday of last week, "这周五"/"this Friday" the Friday of this week,
 * "last Friday" the latest Friday before today (as it is said in English), and a bare weekday the latest one up to
 * today, or the next one from today when the question looks ahead ("周五要送的单").
 */
function weekdayIn(q: string, today: string, weekday: number): Period | null {
  let target: number;
  let which: string;
  const zh = zhWeekday.exec(q);
  const en = zh ? null : enWeekday.exec(q);
  if (zh) {
    target = zhWeekdays[zh[2]];
    which = { 上上: 'before', 上上个: 'before', 上: 'last', 上个: 'last', 这: 'this', 这个: 'this', 本: 'this', 下: 'next', 下个: 'next' }[zh[1] ?? ''] ?? 'bare';
  } else if (en) {
    const name = en[2] ?? en[4];
    target = enWeekdays.findIndex((d) => d.startsWith(name.slice(0, 3)));
    const word = en[1] ?? en[3];
    // "last Friday" is the latest Friday before today; "on Friday" is a bare weekday
    which = word === 'last' ? 'latest' : word === 'this' ? 'this' : word === 'next' ? 'next' : 'bare';
  } else return null;
  const offset = {
    before: target - weekday - 14,
    last: target - weekday - 7,
    this: target - weekday,
    next: target - weekday + 7,
    latest: target < weekday ? target - weekday : target - weekday - 7,
    bare: ahead.test(q) ? (target >= weekday ? target - weekday : target - weekday + 7) : target <= weekday ? target - weekday : target - weekday - 7,
  }[which]!;
  const d = plus(today, offset);
  // "last Friday" may fall in this week (asked on a Saturday)
  const zhWeek = which === 'latest' ? (offset >= -weekday ? 'this' : 'last') : which;
  const zhName = `${{ before: '上上周', last: '上周', this: '本周', next: '下周' }[zhWeek] ?? '周'}${zhWeekdayNames[target]}`;
  const enDay = enWeekdays[target][0].toUpperCase() + enWeekdays[target].slice(1);
  const enName = { before: `${enDay} before last`, last: `last ${enDay}`, latest: `last ${enDay}`, this: `this ${enDay}`, next: `next ${enDay}` }[which] ?? enDay;
  // the date beside the name: "last Tuesday" asked on a Thursday is the Tuesday of this week, and the user sees so
  return { from: d, to: d, label: said(`${zhName}（${d}）`, `${enName} (${d})`) };
}

/** The period a question names, or null. */
export function periodIn(question: string, today: string): Period | null {
  const q = question.toLowerCase();
  const [y, m] = today.split('-').map(Number);
  const day = (from: string, to: string, label: Said): Period => ({ from, to, label });

  const exact = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(q);
  if (exact) {
    const d = `${exact[1]}-${pad(+exact[2])}-${pad(+exact[3])}`;
    return day(d, d, said(d, d));
  }
  if (/今天|今日|today/.test(q)) return day(today, today, said('今天', 'today'));
  if (/明天|明日|tomorrow/.test(q)) return day(plus(today, 1), plus(today, 1), said('明天', 'tomorrow'));
  if (/后天|day after tomorrow/.test(q)) return day(plus(today, 2), plus(today, 2), said('后天', 'the day after tomorrow'));
  if (/昨天|昨日|yesterday/.test(q)) return day(plus(today, -1), plus(today, -1), said('昨天', 'yesterday'));
  const weekday = (dayOf(today).getUTCDay() + 6) % 7; // Monday 0
  const named = weekdayIn(q, today, weekday);
  if (named) return named;
  if (/上周|上星期|上个星期|last week/.test(q)) return day(plus(today, -weekday - 7), plus(today, -weekday - 1), said('上周', 'last week'));
  if (/本周|这周|这个星期|本星期|this week/.test(q)) return day(plus(today, -weekday), today, said('本周', 'this week'));
  if (/上个月|上月|last month/.test(q)) {
    const r = monthRange(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1);
    return day(r.from, r.to, said('上月', 'last month'));
  }
  if (/本月|这个月|当月|这月|this month/.test(q)) return day(`${y}-${pad(m)}-01`, today, said('本月', 'this month'));
  if (/今年|本年|this year/.test(q)) return day(`${y}-01-01`, today, said('今年', 'this year'));
  const recent = /(?:最近|近|过去)\s*(\d+)\s*天|(?:last|past)\s*(\d+)\s*days/.exec(q);
  if (recent) {
    const n = Math.min(Number(recent[1] ?? recent[2]), 366);
    return day(plus(today, -(n - 1)), today, said(`最近${n}天`, `the last ${n} days`));
  }
  const zhMonth = /(\d{1,2}|十[一二]?|[一二三四五六七八九])\s*月(?!\s*\d+\s*[日号])/.exec(q);
  const enMonth = monthWord.exec(q);
  const enName = enMonth ? (enMonth[1] ?? enMonth[2]) : '';
  const month = zhMonth ? Number(zhMonth[1]) || chineseNumbers[zhMonth[1]] : enMonth ? months.findIndex((name) => name.startsWith(enName.slice(0, 3))) + 1 : 0;
  if (month >= 1 && month <= 12) {
    // A month still ahead this year means the last one of that name.
    const year = month > m ? y - 1 : y;
    const r = monthRange(year, month);
    const to = r.to > today ? today : r.to;
    return day(r.from, to, said(`${year}年${month}月`, `${months[month - 1][0].toUpperCase()}${months[month - 1].slice(1)} ${year}`));
  }
  return null;
}

/** A number of days a question names as a threshold ("不到5天", "under 10 days"), or null. */
export function daysIn(question: string): number | null {
  const m = /(\d{1,3})\s*(?:天|日|days?)/i.exec(question.normalize('NFKC'));
  const n = m ? Number(m[1]) : 0;
  return n >= 1 && n <= 365 ? n : null;
}

/**
 * Whether a question names a period at all ("本月", "last week"): one that does asks for figures of that period,
 * not how the portal works ("本月到货率怎么样", "how is the arrival rate this month"). Which days it names does not
 * matter here, so any day stands for today.
 */
export const namesPeriod = (question: string): boolean => periodIn(question, '2026-06-15') !== null;
