import type { Page } from 'playwright-core';

/**
 * The texts of the elements matching `selector` that the screen does not show whole: wider or taller than their
 * box (cut with "…", a line clamp or hidden by overflow) or running past the screen's right edge. A filter title or a card label read
 * "按…" or "Profit vs previ…" this way.
 */
export function cutTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1 || box.right > window.innerWidth + 0.5) cut.push(`${el.textContent?.trim()} (${Math.round(el.scrollWidth)} px in ${Math.round(el.clientWidth)})`);
    }
    return cut;
  }, selector);
}
