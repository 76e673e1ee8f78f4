import { said, type Said } from '../../lib/language';

/** What finance answers, in both languages; problems of a field read after its name (「原因」必须填写…). */
export const financeMessages = {
  statementChanged: said('对账单状态已变化，请刷新后重试', 'The statement has changed; refresh and try again'),
  settlementChanged: said('结算单状态已变化，请刷新后重试', 'The settlement has changed; refresh and try again'),
  notAwaitingInvoices: said('结算单不在待开票状态，无需录入发票', 'The settlement is not awaiting invoices: there are none to enter'),
  disputeChanged: said('申诉已被处理，请刷新后重试', 'The dispute has already been answered; refresh and try again'),
  reasonRequired: said('必须填写（1–200 个字）', 'is required (1–200 characters)'),
  noPhotosWithConfirm: said('确认时不上传', 'are not sent with a confirmation'),
  disputeOpen: said('已有处理中的申诉', 'already has an open dispute'),
  disputeClosed: said('已超过申诉期限', 'can no longer be disputed: its deadline has passed'),
  reversalNotDisputable: said('是费用冲回，不能申诉', 'is a reversal and cannot be disputed'),
  invoiceSum: said('合计必须等于应开票金额', 'must add up to the amount to invoice'),
  invoiceArithmetic: said('必须等于不含税金额加税额', 'must equal the amount before tax plus the tax'),
  invoiceDuplicate: said('发票号码重复', 'holds the same invoice number twice'),
} satisfies Record<string, Said>;

export function invoiceSumMismatch(required: string, given: string): Said {
  return {
    'zh-CN': `合计 ${given} 与应开票金额 ${required} 不一致`,
    en: `add up to ${given}, not the ${required} to invoice`,
  };
}
