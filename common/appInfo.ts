// Product identity shown on login and "about" (spec §1: app 'scm', version 1.2.6, version code 100).
export const APP_INFO = {
  id: 'scm',
  version: '1.2.6',
  versionCode: 100,
} as const;
