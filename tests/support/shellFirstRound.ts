import type { Page } from 'playwright-core';

/** The built entry (index-<hash>.js): held back, no code of the app runs. */
const ENTRY = /\/assets\/index-[^/]*\.js$/;

export interface ShellRound {
  /** when the shell first painted something (its 'first-contentful-paint' entry) */
  painted: number;
  /** when the first request for each name started: `ListView-*.css` is `/assets/ListView-…css`, `HomePage-` any such file */
  starts: Record<string, number>;
}

/**
 * What the shell's own script (scripts/build/firstRoundPreload.ts) asks for when `load` opens a page, proved by
 * holding the app's entry back: with no code of the app running, every request for the named assets came from that
 * script. Waits until each name has been asked for; the entry is let through again afterwards.
 */
export async function shellFirstRound(page: Page, load: () => Promise<unknown>, names: string[]): Promise<ShellRound> {
  await page.route(ENTRY, (route) => route.abort());
  try {
    await load();
    // A function, not a string: the shell's policy allows no eval, also not Playwright's.
    await page.waitForFunction(
      (wanted) =>
        wanted.every((name) =>
          performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.startsWith(`/assets/${name.split('*')[0]}`) && new URL(e.name).pathname.endsWith(name.split('*')[1] ?? '')),
        ),
      names,
      { timeout: 15_000 },
    );
    // (no named helper inside: the test build would wrap it in a function the page does not have)
    return await page.evaluate(
      (wanted) => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        starts: Object.fromEntries(
          wanted.map((name) => [
            name,
            Math.min(
              ...performance
                .getEntriesByType('resource')
                .filter((e) => new URL(e.name).pathname.startsWith(`/assets/${name.split('*')[0]}`) && new URL(e.name).pathname.endsWith(name.split('*')[1] ?? ''))
                .map((e) => e.startTime),
            ),
          ]),
        ),
      }),
      names,
    );
  } finally {
    await page.unroute(ENTRY);
  }
}
