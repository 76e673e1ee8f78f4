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
  sourceType: { 'zh-CN': '来源单据类型', en: 'Source document type' },
  photos: { 'zh-CN': '凭证照片', en: 'Evidence photos' },
  feeId: { 'zh-CN': '费用', en: 'Fee' },
  feeType: { 'zh-CN': '费用类型', en: 'Fee type' },
  settlementId: { 'zh-CN': '结算单', en: 'Settlement' },
  answer: { 'zh-CN': '处理意见', en: 'Answer' },
  invoices: { 'zh-CN': '发票', en: 'Invoices' },
  invoiceType: { 'zh-CN': '发票类型', en: 'Invoice type' },
  invoiceCode: { 'zh-CN': '发票代码', en: 'Invoice code' },
  invoiceNo: { 'zh-CN': '发票号码', en: 'Invoice number' },
  invoiceDate: { 'zh-CN': '开票日期', en: 'Invoice date' },
  amountExTax: { 'zh-CN': '不含税金额', en: 'Amount before tax' },
  taxAmount: { 'zh-CN': '税额', en: 'Tax' },
  amount: { 'zh-CN': '金额', en: 'Amount' },
  bizType: { 'zh-CN': '往来类型', en: 'Entry type' },
  file: { 'zh-CN': '文件', en: 'File' },
  images: { 'zh-CN': '商品图片', en: 'Photos' },
  name: { 'zh-CN': '商品名称', en: 'Item name' },
  barcode: { 'zh-CN': '条码', en: 'Barcode' },
  pluCode: { 'zh-CN': 'PLU码', en: 'PLU code' },
  isWeighed: { 'zh-CN': '称重商品', en: 'Weighed goods' },
  spec: { 'zh-CN': '规格', en: 'Specification' },
  unit: { 'zh-CN': '单位', en: 'Unit' },
  categoryId: { 'zh-CN': '商品类别', en: 'Category' },
  brand: { 'zh-CN': '品牌', en: 'Brand' },
  purchasePrice: { 'zh-CN': '进价', en: 'Purchase price' },
  suggestRetailPrice: { 'zh-CN': '建议零售价', en: 'Suggested retail price' },
  retailPrice: { 'zh-CN': '零售价', en: 'Retail price' },
  inputTaxRate: { 'zh-CN': '进项税率', en: 'Input tax rate' },
  outputTaxRate: { 'zh-CN': '销项税率', en: 'Output tax rate' },
  shelfLifeDays: { 'zh-CN': '保质期（天）', en: 'Shelf life (days)' },
  storageMethod: { 'zh-CN': '储存方式', en: 'Storage' },
  origin: { 'zh-CN': '产地', en: 'Origin' },
  packagings: { 'zh-CN': '多包装', en: 'Packagings' },
  factor: { 'zh-CN': '换算系数', en: 'Factor' },
  itemId: { 'zh-CN': '商品', en: 'Item' },
  applyQty: { 'zh-CN': '申请数量', en: 'Requested quantity' },
  expectedDate: { 'zh-CN': '期望到货日期', en: 'Expected delivery date' },
  oldPassword: { 'zh-CN': '原密码', en: 'Old password' },
  newPassword: { 'zh-CN': '新密码', en: 'New password' },
  confirmPassword: { 'zh-CN': '确认新密码', en: 'Repeated new password' },
  category: { 'zh-CN': '类型', en: 'Category' },
  content: { 'zh-CN': '内容', en: 'Text' },
  contact: { 'zh-CN': '联系人', en: 'Contact' },
  mobile: { 'zh-CN': '联系电话', en: 'Phone' },
  bankName: { 'zh-CN': '开户银行', en: 'Bank' },
  bankAccount: { 'zh-CN': '银行账号', en: 'Bank account' },
  conversationId: { 'zh-CN': '智能客服会话', en: 'Assistant conversation' },
  approve: { 'zh-CN': '审批结果', en: 'Decision' },
  unreadOnly: { 'zh-CN': '仅未读', en: 'Unread only' },
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
