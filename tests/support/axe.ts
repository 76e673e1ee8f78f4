import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Page } from 'playwright-core';
import { transitionsOver } from './transitions';

// WCAG 2.0–2.2 A and AA as axe-core checks them (issue 32 §10), on the screen on show. axe-core's source is put into
// the document once (the app is a hash-routed single page: every route after it is checked with the same copy), and
// only the violations are gathered. @axe-core/playwright's AxeBuilder would inject the source into every frame again
// and open a page of its own for each analysis.

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let source: string | undefined;

/** The serious and critical violations on the screen on show, one line each with up to three of its elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    source ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(source);
  }
  await transitionsOver(page);
  return page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  }, AXE_TAGS);
}
