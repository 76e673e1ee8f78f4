import { distance } from 'fastest-levenshtein';
import { abbreviated } from './abbreviation.ts';

// A misspelt name (an enum, a route, a menu code, an endpoint, a field of an answer) is answered with the nearest
// names the check knows, not with every name it knows: the author sees the fix, not a list to search.

/** A list short enough to print whole when nothing is near. */
const SHORT_LIST = 8;

/** How far a name may be from the one typed to be offered: a quarter of its length, at least 2 edits. */
const reach = (name: string) => Math.max(2, Math.floor(name.length / 4));

/** How many edits farther a name that fits the place may be and still come before the nearest one. */
const FIT_WEIGHT = 2;

/**
 * The known names nearest to `name` (those equally near, at most three); none when nothing is near. `fits` says which
 * names suit the place the name is written in (a link by period opens a list, not a detail): within reach, the
 * nearest of those that fit is offered unless another name is more than FIT_WEIGHT edits nearer.
 */
export function nearest(name: string, known: Iterable<string>, fits?: (known: string) => boolean): string[] {
  const typed = name.toLowerCase();
  let scored: { name: string; d: number }[] = [];
  for (const k of new Set(known)) {
    if (k === name) continue;
    const d = k.toLowerCase() === typed ? 0 : distance(typed, k.toLowerCase());
    if (d <= reach(name)) scored.push({ name: k, d });
  }
  const fitting = fits ? scored.filter((s) => fits(s.name)) : [];
  if (fitting.length && Math.min(...fitting.map((s) => s.d)) <= Math.min(...scored.map((s) => s.d)) + FIT_WEIGHT) scored = fitting;
  const best = Math.min(...scored.map((s) => s.d));
  return scored
    .filter((s) => s.d === best)
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, 3)
    .map((s) => s.name);
}

/**
 * The end of a message about an unknown name: ` (did you mean "x"?)` when some known name is near; else the known
 * names when they are few (`; known: a, b`), else nothing. `quote` false leaves the names bare (codes, routes).
 */
export function didYouMean(name: string, known: Iterable<string>, quote = true): string {
  return didYouMeanWords(name, known, quote).en;
}

type Words = { en: string; zh: string };

/** didYouMean's ending in English and in Chinese (`（是否应为 "x"？）`, `；可用：a, b`); `fits` as for nearest. */
export function didYouMeanWords(name: string, known: Iterable<string>, quote = true, fits?: (known: string) => boolean): Words {
  const all = [...new Set(known)];
  return endingWords(nearest(name, all, fits), all, quote);
}

/**
 * didYouMeanWords for a field's name, which is often written short (inQty, inamt) or long (inQuantity) where the other
 * is meant: the names it abbreviates or that abbreviate it (abbreviation.ts) first, then those near in spelling (a
 * word-by-word match says more than two edits of a short name: inamt is inAmount before name); a name that differs
 * only in case alone.
 */
export function didYouMeanFieldWords(name: string, known: Iterable<string>): Words {
  const all = [...new Set(known)];
  const near = nearest(name, all);
  const sameLetters = near.filter((n) => n.toLowerCase() === name.toLowerCase());
  return endingWords(sameLetters.length ? sameLetters : [...new Set([...abbreviated(name, all), ...near])].slice(0, 3), all);
}

/** The ending for names already chosen as near (`near`), else the known names when few (`all`). */
export function endingWords(near: string[], all: string[], quote = true): Words {
  const show = (n: string) => (quote ? JSON.stringify(n) : n);
  if (near.length) return { en: ` (did you mean ${near.map(show).join(' or ')}?)`, zh: `（是否应为 ${near.map(show).join(' 或 ')}？）` };
  if (all.length && all.length <= SHORT_LIST) return { en: `; known: ${all.map(show).join(', ')}`, zh: `；可用：${all.map(show).join(', ')}` };
  return { en: '', zh: '' };
}
