import { arrayOf, bool, int, object, text, type JsonSchema } from '../../lib/schemaFragments';

// ---- input ----

export interface LoginInput {
  account: string;
  password: string;
  captchaId?: string;
  captchaCode?: string;
}

export const loginBody = {
  type: 'object',
  required: ['account', 'password'],
  additionalProperties: false,
  properties: {
    account: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
    captchaId: { type: 'string', maxLength: 64 },
    captchaCode: { type: 'string', maxLength: 16 },
  },
} as const;

export const supplierIdBody = {
  type: 'object',
  required: ['supplierId'],
  additionalProperties: false,
  properties: { supplierId: { type: 'integer', minimum: 1 } },
} as const;

export const accountBody = {
  type: 'object',
  required: ['account'],
  additionalProperties: false,
  properties: { account: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

// ---- answers ----

const supplierRef = object({ id: int, code: text, name: text });
const supplierOrNull: JsonSchema = { ...supplierRef, type: ['object', 'null'] };
const userKind = { type: 'string', enum: ['supplier', 'buyer', 'boss'] } as const;

export const loginAnswer = object({
  token: text,
  userKind,
  userName: text,
  needChooseSupplier: bool,
  supplier: supplierOrNull,
  supplierList: arrayOf(supplierRef),
});

export const chosenAnswer = object({ supplier: supplierRef });
export const switchedAnswer = object({ token: text, supplier: supplierRef });
export const sessionAnswer = object({ userId: int, userName: text, userKind, supplier: supplierOrNull });
export const captchaAnswer = object({ captchaId: text, svg: text });
export const captchaRequiredAnswer = object({ captchaRequired: bool });
export const nothing = { type: 'null' } as const;

/** A menu entry as the user receives it; groups nest entries, so the schema nests as deep as the menus do. */
function menuEntry(depth: number): JsonSchema {
  return object({
    code: text,
    name: object({ 'zh-CN': text, en: text }),
    route: text,
    icon: text,
    children: depth > 1 ? arrayOf(menuEntry(depth - 1)) : { type: 'array', maxItems: 0 },
  });
}

export const userInfoAnswer = object({
  userName: text,
  id: int,
  userKind,
  roleList: arrayOf(object({ name: text, code: text })),
  roleNames: text,
  shopAdminId: int,
  companyName: text,
  merchantName: text,
  supplier: supplierOrNull,
  menuList: arrayOf(menuEntry(4)),
  shieldCode: arrayOf(text),
});
