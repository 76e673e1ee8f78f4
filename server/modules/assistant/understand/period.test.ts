import { describe, expect, it } from 'vitest';
import { businessToday } from '../../../lib/businessDay';
import { classifyBoss } from '../boss/classify';
import { classify } from './classify';
import { periodIn } from './period';

/** Named weekdays as business days: weeks run Monday to Sunday, as "本周" and "上周" do. */
describe('periodIn: named weekdays', () => {
  // 2026-12-03 is a Thursday
  const thursday = '2026-12-03';
  const day = (q: string, today = thursday) => {
    const p = periodIn(q, today);
    return p && p.from === p.to ? p.from : p;
  };

  it('reads Chinese weekdays of last, this and next week, and a bare one as the latest up to today', () => {
    expect(day('上周三卖了多少')).toBe('2026-11-25');
    expect(day('上星期五的销售')).toBe('2026-11-27');
    expect(day('上个礼拜天的营业额')).toBe('2026-11-29');
    expect(day('上上周一')).toBe('2026-11-16');
    expect(day('这周一卖了多少')).toBe('2026-11-30');
    expect(day('本周四')).toBe(thursday);
    expect(day('下周二')).toBe('2026-12-08');
    // bare: the latest such day up to today (Friday is still ahead this week, so last week's)
    expect(day('周五的销售')).toBe('2026-11-27');
    expect(day('星期二卖得怎么样')).toBe('2026-12-01');
    expect(day('周四的流水')).toBe(thursday);
    expect(day('周日')).toBe('2026-11-29');
  });

  it('reads a bare weekday ahead when the question looks ahead (deliveries due, bookings)', () => {
    expect(day('周五要送的单')).toBe('2026-12-04');
    expect(day('星期一到期的订单')).toBe('2026-12-07');
  });

  it('reads English weekdays: "last Friday" is the latest Friday before today, "this Monday" the Monday of this week', () => {
    expect(day('sales last friday')).toBe('2026-11-27');
    expect(day('how much did we sell last Wednesday?')).toBe('2026-12-02');
    expect(day('last Thursday')).toBe('2026-11-26');
    expect(day('sales last Tuesday')).toBe('2026-12-01');
    expect(day('this Monday')).toBe('2026-11-30');
    expect(day('next monday')).toBe('2026-12-07');
    expect(day("friday's sales")).toBe('2026-11-27');
    expect(day('orders due on fri')).toBe('2026-12-04');
    // short names only after last/this/next/on: "sat" and "sun" are words too
    expect(day('I sat down')).toBeNull();
  });

  it('labels the day in both languages, with its date ("last Tuesday" on a Thursday is two days ago)', () => {
    expect(periodIn('上周三卖了多少', thursday)?.label).toEqual({ 'zh-CN': '上周三（2026-11-25）', en: 'last Wednesday (2026-11-25)' });
    expect(periodIn('周五的销售', thursday)?.label).toEqual({ 'zh-CN': '周五（2026-11-27）', en: 'Friday (2026-11-27)' });
    expect(periodIn('sales last tuesday', thursday)?.label).toEqual({ 'zh-CN': '本周二（2026-12-01）', en: 'last Tuesday (2026-12-01)' });
    expect(periodIn('this monday', thursday)?.label).toEqual({ 'zh-CN': '本周一（2026-11-30）', en: 'this Monday (2026-11-30)' });
    expect(periodIn('上上周一', thursday)?.label.en).toBe('Monday before last (2026-11-16)');
  });

  it('leaves the periods it read before as they were', () => {
    expect(periodIn('上周卖了多少', thursday)).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodIn('本周', thursday)).toMatchObject({ from: '2026-11-30', to: thursday });
    expect(periodIn('这个星期的销售', thursday)).toMatchObject({ from: '2026-11-30', to: thursday });
    expect(periodIn('last week', thursday)).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodIn('今天周五', thursday)).toMatchObject({ from: thursday, to: thursday });
    expect(periodIn('周末', thursday)).toBeNull();
    // "一共" (in all), "天天" (every day) and "7天" (seven days) hold no weekday
    expect(periodIn('本周一共卖了多少', thursday)).toMatchObject({ from: '2026-11-30', to: thursday });
    expect(periodIn('上周一共卖了多少', thursday)).toMatchObject({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodIn('这周天天都有货', thursday)).toMatchObject({ from: '2026-11-30', to: thursday });
    expect(periodIn('一周7天', thursday)).toBeNull();
    expect(day('周一下午卖了多少')).toBe('2026-11-30');
  });

  it("counts from the business day in the chain's time zone, not the server's: 01:30 in Shanghai is already Friday", () => {
    const today = businessToday(new Date('2026-12-03T17:30:00Z'));
    expect(today).toBe('2026-12-04');
    expect(day('周五的销售', today)).toBe('2026-12-04');
    expect(day('上周五的销售', today)).toBe('2026-11-27');
    expect(day('last friday', today)).toBe('2026-11-27');
  });

  it('leaves a weekday question on the intent it asks, on the supplier side and the boss side', () => {
    const intent = (q: string) => { const r = classify(q); return r.path === 'intent' ? r.intent : r.path; };
    expect(intent('上周三卖了多少')).toBe('sales');
    expect(intent('what did I sell last friday')).toBe('sales');
    expect(intent('周五要送的单')).toBe('ordersDue');
    expect(classifyBoss('上周三卖了多少')).toBe('bossSales');
    expect(classifyBoss('sales last friday')).toBe('bossSales');
    expect(classifyBoss('this monday best store')).toBe('bossStores');
  });
});
