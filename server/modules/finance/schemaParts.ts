import { dateFrom, dateTo, int, object, text, titled } from '../../lib/schemaFragments';

/** Pieces the finance schemas share: the period filter, evidence photos and uploads. */

export const period = { dateFrom, dateTo } as const;

/** Upload ids of evidence photos (the image-upload module answers them as digit strings). */
export const photos = titled({ type: 'array', maxItems: 6, items: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } }, '凭证照片', 'Evidence photos');
export const reason = titled({ type: 'string', maxLength: 200 }, '原因', 'Reason');

/** An uploaded file as the answers show it (evidence photos of a dispute). */
export const upload = object({ id: text, url: text, name: text, size: int, contentType: text });
