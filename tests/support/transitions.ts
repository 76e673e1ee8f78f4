import type { Page } from 'playwright-core';

/**
 * Waits until the animations that end by time are over (a screen's enter transition: its opacity makes every colour
 * read lighter), after two more frames when `afterFrames` (those a screen starts as it draws). Animations driven by
 * scrolling (a tab row's fades) never finish by time and are not waited for.
 */
export async function transitionsOver(page: Page, { afterFrames = false } = {}): Promise<void> {
  await page.evaluate(async (frames) => {
    if (frames) await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const ending = document.getAnimations().filter((a) => a.timeline === document.timeline && a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  }, afterFrames);
}
