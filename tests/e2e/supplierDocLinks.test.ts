import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loginThroughUi, snap, usePhoneSession } from '../support/browser';
import { demoPassword } from '../support/testContext';

// A supplier following a document to the one it came from on a phone: a purchase return names the goods receipt
// it returns goods of, and a tap on that number opens the receipt, as a receipt's order number opens its order.

const session = usePhoneSession();

describe('supplier 13800000001 following its documents', () => {
  it("a return's original receipt opens that receipt", async () => {
    const { ctx, page } = session;
    const ret = (await sql<{ id: number; inId: number; inNo: string }>`select po.id::int as id, pi.id::int as "inId", pi.sheet_no as "inNo"
      from purchase_out po join purchase_in pi on pi.id = po.ref_in_id join supplier s on s.id = po.supplier_id
      where s.code = 'S001' and po.status = 2 order by po.id limit 1`.execute(ctx.db)).rows[0]!;
    expect(ret).toBeTruthy();
    await loginThroughUi(page, ctx.url + '/', '13800000001', demoPassword);
    await page.goto(`${ctx.url}/#/packagesSub/purchaseOut/info?id=${ret.id}`);
    const original = page.locator('.eng-detail a, .eng-detail [role="link"]', { hasText: ret.inNo });
    await original.waitFor();
    await snap(page, 'supplier-doc-links-01-return');
    await original.click();
    await page.waitForURL(new RegExp(`packagesSub/purchaseIn/info\\?id=${ret.inId}$`));
    await page.getByText(ret.inNo).first().waitFor();
  });
});
