import { said } from '../../lib/language';

export const newProductMessages = {
  changed: said('申请单状态已变化，请刷新后重试', 'The application has changed; refresh and try again'),
  notEditable: said('只有草稿、已驳回或已撤回的申请单可以修改', 'Only a draft, rejected or withdrawn application can be changed'),
  notDraft: said('只有草稿可以删除', 'Only a draft can be deleted'),
  notSubmitted: said('只有待审核的申请单可以撤回', 'Only a submitted application can be withdrawn'),
  notForReview: said('只有待审核的申请单可以审批', 'Only a submitted application can be approved or rejected'),
  required: said('不能为空', 'must not be empty'),
  nameRepeated: said('商品名称已存在', 'an item or application with this name already exists'),
  barcodeRepeated: said('条码已存在', 'an item or application with this barcode already exists'),
  barcodeFormat: said('条码应为8位或13位数字（EAN-8/EAN-13）', 'must be 8 or 13 digits (EAN-8/EAN-13)'),
  barcodeCheckDigit: said('条码校验位不正确', 'has a wrong check digit'),
  weighedNoBarcode: said('称重商品不填条码，请使用PLU码', 'is not used for weighed goods; use a PLU code'),
  pluFormat: said('PLU码应为4到5位数字', 'must be 4 or 5 digits'),
  pluTaken: said('PLU码已被占用', 'is already used by another item'),
  pluRectified: said('PLU码已被占用或无效，已分配新的PLU码', 'was taken or invalid; a free PLU code was assigned'),
  pluNeeded: said('称重商品需要PLU码', 'is required for weighed goods'),
  noFreePlu: said('没有可用的PLU码', 'no PLU code is free'),
  badCategory: said('类别不存在', 'is not a category of this merchant'),
  packagingFactor: said('换算系数必须大于1', 'must be greater than 1'),
  retailBelowPurchase: said('建议零售价不能低于进价', 'must not be lower than the purchase price'),
  nameFiltered: said('只能包含中文、字母、数字和常用符号', 'may only hold Chinese characters, letters, digits and common symbols'),
} as const;
