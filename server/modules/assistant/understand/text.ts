import { pinyin } from 'pinyin-pro';

/**
 * How the assistant reads a question: normalised text, Chinese word segmentation (Intl.Segmenter, ICU's dictionary
 * in Node's full-icu build) and the toneless pinyin of Chinese words, so a homophone typo ("对帐单", "定单") reads
 * like the right word. The same functions index the knowledge base and read the question, so both sides agree.
 */

const segmenter = new Intl.Segmenter('zh-CN', { granularity: 'word' });
const han = /\p{Script=Han}/u;

/**
 * Dialect and chat spellings of common words, read as the standard word before anything else looks at the text
 * (咋改 → 怎么改, 有啥 → 有什么): the concepts and the knowledge base then need only the standard forms.
 */
const colloquial: [RegExp, string][] = [
  [/咋/g, '怎么'],
  [/啥/g, '什么'],
  [/木有|没得/g, '没有'],
];

/** Full-width letters and digits to ASCII, lower case, colloquial spellings to standard ones, punctuation to spaces, runs of spaces collapsed. */
export function normalise(text: string): string {
  let t = text.normalize('NFKC').toLowerCase();
  for (const [from, to] of colloquial) t = t.replace(from, to);
  return t
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}'\-\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a text as ICU segments them (Chinese by dictionary, other scripts at spaces). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const s of segmenter.segment(normalise(text))) if (s.isWordLike) out.push(s.segment);
  return out;
}

/** Toneless pinyin of a Chinese text, syllables joined without spaces ("对帐" → "duizhang"). */
export function pinyinOf(text: string): string {
  return pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed' }).join('');
}

export const englishStop = new Set(['the', 'a', 'an', 'is', 'are', 'do', 'does', 'i', 'my', 'me', 'to', 'of', 'in', 'on', 'for', 'and', 'or', 'it', 'be', 'can', 'what', 'how', 'which', 'there', 'any', 'with', 'at', 'you', 'your', 'this', 'that']);
const chineseStop = new Set(['的', '了', '吗', '呢', '吧', '啊', '我', '是', '在', '有', '要', '怎么', '如何', '什么', '哪里', '一下', '请问', '你好', '可以', '能']);

/** A crude English stem: enough to make "orders"/"order", "confirmed"/"confirm" meet. */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Index and query terms of a text: English stems; each Chinese word and its pinyin (prefixed `py:`), plus every
 * pair of neighbouring Chinese characters and its pinyin: ICU splits unknown or mistyped compounds ("定单") into
 * single characters, and the pair still meets the right word by sound ("订单", both `py:dingdan`).
 */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const w of words(text)) {
    if (!han.test(w)) {
      if (!englishStop.has(w)) terms.push(stem(w));
      continue;
    }
    if (!chineseStop.has(w)) {
      terms.push(w);
      if (w.length >= 2) terms.push(`py:${pinyinOf(w)}`);
    }
  }
  for (const run of normalise(text).match(/\p{Script=Han}+/gu) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) {
      const pair = run.slice(i, i + 2);
      terms.push(pair, `py:${pinyinOf(pair)}`);
    }
  }
  return terms;
}

/** A question as the concept matcher reads it. */
export interface ReadText {
  /** normalised text */
  plain: string;
  /** its characters, and the toneless syllable of each Chinese one (other characters stand for themselves) */
  chars: string[];
  syllables: string[];
  /** English words, stemmed */
  english: string[];
  /** the same English words as typed, for typo tolerance where a stem is too short to allow one ("saels" for sales) */
  englishRaw: string[];
  /** the words of two or more characters as ICU's dictionary reads them, as [first, end) character positions (水库村: 水库 [0, 2)) */
  dictWords: [number, number][];
}

const syllableCache = new Map<string, string>();
function syllable(ch: string): string {
  if (!han.test(ch)) return `#${ch}`;
  let s = syllableCache.get(ch);
  if (s === undefined) {
    s = pinyin(ch, { toneType: 'none' });
    syllableCache.set(ch, s);
  }
  return s;
}

export function readText(question: string): ReadText {
  const plain = normalise(question);
  const chars = [...plain];
  const raw = words(plain).filter((w) => !han.test(w));
  const dictWords: [number, number][] = [];
  let at = 0;
  for (const s of segmenter.segment(plain)) {
    const n = [...s.segment].length;
    if (s.isWordLike && n >= 2) dictWords.push([at, at + n]);
    at += n;
  }
  return { plain, chars, syllables: chars.map(syllable), english: raw.map(stem), englishRaw: raw, dictWords };
}

/** Levenshtein distance up to `max` (larger answers max + 1): typo tolerance for English keywords. */
export function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      // A swap of neighbours ("ordres") is one typo, not two.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j], prev2[j - 2] + 1);
      best = Math.min(best, cur[j]);
    }
    if (best > max) return false;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length] <= max;
}

/**
 * Grammar characters a typo does not produce: where one of them sounds like a term's character it is itself
 * ("哪些货" is "which goods", not 卸货 "unloading"; "的确" is not 地区).
 */
export const grammatical = new Set([...'的地得了着过吗呢吧啊些个这那哪是在有就都也还又把被给让']);

/**
 * Whether a character the slip has right is held by a longer real word of the question that reaches past the slip:
 * then that word was written, not the term ("水库村" is the village by the reservoir 水库, not a slip of 库存; in
 * "纸尿裤存货" the 存 is 存货's). A word made only of the wrongly typed characters does not count: the slip itself
 * may happen to make one with a neighbour ("对帐单": 帐单).
 */
function rightCharInLongerWord(t: ReadText, term: string[], i: number): boolean {
  const end = i + term.length;
  return t.dictWords.some(([from, to]) => (from < i || to > end) && from < end && i < to && term.some((c, k) => i + k >= from && i + k < to && t.chars[i + k] === c));
}

/**
 * Where a Chinese term stands in the question as a homophone typo, from character `from` on: the same syllables at
 * the same place, with at least half of the characters right ("对帐单" for 对账单, "定单" for 订单, "裤存" for 库存), so
 * two unrelated words that merely sound alike ("售前" and "收钱") do not meet; a grammar character of the question is
 * never taken for a typo, nor a span whose right characters belong to a longer word of the question (水库村).
 * Terms of one character never match by sound. The index of its first character, or -1.
 */
function slipAt(t: ReadText, term: string[], from = 0): number {
  if (term.length < 2) return -1;
  const sounds = term.map(syllable);
  const need = Math.ceil(term.length / 2);
  for (let i = from; i + term.length <= t.chars.length; i++) {
    let same = 0;
    let k = 0;
    for (; k < term.length; k++) {
      if (t.syllables[i + k] !== sounds[k]) break;
      if (t.chars[i + k] === term[k]) same++;
      else if (grammatical.has(t.chars[i + k])) break;
    }
    if (k === term.length && same >= need && !rightCharInLongerWord(t, term, i)) return i;
  }
  return -1;
}

/**
 * Whether the question holds a term: a Chinese term as text or as a homophone typo,
 * an English term as a phrase of stemmed words, each word allowed one typo when longer than four letters (as stemmed
 * or as typed: "saels" is one swap from "sales" although the stem "sale" is too short to allow one).
 */
export function holds(t: ReadText, term: string): boolean {
  if (han.test(term)) {
    if (t.plain.includes(term)) return true;
    return slipAt(t, [...term]) >= 0;
  }
  const typed = normalise(term).split(' ');
  const parts = typed.map(stem);
  if (parts.length === 0) return false;
  const ws = t.english;
  const near = (a: string, b: string) => b.length > 4 && within(a, b, 1);
  for (let i = 0; i + parts.length <= ws.length; i++) {
    if (parts.every((p, k) => ws[i + k] === p || near(ws[i + k], p) || near(t.englishRaw[i + k], typed[k]))) return true;
  }
  return false;
}

/**
 * A text with the terms it holds written as the terms: a Chinese homophone typo ("裤存") and an English word one typo
 * from a one-word term ("stok") read as the term, by the rule `holds` reads them with. What reads a question's words
 * after the classifier (an item's name, once the stock words are taken out) then sees the words the classifier saw.
 * A term written right wins over a typo it overlaps: in "纸尿裤存货" (diapers in stock) 存货 is there as written, so
 * 裤存 is the item's 裤 and 存货, not a typo of 库存. Answers the normalised text.
 */
export function spelledOut(text: string, terms: readonly string[]): string {
  const t = readText(text);
  const chinese = terms.filter((x) => han.test(x));
  const written: [number, number][] = [];
  for (const term of chinese) {
    const n = [...term].length;
    for (let i = 0; i + n <= t.chars.length; i++) if (t.chars.slice(i, i + n).join('') === term) written.push([i, i + n]);
  }
  const chars = [...t.chars];
  for (const term of chinese) {
    const want = [...term];
    // positions are the characters' (t.chars), as slipAt counts them
    for (let i = slipAt(t, want); i >= 0; i = slipAt(t, want, i + 1)) {
      if (!written.some(([from, to]) => i < to && from < i + want.length)) chars.splice(i, want.length, ...want);
    }
  }
  const oneWord = terms.filter((x) => !han.test(x) && !x.includes(' '));
  return chars
    .join('')
    .split(' ')
    .map((w) => (han.test(w) ? w : (oneWord.find((term) => holds(readText(w), term)) ?? w)))
    .join(' ');
}
