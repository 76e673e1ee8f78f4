import { picker } from '../answer';
import { link, type Builds } from './parts';

/**
 * A question about another supplier's or another merchant's data is refused in words: the assistant reads only the
 * session's supplier, and answering with the user's own figures instead would pass them off as the other party's.
 */
export const scopeAnswers = {
  async otherParty(ctx) {
    const p = picker(ctx.lang);
    return {
      text: p(
        '我只能查看您当前所选供应商自己的数据。其他供应商、其他商户的订单、销量、库存和价格都不会显示，我也不会拿您的数据来代替。如果您在另一家供应商也有账号，可以切换供应商后再问。',
        'I can only look at the data of the supplier you are signed in as. Other suppliers\' and other merchants\' orders, sales, stock and prices are never shown, and I will not answer with your own figures instead. If you also hold an account of another supplier, switch to it and ask again.',
      ),
      table: null,
      links: [link(p('选择供应商', 'Choose supplier'), '/packagesSub/login/supplier')],
    };
  },
} satisfies Builds;
