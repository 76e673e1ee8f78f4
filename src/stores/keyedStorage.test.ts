import { describe, expect, it } from 'vitest';
import { keyedStorage } from './keyedStorage';

function memoryStorage(): Storage & { dump(): Record<string, string> } {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    dump: () => Object.fromEntries(data),
  };
}

interface Shape {
  token: string | null;
  menu: { code: string }[];
  flag: boolean;
}

describe('keyedStorage', () => {
  it('writes each field under its own key (raw strings stay raw) and reads them back', () => {
    const mem = memoryStorage();
    const storage = keyedStorage<Shape>({ token: { key: 'access_token', raw: true }, menu: { key: 'menu_list' }, flag: { key: 'is_login' } }, () => mem);
    storage.setItem('x', { state: { token: 'abc', menu: [{ code: 'A' }], flag: true }, version: 0 });
    expect(mem.dump()).toEqual({ access_token: 'abc', menu_list: '[{"code":"A"}]', is_login: 'true' });
    expect(storage.getItem('x')).toEqual({ state: { token: 'abc', menu: [{ code: 'A' }], flag: true }, version: 0 });
  });

  it('removes keys for empty values (no token, an empty list, false) and skips unreadable ones', () => {
    const mem = memoryStorage();
    const storage = keyedStorage<Shape>({ token: { key: 'access_token', raw: true }, menu: { key: 'menu_list' }, flag: { key: 'is_login' } }, () => mem);
    mem.setItem('is_login', 'true');
    mem.setItem('access_token', 'old');
    mem.setItem('menu_list', '{broken');
    expect(storage.getItem('x')).toEqual({ state: { token: 'old', flag: true }, version: 0 });
    storage.setItem('x', { state: { token: null, menu: [], flag: false }, version: 0 });
    expect(mem.dump()).toEqual({});
  });

  it('works without storage', () => {
    const storage = keyedStorage<Shape>({ token: { key: 'access_token' } }, () => null);
    expect(storage.getItem('x')).toBeNull();
    expect(() => storage.removeItem('x')).not.toThrow();
  });
});
