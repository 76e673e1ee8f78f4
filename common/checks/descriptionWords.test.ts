import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEYWORDS_SHOWING_DESCRIPTION } from '../validation/explainErrors';
import { describedInChinese, descriptionInChinese } from './descriptionWords';
import { APP_ROOT } from './startupCheck';

// A zh-CN author reads the description the check shows after a complaint ("格式不对 — …") in Chinese: every
// description of a meta-schema node whose complaint shows it has Chinese words, and the table holds no others.

const META_SCHEMAS = ['schemas/page.schema.json', 'schemas/menu.schema.json', 'schemas/enums.schema.json'];

/** The descriptions the check can show: those of nodes holding a keyword whose complaint quotes its node's description. */
function shownDescriptions(): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (typeof n.description === 'string' && KEYWORDS_SHOWING_DESCRIPTION.some((k) => k in n)) found.push(n.description);
    Object.values(n).forEach(walk);
  };
  for (const file of META_SCHEMAS) walk(JSON.parse(fs.readFileSync(path.join(APP_ROOT, file), 'utf8')));
  return found;
}

describe('the meta-schemas’ descriptions in Chinese', () => {
  const shown = shownDescriptions();

  it('finds the descriptions the check can show', () => {
    expect(shown).toContain("An app route of the spec's route table, e.g. /packagesSub/purchaseOrder/index.");
    expect(shown).toContain('antd-mobile Tag colour name or #rrggbb');
  });

  it('has Chinese words for every one of them', () => {
    const withoutChinese = shown.filter((d) => descriptionInChinese(d) === d);
    expect(withoutChinese).toEqual([]);
  });

  it('holds Chinese only for descriptions the check can show (a changed English description leaves none behind)', () => {
    expect(describedInChinese().filter((d) => !shown.includes(d))).toEqual([]);
  });
});
