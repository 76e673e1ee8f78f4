// Chromium as every browser bench drives it (quality.md §1.6 and §1.7): Debian's /usr/bin/chromium (or CHROME_PATH),
// headless, a 390x844 phone at DPR 3.

export { chromeFlags, chromiumPath } from '../../tests/support/browser';

export const phoneContext = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'zh-CN' };

/** tsx compiles named inner functions with an `__name` helper; pages need it to run functions passed to evaluate. */
export const nameShim = 'window.__name = (fn) => fn;';
