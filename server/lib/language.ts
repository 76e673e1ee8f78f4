import type { FastifyRequest } from 'fastify';

/** The languages the portal speaks; the browser sends the current one as Accept-Language on every call. */
export type Lang = 'zh-CN' | 'en';
const defaultLang: Lang = 'zh-CN';

/** A text in every language the portal speaks. */
export type Said = Readonly<Record<Lang, string>>;

export function said(zh: string, en: string): Said {
  return { 'zh-CN': zh, en };
}

/** The first language of the Accept-Language header the portal speaks; Chinese when none is. */
export function langOf(req: Pick<FastifyRequest, 'headers'>): Lang {
  const header = req.headers['accept-language'];
  const ranges = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  for (const range of ranges) {
    const tag = range.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return defaultLang;
}
