import { describe, expect, it } from 'vitest';
import { engineEn } from './en';
import { translate } from './index';
import { engineZh } from './zh-CN';

describe("the engine's texts", () => {
  it('has an English text for every key and no extra keys', () => {
    expect(Object.keys(engineEn).sort()).toEqual(Object.keys(engineZh).sort());
    for (const [key, text] of Object.entries(engineEn)) expect(text, key).toMatch(/\S/);
  });

  it('uses the same placeholders in both languages', () => {
    const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(engineZh) as (keyof typeof engineZh)[]) expect(vars(engineEn[key]), key).toEqual(vars(engineZh[key]));
  });

  it("looks up its own words and the app's shared ones by key, a key without a text as itself", () => {
    expect(translate('zh-CN', 'engine.total', { n: 3 })).toBe('共 3 条');
    expect(translate('en', 'engine.noMore')).toBe(engineEn['engine.noMore']);
    expect(translate('zh-CN', 'common.confirm')).toBe('确定');
    expect(translate('en', 'engine.no.such.key')).toBe('engine.no.such.key');
  });
});
