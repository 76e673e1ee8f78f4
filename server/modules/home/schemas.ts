import { decimal, int, object, shielded } from '../../lib/schemaFragments';

const figure = object({ count: int, amount: decimal }, { type: ['object', 'null'], description: 'null when the role does not hold the page' });

/** The supplier's delivery to-dos on home; null when the user's menu has no delivery appointments. */
const deliveryAttentionAnswer = object(
  {
    toShip: { ...int, description: 'confirmed orders with goods left to put on a shipping notice' },
    today: { ...int, description: 'shipping notices booked for today' },
  },
  { type: ['object', 'null'], description: 'null when the role does not hold the page' },
);

export const homeSummaryAnswer = object({
  // Orders to confirm are the confirming role's work: shielded from roles that may not answer orders.
  awaitingConfirm: shielded('SCM_PURCHASE_ORDER_CONFIRM', figure),
  dueToday: figure,
  returnsToConfirm: figure,
  statementsToConfirm: figure,
  // Qualification documents expiring within 30 days and expired: flagged on home until renewed.
  qualifications: object({ expiring: int, expired: int }, { type: ['object', 'null'], description: 'null when the role does not hold the page' }),
  // Orders to put on a shipping notice, notices to book a slot for, deliveries booked for today.
  deliveries: deliveryAttentionAnswer,
});

/** The buyer's home: applications and requests awaiting review (any supplier of the chain), and this month's approvals. */
export const buyerSummaryAnswer = object({
  newProductsWaiting: int,
  newProductsApproved: int,
  replenishWaiting: object({ count: int, amount: decimal }),
  replenishApproved: object({ count: int, amount: decimal }),
});
