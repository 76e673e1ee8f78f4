import type { Browser } from 'playwright-core';
import { scrollAndSample } from './listRenderProbe';

// The same scroll on the simplest possible virtual list (hand-written, 36 px one-line rows, no framework),
// in the same browser and under the same throttling: what this machine can do at best right now, so the
// engine's figures can be read against it (quality.md §1.4 measured the same kind of list).

const PAGE = `<!doctype html><html><body style="margin:0;font:14px sans-serif"><div id="list" style="position:relative"></div><script>
window.__bench = { longTasks: [], longFrames: [] };
const N = 10000, H = 36, list = document.getElementById('list'), rows = new Map();
list.style.height = N * H + 'px';
function render() {
  const first = Math.max(0, Math.floor(scrollY / H) - 5), last = Math.min(N - 1, Math.ceil((scrollY + innerHeight) / H) + 5);
  for (const [i, el] of rows) if (i < first || i > last) { el.remove(); rows.delete(i); }
  for (let i = first; i <= last; i++) if (!rows.has(i)) {
    const d = document.createElement('div');
    d.className = 'eng-card';
    d.style.cssText = 'position:absolute;top:0;left:0;width:100%;height:36px;transform:translateY(' + i * H + 'px)';
    d.textContent = '订单 CG' + (100000 + i) + ' 云快订人民路店 ¥1,234.50';
    list.appendChild(d);
    rows.set(i, d);
  }
}
addEventListener('scroll', render, { passive: true });
render();
</script></body></html>`;

export async function baselineScroll(browser: Browser, throttle: number): Promise<{ p50: number; p95: number }> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    await page.setContent(PAGE);
    await page.evaluate('window.__name = (fn) => fn');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const { frames } = await page.evaluate(scrollAndSample, [3000, 200] as [number, number]);
    const sorted = [...frames].sort((a, b) => a - b);
    const at = (p: number) => Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0) * 10) / 10;
    return { p50: at(0.5), p95: at(0.95) };
  } finally {
    await page.close();
  }
}
