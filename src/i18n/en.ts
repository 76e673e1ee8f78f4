import type { MessageKey } from './zh-CN';

// English UI strings; typed against the Chinese keys so the dictionary is always complete.
export const en: Record<MessageKey, string> = {
  'app.name': '云快订',
  'app.version': 'Version {version}',

  'common.loading': 'Loading...',
  'common.iKnow': 'I know',
  'common.confirm': 'OK',
  'common.cancel': 'Cancel',
  'common.back': 'Back',
  'common.retry': 'Retry',
  'common.clear': 'Clear',
  'common.empty': 'No data',

  'error.network': 'Operation failed: check your network',
  'error.system': 'System exception',
  'error.noPermission': 'No permission',
  'error.loggedInElsewhere': 'Your account is logged in elsewhere',
  'error.authFailed': 'Login authentication failed',
  'error.loginExpiredAuth': 'Login expired, or contact the administrator to add authorization',
  'error.notAuthorized': 'Current user not authorized, contact the administrator',
  'launch.menuChanged': 'Menu permissions changed and were refreshed',

  'page.loading': 'Loading page…',
  'page.loadFailed': 'The page failed to load',
  'page.tapToReload': 'Tap to reload',
  'page.unavailable': 'Not available yet',
  'page.unavailableDesc': 'Not available yet — this screen is coming in a later release',
  'page.notFound': 'Page not found',
  'page.notFoundDesc': 'The page you asked for does not exist or was retired',
  'page.removed': 'This page was removed',
  'page.removedDesc': 'The page that was here has been taken down; the home screen shows what you can open now',
  'page.goHome': 'Back to home',

  'tab.home': 'Home',
  'tab.my': 'My',

  'lang.label': 'Language',
  'lang.zh-CN': '中文',
  'lang.en': 'English',

  'login.slogan': 'Cloud quick ordering · supplier portal',
  'login.account': 'Account',
  'login.accountPlaceholder': 'Mobile number or account',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Enter your password',
  'login.showPassword': 'Show password',
  'login.hidePassword': 'Hide password',
  'login.check.solving': 'Checking this device… a moment',
  'login.check.solved': 'Security check passed',
  'login.check.failed': 'The security check did not finish',
  'login.checkFailed': 'The security check did not finish; tap Retry',
  'login.submit': 'Log in',
  'login.agreePrefix': 'By logging in you accept the',
  'login.and': 'and the',
  'login.serviceAgreement': 'User service agreement',
  'login.privacyPolicy': 'Privacy policy',
  'login.accountRequired': 'Please enter your account',
  'login.passwordRequired': 'Please enter your password',

  'supplier.switched': 'Switched to {name}',

  'home.merchant': 'Merchant',
  'home.currentSupplier': 'Current supplier',
  'home.switch': 'Switch',

  'my.noSupplier': 'No supplier chosen',
};
