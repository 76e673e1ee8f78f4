// An ASN's statuses are shared with the home to-dos (server/lib/shipping.ts); its arrival outcomes
// (schemas/enums.json asnArrival; migration 018) are the delivery module's own.
export { asnOpenStatuses, asnStatus, shippableOrderStatuses } from '../../lib/shipping';

/** Every status a supplier sees (all of them: an ASN is the supplier's own document from the start). */
export const asnVisibleStatuses = [1, 2, 3, 4, 6, 9] as const;

/** On time = arrived within the booked slot; before it is early, after it late; a truck that never came, a no-show. */
export const arrival = { pending: 0, onTime: 1, late: 2, noShow: 3, early: 4 } as const;
