import { arrayOf, int, object, text } from '../../lib/schemaFragments';

export const otherConfigAnswer = object({ currencySymbol: text });

export const systemConfigAnswer = object({
  appName: text,
  appTitle: text,
  version: text,
  versionCode: int,
  currencySymbol: text,
  /** the business's time zone (IANA name): days and times on the app read on this clock */
  timeZone: text,
  toastDuration: int,
  requestTimeout: int,
  imageQuality: { type: 'number' },
  imageMaxWidth: int,
  imageMaxHeight: int,
  /** whether the deployment names a vendor website (SCM_VENDOR_WEBSITE): the my page offers it only then */
  hasVendorWebsite: { type: 'boolean' },
});

export const functionCodesAnswer = arrayOf(text);

