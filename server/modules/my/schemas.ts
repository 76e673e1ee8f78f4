import type { Input } from '../../lib/routeSpec';
import { arrayOf, bool, dayOrNull, decimalOrNull, id, input, instant, instantOrNull, int, intOrNull, listInput, object, pageOf, statusList, text, textOrNull, titled, version } from '../../lib/schemaFragments';

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

// ---- change password ----

export const changePasswordBody = input(
  {
    oldPassword: titled({ type: 'string', minLength: 1, maxLength: 64 }, '原密码', 'Old password'),
    newPassword: titled({ type: 'string', minLength: 8, maxLength: 64 }, '新密码', 'New password'),
    confirmPassword: titled({ type: 'string', maxLength: 64 }, '确认新密码', 'Repeated new password'),
  },
  ['oldPassword', 'newPassword'],
);
export type ChangePasswordInput = Input<typeof changePasswordBody>;

export const changePasswordAnswer = object({ endedSessions: int });

// ---- supplier information ----

const qualification = object({
  id: int,
  qualType: int,
  name: text,
  certNo: textOrNull,
  validFrom: dayOrNull,
  validTo: dayOrNull,
  status: int,
});

const changeRequest = object({
  id: int,
  kind: text,
  status: int,
  changes: object({ contact: textOrNull, mobile: textOrNull, bankName: textOrNull, bankAccount: textOrNull }),
  reason: textOrNull,
  reviewComment: textOrNull,
  createdAt: instant,
  reviewedAt: instantOrNull,
  version: int,
});

export const businessInfoAnswer = object({
  id: int,
  code: text,
  name: text,
  shortName: textOrNull,
  sellWay: int,
  jointRate: decimalOrNull,
  settleWay: int,
  settleDays: intOrNull,
  taxNo: textOrNull,
  bankName: textOrNull,
  bankAccount: textOrNull,
  contact: textOrNull,
  mobile: textOrNull,
  address: textOrNull,
  status: int,
  merchantName: text,
  linkedSupplierCount: int,
  qualificationCount: int,
  expiringCount: int,
  expiredCount: int,
  qualifications: arrayOf(qualification),
  pendingRequests: arrayOf(changeRequest),
});

export const changeRequestPage = pageOf(changeRequest);

const shortText = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

export const changeRequestBody = input(
  {
    kind: { type: 'string', enum: ['contact', 'bank'] },
    contact: titled(shortText(32), '联系人', 'Contact'),
    mobile: titled({ type: 'string', pattern: '^[0-9+\\- ]{5,20}$' }, '联系电话', 'Phone'),
    bankName: titled(shortText(64), '开户银行', 'Bank'),
    bankAccount: titled({ type: 'string', pattern: '^[0-9 ]{6,34}$' }, '银行账号', 'Bank account'),
    reason: { type: 'string', maxLength: 200 },
  },
  ['kind'],
);
export type ChangeRequestInput = Input<typeof changeRequestBody>;

export const changeRequestCreated = object({ id: int, status: int });

export const changeRequestListBody = listInput({});

// ---- about us ----

export const aboutAnswer = object({
  appTitle: text,
  version: text,
  company: text,
  merchantName: text,
  hotline: text,
  email: text,
  address: text,
  website: text,
  intro: text,
});

// ---- the merchant reviews change requests ----

export const reviewListBody = listInput({ status: statusList([0, 1, 2]) });
export const reviewPage = pageOf(
  object({
    id: int,
    kind: text,
    status: int,
    supplierName: text,
    supplierCode: text,
    changes: object({ contact: textOrNull, mobile: textOrNull, bankName: textOrNull, bankAccount: textOrNull }),
    previous: object({ contact: textOrNull, mobile: textOrNull, bankName: textOrNull, bankAccount: textOrNull }),
    reason: textOrNull,
    reviewComment: textOrNull,
    createdAt: instant,
    reviewedAt: instantOrNull,
    version: int,
  }),
);
export const reviewBody = input({ id, version, approve: titled(bool, '审批结果', 'Decision'), comment: { type: 'string', maxLength: 200 } }, ['id', 'version', 'approve']);
export type ReviewInput = Input<typeof reviewBody>;
export const reviewAnswer = object({ id: int, status: int, version: int });
