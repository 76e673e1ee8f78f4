import type { CascaderOption } from 'antd-mobile';
import { getPath } from '../../../../../common/page/template';

// Finding a leaf of a choice tree by typing (the goods categories: 3 levels, hundreds of leaves): by a part of any
// level's name, or by the extra fields ui:options.searchFields names (the server's pinyin initials `short`, so
// XXLS finds 休闲零食). Plain data; TreeSearchPicker.tsx draws it.

export interface LeafHit {
  /** values from the root to the leaf, as the cascader keeps them */
  path: string[];
  /** the labels of that path */
  labels: string[];
}

/** Per option value, the lower-case texts a search may match: its label and its search fields. */
export function searchTexts(nodes: unknown, valueField: string, labelField: string, fields: string[], out = new Map<string, string[]>()): Map<string, string[]> {
  if (!Array.isArray(nodes)) return out;
  for (const n of nodes as Record<string, unknown>[]) {
    const texts = [labelField, ...fields].map((f) => getPath(n, f)).filter((v) => typeof v === 'string' && v !== '') as string[];
    out.set(String(getPath(n, valueField)), texts.map((s) => s.toLowerCase()));
    searchTexts(n.children, valueField, labelField, fields, out);
  }
  return out;
}

/**
 * The leaves whose own texts, or an ancestor's, hold every word typed (饮料 可乐, or YL KL), in tree order.
 * A leaf under a matching level is a hit: typing a level-1 name lists that branch's leaves.
 */
export function findLeaves(options: CascaderOption[], texts: Map<string, string[]>, query: string, limit = 50): LeafHit[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const hits: LeafHit[] = [];
  const walk = (level: CascaderOption[], path: string[], labels: string[], seen: string[]) => {
    for (const o of level) {
      if (hits.length >= limit) return;
      const value = String(o.value);
      const mine = [...seen, ...(texts.get(value) ?? [String(o.label).toLowerCase()])];
      if (o.children?.length) walk(o.children, [...path, value], [...labels, String(o.label)], mine);
      else if (words.every((w) => mine.some((t) => t.includes(w)))) hits.push({ path: [...path, value], labels: [...labels, String(o.label)] });
    }
  };
  walk(options, [], [], []);
  return hits;
}
