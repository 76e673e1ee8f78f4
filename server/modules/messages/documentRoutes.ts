/**
 * The screen that shows each kind of document a message is about (spec §2 routes; the id goes in the query).
 * A document type missing here opens nothing: the message is only marked read.
 */
export const documentRoutes: Readonly<Record<string, { route: string; withId: boolean }>> = {
  purchase_order: { route: '/packagesSub/purchaseOrder/orderDetails', withId: true },
  asn: { route: '/packagesSub/delivery/detail', withId: true },
  reconciliation: { route: '/pages/finance/bill-detail', withId: true },
  settlement: { route: '/pages/finance/account-info', withId: true },
  new_item_application: { route: '/packagesSub/newProductApply/info', withId: true },
  self_replenish: { route: '/packagesSub/replenish/info', withId: true },
  feedback: { route: '/packagesSub/my/feedbackAi', withId: true },
  supplier_qualification: { route: '/packagesSub/my/businessInfo', withId: false },
  supplier_change_request: { route: '/packagesSub/my/businessInfo', withId: false },
};
