import type { Lang } from '../../lib/language';

/**
 * Document kinds as the client formats and prints them (spec §7 sheet-config): the sheet-number prefix, the
 * decimals of quantities, prices and amounts, and the title printed on the receipt. Fixed by the product (spec §5
 * formats), so they live here rather than in a table.
 */
const configs = [
  { id: 'PO', zh: '采购订单', en: 'Purchase order' },
  { id: 'PI', zh: '采购收货单', en: 'Goods receipt' },
  { id: 'PR', zh: '采购退货单', en: 'Purchase return' },
  { id: 'RC', zh: '对账单', en: 'Reconciliation statement' },
  { id: 'ST', zh: '结算单', en: 'Settlement statement' },
  { id: 'NI', zh: '新品申请单', en: 'New-product application' },
  { id: 'RP', zh: '自助补货单', en: 'Replenishment request' },
] as const;

export function sheetConfigs(lang: Lang) {
  return configs.map((c) => ({
    id: c.id,
    name: lang === 'en' ? c.en : c.zh,
    prefix: c.id,
    qtyDecimals: 3,
    priceDecimals: 4,
    amountDecimals: 2,
    printTitle: lang === 'en' ? c.en : c.zh,
  }));
}

/** Storage methods of item.storage_method. */
export function storageMethods(lang: Lang) {
  const names = [['常温', 'Ambient'], ['冷藏', 'Chilled'], ['冷冻', 'Frozen']] as const;
  return names.map(([zh, en], code) => ({ code, name: lang === 'en' ? en : zh }));
}
