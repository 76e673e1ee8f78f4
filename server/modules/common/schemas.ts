import { arrayOf, int, object, text } from '../../lib/schemaFragments';

export const otherConfigAnswer = object({ currencySymbol: text });

export const systemConfigAnswer = object({
  appName: text,
  appTitle: text,
  version: text,
  versionCode: int,
  currencySymbol: text,
  toastDuration: int,
  requestTimeout: int,
  imageQuality: { type: 'number' },
  imageMaxWidth: int,
  imageMaxHeight: int,
});

export const functionCodesAnswer = arrayOf(text);

/** What the browser reports when something goes wrong on a phone (spec §8 alerts). */
export const alertBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', maxLength: 40 },
    message: { type: 'string', maxLength: 2000 },
    endpoint: { type: 'string', maxLength: 500 },
    page: { type: 'string', maxLength: 500 },
    count: { type: 'integer', minimum: 0 },
    windowMs: { type: 'integer', minimum: 0 },
    at: { type: 'string', maxLength: 40 },
  },
} as const;

export const nothing = { type: 'null' } as const;
