import type { Said } from './language';

/** Messages the kit itself answers with, in every language; a module keeps its own next to its routes. */
export const messages = {
  notFound: { 'zh-CN': '单据不存在或无权查看', en: 'The document does not exist or is not yours to see' },
  noSuchApi: { 'zh-CN': '接口不存在', en: 'No such API' },
  noPermission: { 'zh-CN': '无权限', en: 'You have no permission for this function' },
  chooseSupplier: { 'zh-CN': '请先选择供应商', en: 'Choose a supplier first' },
  signInAgain: { 'zh-CN': '登录认证失败，请重新登录', en: 'Your sign-in could not be verified; please sign in again' },
  signedInElsewhere: { 'zh-CN': '您的账号已在其他地方登录', en: 'Your account has signed in elsewhere' },
  signInExpired: { 'zh-CN': '登录已过期，请重新登录', en: 'Your sign-in has expired; please sign in again' },
  tooManyTries: { 'zh-CN': '尝试次数过多，请稍后再试', en: 'Too many attempts; please try again later' },
  notJson: { 'zh-CN': '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  malformedRequest: { 'zh-CN': '请求格式不正确', en: 'The request is malformed' },
  unknownCompanyType: { 'zh-CN': '企业类型无效', en: 'The company type sent is not one the app knows' },
  invalidInput: { 'zh-CN': '输入的值无效', en: 'A value sent is not valid' },
  systemError: { 'zh-CN': '系统异常', en: 'System error' },
} as const satisfies Record<string, Said>;
