import type { Page } from 'playwright-core';

/**
 * Draws the screen as a phone set to a larger system font draws it (Android's text zoom, iOS's larger text in a web
 * view): every font size, and every line height given in pixels, times `factor`. The app sizes its text in px, so a
 * larger root font size alone would change nothing; this scales what the user reads. Undo with `resetTextZoom`
 * before the next screen.
 */
export function zoomText(page: Page, factor: number): Promise<void> {
  return page.evaluate((f) => {
    const sizes = [...document.body.querySelectorAll<HTMLElement>('*')].map((el) => {
      const s = getComputedStyle(el);
      return [el, parseFloat(s.fontSize), s.lineHeight.endsWith('px') ? parseFloat(s.lineHeight) : null] as const;
    });
    for (const [el, size, line] of sizes) {
      el.dataset.zoomed = '1';
      el.style.fontSize = `${size * f}px`;
      if (line !== null) el.style.lineHeight = `${line * f}px`;
    }
  }, factor);
}

export function resetTextZoom(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-zoomed]')) {
      el.style.removeProperty('font-size');
      el.style.removeProperty('line-height');
      delete el.dataset.zoomed;
    }
  });
}
