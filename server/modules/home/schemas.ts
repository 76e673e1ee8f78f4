import { decimal, int, object, shielded } from '../../lib/schemaFragments';

const figure = object({ count: int, amount: decimal }, { type: ['object', 'null'], description: 'null when the role does not hold the page' });

export const homeSummaryAnswer = object({
  // Orders to confirm are the confirming role's work: shielded from roles that may not answer orders.
  awaitingConfirm: shielded('SCM_PURCHASE_ORDER_CONFIRM', figure),
  dueToday: figure,
  returnsToConfirm: figure,
  statementsToConfirm: figure,
  // Qualification documents expiring within 30 days and expired: flagged on home until renewed.
  qualifications: object({ expiring: int, expired: int }, { type: ['object', 'null'], description: 'null when the role does not hold the page' }),
});
