import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, sharedBrowser, phone } from '../support/browser';
import { screenFaults } from '../support/screenFaults';

// The check every e2e screenshot stands for (snap): proven able to fail on each fault it names, and quiet on a sound
// screen, including text that a scrolling strip or a clipped drawer holds off screen.

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await sharedBrowser();
  page = await browser.newPage(phone);
});
afterAll(async () => closeContexts(browser));

const faultsOf = async (body: string) => {
  await page.setContent(`<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>body{margin:0;font:16px sans-serif}</style></head><body>${body}</body></html>`);
  return page.evaluate(screenFaults);
};

describe('screen faults', () => {
  it('finds nothing on a sound screen, with off-screen text inside a scrolling strip and a clipped drawer', async () => {
    expect(
      await faultsOf(`
        <h1>采购订单</h1><p>共 12 单</p>
        <div style="display:flex;overflow-x:auto;width:100%"><span style="flex:none;width:300px">全部</span><span style="flex:none;width:300px">待确认</span></div>
        <div style="overflow:hidden;height:40px;position:relative"><div style="position:absolute;left:400px;width:200px">抽屉</div></div>
        <p style="overflow:hidden;text-overflow:ellipsis;white-space:nowrap">云快订示范连锁 · Roles: Supplier administrator, finance staff and the buyer of the chain</p>
        <p style="visibility:hidden;position:fixed;left:500px">藏起来的字</p>
        <span aria-hidden="true" style="position:fixed;left:600px">装饰</span>
        <img alt="" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7">`),
    ).toEqual([]);
  });

  it('names a page that scrolls sideways and text cut off at its edge', async () => {
    const faults = await faultsOf(`<div style="width:600px;padding-left:300px;white-space:nowrap">一行很长的字在屏幕外面</div>`);
    expect(faults).toContain('the page scrolls sideways: 900 px wide on a 390 px screen');
    expect(faults.some((f) => f.startsWith("text cut off at the screen's edge") && f.includes('一行很长的字'))).toBe(true);
  });

  it('names text pushed past the edge where the page itself does not scroll', async () => {
    const faults = await faultsOf(`<div style="position:fixed;left:330px;white-space:nowrap">Profit vs previous period</div>`);
    expect(faults).toEqual([expect.stringContaining("text cut off at the screen's edge (330–")]);
  });

  it('names an image that did not load', async () => {
    const faults = await faultsOf(`<img alt="photo" src="/no-such-picture.png" style="width:40px;height:40px">`);
    expect(faults).toEqual([expect.stringContaining('an image did not load: <img> /no-such-picture.png')]);
  });

  it.each(['undefined', 'NaN', '[object Object]', '{{amount}}'])('names raw "%s" on screen', async (raw) => {
    const faults = await faultsOf(`<p>金额 ${raw} 元</p>`);
    expect(faults).toEqual([expect.stringContaining(`raw "${raw.startsWith('{{') ? '{{' : raw}" on screen: <p>`)]);
  });
});
