import type { Lang } from '../../../../i18n';

/** The slot picker's words, with its code (not in the engine's dictionary every screen loads). */
export function slotWords(lang: Lang) {
  return lang === 'en'
    ? {
        loading: 'Looking for free slots',
        failed: 'Could not load the slots',
        none: 'No slot is free in the coming days',
        full: 'Full',
        closed: 'Closed',
        freeCount: (n: number) => `${n} free`,
        room: (cases: number, pallets: number) => `${cases} ${cases === 1 ? 'case' : 'cases'} / ${pallets} ${pallets === 1 ? 'pallet' : 'pallets'} free`,
        booked: (slot: string) => `Booked now: ${slot}`,
      }
    : {
        loading: '正在查询可预约时段',
        failed: '时段加载失败',
        none: '未来几天没有可预约的时段',
        full: '已满',
        closed: '已截止',
        freeCount: (n: number) => `${n} 个时段可约`,
        room: (cases: number, pallets: number) => `余 ${cases} 箱 / ${pallets} 托`,
        booked: (slot: string) => `当前预约：${slot}`,
      };
}
