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

