import { arrayOf, bool, id, int, object, text, textOrNull } from '../../lib/schemaFragments';

/** The supplier home's banners, their exposure and click counting, and the merchant's 云帆 subscription. */

export const bannerQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { position: { type: 'string', enum: ['supplier_home'], default: 'supplier_home' } },
} as const;

export const bannerListAnswer = arrayOf(object({ id: int, title: text, subtitle: textOrNull, link: textOrNull, color: text }));

export const exposureBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', items: id, minItems: 1, maxItems: 10, uniqueItems: true } },
} as const;

export const clickBody = { type: 'object', additionalProperties: false, required: ['id'], properties: { id } } as const;

export const countedAnswer = object({ counted: int });
export const subscribeAnswer = object({ subscribed: bool });
