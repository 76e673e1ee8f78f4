import { FindingList } from './issues';
import type { ResolvedPage } from './pageIdentity';
import { didYouMeanWords } from '../validation/didYouMean';

// Every `shieldCode` a page names must be declared in its set's menu files (a shield code, or a menu code).
// An unknown code fails closed in the browser and on the server, so here it is an error, not a surprise.

export function checkPageCodes(p: ResolvedPage): FindingList {
  const out = new FindingList();
  const known = new Set([...p.menus.shields.map((s) => s.code), ...p.menus.entries.map((e) => e.code)]);
  const walk = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${pointer}/${i}`));
    if (value === null || typeof value !== 'object') return;
    for (const [k, v] of Object.entries(value)) {
      // A form's JSON schema and uiSchema are data of another vocabulary: not searched.
      if (pointer === '' && (k === 'schema' || k === 'uiSchema')) continue;
      if (k === 'shieldCode' && typeof v === 'string' && !known.has(v)) {
        const hint = didYouMeanWords(v, known, false);
        out.error(`${pointer}/shieldCode`, { en: `unknown shield code ${v}: declare it under "shieldCodes" of a menu entry${hint.en}`, zh: `未知的屏蔽编码 ${v}：请在某个菜单项的 "shieldCodes" 中声明它${hint.zh}` });
      }
      walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  };
  walk(p.page, '');
  return out;
}
