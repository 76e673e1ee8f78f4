import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from '../../i18n/dictionaryCheck';
import { engineEn } from './en';
import { translate } from './index';
import { engineZh } from './zh-CN';

describe("the engine's texts", () => {
  it('has an English text for every key, with the same placeholders', () => {
    expect(dictionaryProblems(engineZh, engineEn)).toEqual([]);
  });

  it("looks up its own words and the app's shared ones by key, a key without a text as itself", () => {
    expect(translate('zh-CN', 'engine.total', { n: 3 })).toBe('共 3 条');
    expect(translate('en', 'engine.noMore')).toBe(engineEn['engine.noMore']);
    expect(translate('zh-CN', 'common.confirm')).toBe('确定');
    expect(translate('en', 'engine.no.such.key')).toBe('engine.no.such.key');
  });
});
