import { date, int, object, text } from '../../lib/schemaFragments';

/** Pieces the finance schemas share: the period filter, evidence photos and uploads. */

export const period = { dateFrom: date, dateTo: date } as const;

/** Upload ids of evidence photos (the image-upload module answers them as digit strings). */
export const photos = { type: 'array', maxItems: 6, items: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } } as const;
export const reason = { type: 'string', maxLength: 200 } as const;

/** An uploaded file as the answers show it (evidence photos of a dispute). */
export const upload = object({ id: text, url: text, name: text, size: int, contentType: text });
