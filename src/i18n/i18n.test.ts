import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryProblems } from './dictionaryCheck';
import { en } from './en';
import { interpolate, localize, translate } from './index';
import { zhCN } from './zh-CN';

describe('i18n', () => {
  it('has an English text for every key, with the same placeholders', () => {
    expect(dictionaryProblems(zhCN, en)).toEqual([]);
  });

  it('has the glossary texts of the error catalogue', () => {
    expect(translate('zh-CN', 'error.network')).toBe('操作失败，请检查网络连接');
    expect(translate('zh-CN', 'error.loggedInElsewhere')).toBe('您的账号已在其他地方登录');
    expect(translate('zh-CN', 'common.iKnow')).toBe('我知道了');
    expect(translate('en', 'launch.menuChanged')).toBe('Menu permissions changed and were refreshed');
  });

  it('interpolates and falls back sensibly', () => {
    expect(interpolate('版本 {version}', { version: '1.2.6' })).toBe('版本 1.2.6');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
    // English counts one and several apart; '#' is the number
    const rows = '{n, plural, one {# record} other {# records}} of {total}';
    expect([0, 1, 2].map((n) => interpolate(rows, { n, total: 9 }))).toEqual(['0 records of 9', '1 record of 9', '2 records of 9']);
    expect(interpolate(rows, { total: 9 })).toBe('{n, plural, one {# record} other {# records}} of 9');
    expect(translate('en', 'no.such.key')).toBe('no.such.key');
  });

  it('localizes data texts with zh-CN as the fallback', () => {
    expect(localize({ 'zh-CN': '采购', en: 'Purchasing' }, 'en')).toBe('Purchasing');
    expect(localize({ 'zh-CN': '采购' }, 'en')).toBe('采购');
    expect(localize('纯文本', 'en')).toBe('纯文本');
    expect(localize(null, 'zh-CN')).toBe('');
  });
});

describe('one text system', () => {
  // UI words live in these dictionaries; schema files carry their own {zh-CN, en} texts. Code that writes a
  // text pair of its own (the engine once had texts.ts) drifts from the dictionaries and misses a language.
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

  it('engine code holds no zh-CN/en text pairs of its own', () => {
    const offenders = files('src/engine')
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.includes('generated'))
      .filter((f) => /'zh-CN':\s*'/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('app code fills no {placeholder} of its own: the words of every feature go through dictionary() (common/text.ts interpolates)', () => {
    const offenders = files('src')
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => /\\\{\(\\w\+\)\\\}/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
