import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import type { Lang } from '../../lib/language';
import { vendorWebsite } from '../../lib/vendorWebsite';

/**
 * "About us": the deployment's settings (environment), overridden per merchant by `merchant.settings.about`
 * ({ company, hotline, email, address, intro }) where the merchant keeps its own. The vendor website is the
 * deployment's alone (server/lib/vendorWebsite.ts: the security policy must allow framing it).
 */
/** The app's title and version as "about us" shows them (spec §9: 1.2.6; a test holds them equal to the launch settings). */
export const appIdentity = { appTitle: '云快订', version: '1.2.6' };

// The deployment's own words (environment) are in one language; the product's defaults speak the user's.
const defaultsIn = (lang: Lang) => ({
  company: process.env.SCM_VENDOR_NAME ?? (lang === 'en' ? 'Yunkuaiding Supply Chain Services' : '云快订供应链服务'),
  hotline: process.env.SCM_SERVICE_HOTLINE ?? '400-800-1234',
  email: process.env.SCM_SERVICE_EMAIL ?? 'service@example.com',
  address: process.env.SCM_VENDOR_ADDRESS ?? '',
  intro:
    process.env.SCM_VENDOR_INTRO ??
    (lang === 'en'
      ? 'Yunkuaiding is where the suppliers of retail and wholesale chains work with them: confirming orders, receipts and returns, statements and settlement, stock and sales, all from a phone.'
      : '云快订是连锁零售与批发企业的供应商协同平台：订单确认、收退货、对账结算、库存与销售查询，一部手机即可完成。'),
});

export async function aboutSettings(db: Kysely<Database>, merchantId: number, lang: Lang = 'zh-CN') {
  const defaults = defaultsIn(lang);
  const row = await db
    .selectFrom('merchant')
    .select(['name', sql<Record<string, unknown> | null>`settings -> 'about'`.as('about')])
    .where('id', '=', merchantId)
    .executeTakeFirst();
  const own = row?.about ?? {};
  const pick = (key: keyof typeof defaults) => (typeof own[key] === 'string' && own[key] ? (own[key] as string) : defaults[key]);
  return {
    company: pick('company'),
    merchantName: row?.name ?? '',
    hotline: pick('hotline'),
    email: pick('email'),
    address: pick('address'),
    // Empty when the deployment names no vendor website (the page then frames nothing).
    website: vendorWebsite() ?? '',
    intro: pick('intro'),
  };
}
