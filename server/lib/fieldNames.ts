import type { Lang, Said } from './language';

/**
 * Input fields in the words a supplier reads, one glossary for every module (a field name means the same thing
 * wherever it is sent). Validation messages name the field with it; a name missing here is shown as sent.
 */
const fieldWords: Record<string, Said> = {
  account: { 'zh-CN': '账号', en: 'Account' },
  password: { 'zh-CN': '密码', en: 'Password' },
  captchaId: { 'zh-CN': '验证码', en: 'Captcha' },
  captchaCode: { 'zh-CN': '验证码', en: 'Captcha' },
  supplierId: { 'zh-CN': '供应商', en: 'Supplier' },
  pageNum: { 'zh-CN': '页码', en: 'Page number' },
  pageSize: { 'zh-CN': '每页条数', en: 'Page size' },
  status: { 'zh-CN': '状态', en: 'Status' },
  reconStatus: { 'zh-CN': '对账状态', en: 'Reconciliation status' },
  dateFrom: { 'zh-CN': '开始日期', en: 'Start date' },
  dateTo: { 'zh-CN': '结束日期', en: 'End date' },
  branchId: { 'zh-CN': '门店', en: 'Branch' },
  keyword: { 'zh-CN': '关键字', en: 'Keyword' },
  dueToday: { 'zh-CN': '今日应到', en: 'Due today' },
  groupBy: { 'zh-CN': '汇总方式', en: 'Grouping' },
  id: { 'zh-CN': '单据', en: 'Document' },
  version: { 'zh-CN': '单据版本', en: 'Document version' },
  action: { 'zh-CN': '操作', en: 'Action' },
  promisedDate: { 'zh-CN': '承诺到货日期', en: 'Promised delivery date' },
  reason: { 'zh-CN': '原因', en: 'Reason' },
  remark: { 'zh-CN': '备注', en: 'Remark' },
  lines: { 'zh-CN': '明细', en: 'Lines' },
  lineId: { 'zh-CN': '明细行', en: 'Line' },
  confirmedQty: { 'zh-CN': '确认数量', en: 'Confirmed quantity' },
  pageId: { 'zh-CN': '页面', en: 'Page' },
  settings: { 'zh-CN': '字段设置', en: 'Field settings' },
  hidden: { 'zh-CN': '隐藏字段', en: 'Hidden fields' },
  order: { 'zh-CN': '字段顺序', en: 'Field order' },
};

/**
 * Where a field is, in words: `lines/1/confirmedQty` → 第2行「确认数量」 / "Confirmed quantity (line 2)".
 * `asSent` names the last field exactly as the client sent it (a field the API does not know has no words).
 */
export function fieldPlace(path: string, asSent = false): Said {
  const parts = path.split('/').filter(Boolean);
  const last = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? '';
  const words = (lang: Lang) => (asSent ? last : (fieldWords[last]?.[lang] ?? last));
  const rowIndex = parts.findIndex((p, i) => /^\d+$/.test(p) && i < parts.length - 1);
  const row = rowIndex > 0 ? Number(parts[rowIndex]) + 1 : null;
  return {
    'zh-CN': `${row === null ? '' : `第${row}行`}「${words('zh-CN')}」`,
    en: `${words('en')}${row === null ? '' : ` (line ${row})`}`,
  };
}

/** "「确认数量」不能大于订货数量" / "Confirmed quantity must not exceed the ordered quantity". */
export function fieldProblem(place: Said, problem: Said): Said {
  return { 'zh-CN': `${place['zh-CN']}${problem['zh-CN']}`, en: `${place.en} ${problem.en}` };
}
