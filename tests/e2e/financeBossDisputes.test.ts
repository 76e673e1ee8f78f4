import { beforeAll, describe, expect, it } from 'vitest';
import { phoneLoggedInAs, snap, useServerAndBrowser } from '../support/browser';

// The merchant admin's fee disputes at 390x844: the card has no detail behind it, so the fee's number and the time
// of the dispute are read whole on the card (in a half-width cell both were cut with an ellipsis).

const server = useServerAndBrowser();
let feeNo: string;
beforeAll(async () => {
  const s = await server.ctx.supplier('S001');
  const fee = await server.ctx.db.selectFrom('supplier_fee').select(['id', 'sheet_no']).where('supplier_id', '=', s.id).where('status', '=', 1)
    .where('reversal_of', 'is', null).orderBy('biz_date', 'desc').executeTakeFirstOrThrow();
  if (!fee.sheet_no) throw new Error('the seeded fee has no number');
  feeNo = fee.sheet_no;
  const token = await server.ctx.login('13800000001', 'Scm@2026demo');
  const r = await server.ctx.call('POST', '/scm/financial/supplier-cost/dispute', { token, body: { feeId: fee.id, reason: '该促销费未经我方确认' } });
  expect(r.code).toBe(0);
});

describe.each(['zh-CN', 'en'] as const)('fee disputes on the boss side (%s)', (lang) => {
  it("shows every value of a dispute's card whole", async () => {
    const page = await phoneLoggedInAs(server.browser, server.ctx.url, 'boss', lang, 'Boss@2026demo');
    await page.evaluate(() => (window.location.hash = '/packagesBoss/feeDispute/index'));
    const card = page.locator('.eng-list[data-status="ready"] .eng-card').first();
    await card.waitFor();
    const values = await card.locator('dd').evaluateAll((dds) => dds.map((dd) => ({ text: dd.textContent ?? '', cut: dd.scrollWidth > dd.clientWidth + 1 })));
    expect(values.map((v) => v.text)).toContain(feeNo);
    expect(values.filter((v) => v.cut)).toEqual([]);
    await snap(page, `finance-boss-disputes-${lang === 'en' ? 'en' : 'zh'}`);
    await page.context().close();
  });
});
