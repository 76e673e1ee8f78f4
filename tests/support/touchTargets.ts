import type { Page } from 'playwright-core';

/** What a finger can tap: buttons, links, tabs, choice chips, switches, a list's search box, a form's text boxes. */
export const TAPPABLE = [
  'button', 'a[href]', '[role="button"]', '[role="tab"]', '[role="link"]', '[role="switch"]', '[role="checkbox"]', '[role="radio"]',
  '.adm-selector-item', '.adm-list-item', '.app-nav-bar__back', '.eng-search',
].join(', ');

/**
 * Every tappable element on screen whose box is under 44 × 44 px (WCAG 2.5.5, a finger's width), as "width×height
 * text". The bottom tab bar is the spec's (50 px high, each tab a fifth of the width) and a chart's drawing is a
 * picture; both are left out. An element off screen or hidden is not measured.
 */
export function smallTargets(page: Page, min = 44): Promise<string[]> {
  return page.evaluate(
    ([selector, least]) => {
      const small: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (el.closest('.app-tab-bar, .eng-chart__frame, [aria-hidden="true"], .sr-only')) continue;
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        if (r.width <= 1 || r.height <= 1 || s.visibility === 'hidden' || s.display === 'none' || r.bottom <= 0 || r.top >= innerHeight) continue;
        if (r.width < least - 0.5 || r.height < least - 0.5) {
          const name = (el.getAttribute('aria-label') || el.textContent || el.className.toString()).trim().replace(/\s+/g, ' ').slice(0, 30);
          small.push(`${Math.round(r.width)}×${Math.round(r.height)} ${name}`);
        }
      }
      return small;
    },
    [TAPPABLE, min] as const,
  );
}
