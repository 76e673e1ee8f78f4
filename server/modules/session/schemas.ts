import type { Input } from '../../lib/routeSpec';
import { arrayOf, bool, id, input, int, object, text, titled, type JsonSchema } from '../../lib/schemaFragments';

// ---- input ----

/** Device tokens as newToken() makes them (43 base64url characters); a client keeps at most a few. */
const deviceTokens = { type: 'array', maxItems: 8, items: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } } as const;

export const loginBody = input(
  {
    account: titled({ type: 'string', minLength: 1, maxLength: 64 }, '账号', 'Account'),
    password: titled({ type: 'string', minLength: 1, maxLength: 128 }, '密码', 'Password'),
    /** id of the challenge from /validate/initImg, and the number that solves it */
    captchaId: titled({ type: 'string', maxLength: 64 }, '验证码', 'Captcha'),
    captchaCode: titled({ type: 'string', maxLength: 16 }, '验证码', 'Captcha'),
    /** device tokens of earlier logins on this device (one per account), see loginPolicy */
    deviceTokens,
  },
  ['account', 'password'],
);
export type LoginInput = Input<typeof loginBody>;

export const supplierIdBody = input({ supplierId: titled(id, '供应商', 'Supplier') }, ['supplierId']);

export const accountBody = input({ account: { type: 'string', minLength: 1, maxLength: 64 }, deviceTokens }, ['account']);

// ---- answers ----

const supplierRef = object({ id: int, code: text, name: text });
const supplierOrNull = object(supplierRef.properties, { type: ['object', 'null'] });
const userKind = { type: 'string', enum: ['supplier', 'buyer', 'boss'] } as const;

export const loginAnswer = object({
  token: text,
  userKind,
  userName: text,
  needChooseSupplier: bool,
  supplier: supplierOrNull,
  supplierList: arrayOf(supplierRef),
  /** keep it and send it with the next logins: this device is then not held back by failures from elsewhere */
  deviceToken: text,
});

export const chosenAnswer = object({ supplier: supplierRef });
export const switchedAnswer = object({ token: text, supplier: supplierRef });
export const sessionAnswer = object({ userId: int, userName: text, userKind, supplier: supplierOrNull });
/** An ALTCHA challenge: find n ≤ maxnumber with SHA-256(salt + n) = challenge; send n as captchaCode. */
export const captchaAnswer = object({
  captchaId: text,
  challenge: object({ algorithm: text, challenge: text, maxnumber: int, salt: text, signature: text }),
});
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
  /** the merchant's release of published pages and menus the menu is from (0: the built-in files alone) */
  schemaRevision: int,
});
