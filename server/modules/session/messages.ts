import type { Said } from '../../lib/language';

/** What logging in and choosing a supplier answer, in both languages. */
export const sessionMessages = {
  wrongPassword: { 'zh-CN': '账号或密码错误', en: 'Wrong account or password' },
  captchaNeeded: { 'zh-CN': '请输入验证码', en: 'Enter the characters of the picture' },
  captchaWrong: { 'zh-CN': '验证码错误', en: 'The characters do not match the picture' },
  notAuthorized: { 'zh-CN': '当前用户未授权，请联系管理员', en: 'This user has no supplier yet; please contact the administrator' },
  supplierChosen: { 'zh-CN': '已选择供应商，请使用切换供应商', en: 'A supplier is already chosen; use switch supplier instead' },
} as const satisfies Record<string, Said>;
