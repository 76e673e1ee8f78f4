import supplierMenu from '../../schemas/menu/supplier.json' with { type: 'json' };
import buyerMenu from '../../schemas/menu/buyer.json' with { type: 'json' };
import bossMenu from '../../schemas/menu/boss.json' with { type: 'json' };
import type { AuthContext, UserKind } from './auth';

export interface MenuItem {
  code: string;
  name: { 'zh-CN': string; en: string };
  route?: string;
  icon?: string;
  roles?: string[];
  children: MenuItem[];
}

const trees: Record<UserKind, MenuItem[]> = {
  supplier: supplierMenu.menu as MenuItem[],
  buyer: buyerMenu.menu as MenuItem[],
  boss: bossMenu.menu as MenuItem[],
};

function allowed(item: MenuItem, roles: string[]): boolean {
  return !item.roles || item.roles.some((r) => roles.includes(r));
}

/** The user's menu: the kind's tree without entries their roles may not see; `roles` stays server-side. */
export function menuFor(kind: UserKind, roles: string[]): MenuItem[] {
  const walk = (items: MenuItem[]): MenuItem[] =>
    items.filter((i) => allowed(i, roles)).map(({ roles: _r, ...rest }) => ({ ...rest, children: walk(rest.children) }));
  return walk(trees[kind]);
}

export function flattenCodes(items: MenuItem[], into = new Set<string>()): Set<string> {
  for (const i of items) {
    into.add(i.code);
    flattenCodes(i.children, into);
  }
  return into;
}

const cache = new Map<string, Set<string>>();
export function menuCodesFor(auth: Pick<AuthContext, 'userKind' | 'roles'>): Set<string> {
  const key = `${auth.userKind}:${[...auth.roles].sort().join(',')}`;
  let codes = cache.get(key);
  if (!codes) {
    codes = flattenCodes(menuFor(auth.userKind, auth.roles));
    cache.set(key, codes);
  }
  return codes;
}

export function allFunctionCodes(): string[] {
  return [...new Set(Object.values(trees).flatMap((t) => [...flattenCodes(t)]))];
}
