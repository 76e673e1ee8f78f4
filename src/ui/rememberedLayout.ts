// What the last home visit drew (how many figures, banners, whether the warning line was there): while the answers
// load, home keeps that much space, so nothing below moves when they arrive (layout shift).

/** The remembered whole number under `key`, or `fallback` when none (a first visit) or out of 0..max. */
export function rememberedNumber(key: string, fallback: number, max = 8): number {
  const n = Number(localStorage.getItem(key) ?? fallback);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : fallback;
}

export function remember(key: string, n: number): void {
  localStorage.setItem(key, String(n));
}

/** The key of what a page remembers: by the first word of its id (home.dashboard → scm.home.<what>). */
export function pageMemoryKey(pageId: string, what: string): string {
  return `scm.${pageId.split('.')[0]}.${what}`;
}
