import { instantOrNull, titled } from '../../lib/schemaFragments';

/** Pieces the delivery schemas share: quantities and counts of goods, and a slot. */

export const quantity = { type: 'string', pattern: '^[0-9]{1,9}(\\.[0-9]{1,3})?$', maxLength: 13 } as const;
export const count = (max: number) => ({ type: 'integer', minimum: 0, maximum: max }) as const;
/** A slot's first instant, as the free-slot list answered it (ISO 8601 with its offset). */
export const slotStart = titled({ type: 'string', format: 'date-time', maxLength: 40 }, '预约时段', 'Delivery slot');

export const slot = { slotStart: instantOrNull, slotEnd: instantOrNull } as const;
