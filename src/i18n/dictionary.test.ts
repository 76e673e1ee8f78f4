import { afterEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../stores/ui';
import { dictionary } from './dictionary';
import { setLang } from './index';

const words = dictionary(
  { hello: '你好，{name}', count: '{n} 条', plain: '确定' },
  { hello: 'Hello, {name}', count: '{n} items', plain: 'OK' },
);

afterEach(() => setLang('zh-CN'));

describe('dictionary(zh, en)', () => {
  // useDictionary binds the same lookup to the language a component renders in; the e2e tests draw the screens
  // that use it in both languages (a server render here would only see the store's initial state).
  it('looks a key up in the i18n store’s current language, and in the new one after a switch', () => {
    setLang('zh-CN');
    expect(words('plain')).toBe('确定');
    setLang('en');
    expect(words('plain')).toBe('OK');
    expect(useUiStore.getState().lang).toBe('en');
  });

  it('looks a key up in a language given', () => {
    setLang('zh-CN');
    expect(words.inLang('en', 'plain')).toBe('OK');
    expect(words.inLang('zh-CN', 'plain')).toBe('确定');
  });

  it('fills {name} placeholders, numbers included, and leaves unknown ones visible', () => {
    expect(words.inLang('en', 'hello', { name: '王五' })).toBe('Hello, 王五');
    expect(words.inLang('zh-CN', 'count', { n: 3 })).toBe('3 条');
    expect(words.inLang('en', 'hello')).toBe('Hello, {name}');
    expect(words.inLang('en', 'hello', { other: 1 })).toBe('Hello, {name}');
  });

  it('shows a key from outside its type (a code built at run time) as itself', () => {
    expect(words.inLang('en', 'no.such' as 'plain')).toBe('no.such');
  });

  it('checks the keys at compile time: one missing or one more in a language, or an unknown key, does not compile', () => {
    const pair = () => {
      // @ts-expect-error: English lacks "b"
      dictionary({ a: '甲', b: '乙' }, { a: 'A' });
      // @ts-expect-error: English has a key Chinese lacks
      dictionary({ a: '甲' }, { a: 'A', b: 'B' });
      // @ts-expect-error: not a key of the dictionary
      words('nope');
      // @ts-expect-error: not a key of the dictionary
      words.inLang('en', 'nope');
    };
    expect(pair).toBeTypeOf('function');
  });
});
