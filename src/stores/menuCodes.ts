import type { MenuItem } from './sessionTypes';

// Launch compares the stored menu with the server's (spec §4 "Menu"); only the set of codes matters.

/** Every code in a menu tree, for comparing two trees regardless of order. */
export function menuCodes(tree: MenuItem[]): string[] {
  const codes: string[] = [];
  const walk = (items: MenuItem[]): void => {
    for (const item of items) {
      codes.push(item.code);
      if (item.children?.length) walk(item.children);
    }
  };
  walk(tree);
  return [...new Set(codes)].sort();
}

export function menuCodesDiffer(before: MenuItem[], after: MenuItem[]): boolean {
  const a = menuCodes(before);
  const b = menuCodes(after);
  return a.length !== b.length || a.some((code, i) => code !== b[i]);
}
