import { arrayOf, bool, int, intOrNull, object, text, textOrNull } from '../../lib/schemaFragments';

export const supplierListAnswer = arrayOf(object({ id: int, code: text, name: text, isCurrent: bool }));

export const currentSupplierAnswer = object({
  id: int,
  code: text,
  name: text,
  contact: textOrNull,
  mobile: textOrNull,
  sellWay: int,
  sellWayName: text,
  settleWay: int,
  settleWayName: text,
  settleDays: intOrNull,
  taxNo: textOrNull,
  bankName: textOrNull,
  bankAccount: textOrNull,
});
