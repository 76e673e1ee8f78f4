import { businessTimeZone } from '../../lib/businessDay';

/** Settings the client reads at launch; deployments override them through the environment. */
export const systemConfig = {
  appName: 'scm',
  appTitle: '云快订',
  version: '1.2.6',
  versionCode: 100,
  currencySymbol: process.env.SCM_CURRENCY_SYMBOL ?? '¥',
  /** the business's time zone (SCM_TIMEZONE): the app shows days and times on this clock, as the server counts them */
  timeZone: businessTimeZone,
  toastDuration: 2000,
  requestTimeout: 60000,
  imageQuality: 0.7,
  imageMaxWidth: 3264,
  imageMaxHeight: 2448,
};
