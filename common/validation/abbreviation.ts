// A name typed short for a known one (inQty for inQuantity), or long for a known short one, is further from it than
// the misspellings edit distance reaches: it is recognised by its letters instead. Each camel-case word of the short
// name shortens one word of the long name, in order: it starts with that word's first letter and keeps some of its
// letters in their order (Qty of Quantity); the first words go together and a word of the long name may be left
// out (netAmt of netPurchaseAmount). Short names are left out: "id" or "qty" are in too many names to point at one.

/** Fewer letters than this say too little to stand for a name. */
const MIN_LENGTH = 4;

/** A name's camel-case words (in, Qty), also between _ . / - (SCM_FIN_AMT: SCM, FIN, AMT), in lower case. */
function wordsOf(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((w) => w.toLowerCase());
}

/** Whether `short` starts like `word` and keeps its letters in their order. */
function shortens(short: string, word: string): boolean {
  if (short[0] !== word[0]) return false;
  let at = 0;
  for (const ch of short) {
    at = word.indexOf(ch, at) + 1;
    if (at === 0) return false;
  }
  return true;
}

/** An all-lower-case name (netamt, totalquantity) says no word boundaries: its words are found by the other name's. */
const unsplit = (name: string) => /^[a-z\d]+$/.test(name);

/** Whether the short name's words shorten the long name's, in order, the first words together (see above). */
function shortensWords(shortWords: string[], longWords: string[]): boolean {
  if (!shortWords.length || !shortens(shortWords[0]!, longWords[0] ?? '')) return false;
  // Each next word of the short name takes the earliest word of the long name it shortens: that leaves the most
  // words for the ones after it.
  let next = 1;
  for (const w of shortWords.slice(1)) {
    while (next < longWords.length && !shortens(w, longWords[next]!)) next++;
    if (next === longWords.length) return false;
    next++;
  }
  return true;
}

/**
 * An all-lower-case short name for a camel-case long one (netamt for netAmount, totalqty for totalQuantity): its
 * first letters are the long name's first words whole, the rest shortens a later word. Only the last word may be
 * shortened: "code" is not co(lor) de(pth).
 */
function shortensUnsplit(short: string, longWords: string[]): boolean {
  let whole = '';
  for (const [k, word] of longWords.entries()) {
    // After k whole words, the rest shortens one word after them (the first word itself when none is whole).
    const rest = short.slice(whole.length);
    const later = k === 0 ? [word] : longWords.slice(k);
    if (later.some((w) => shortens(rest, w))) return true;
    whole += word;
    if (!short.startsWith(whole) || whole === short) return false;
  }
  return false;
}

/**
 * A camel-case short name for an all-lower-case long one (inQty for inquantity): the short name's first words are the
 * long name's first letters, its last word shortens the rest.
 */
function shortensUnsplitLong(shortWords: string[], long: string): boolean {
  const whole = shortWords.slice(0, -1).join('');
  return long.startsWith(whole) && shortens(shortWords[shortWords.length - 1]!, long.slice(whole.length));
}

/** Whether `short` is an abbreviation of `long` (see above). */
export function abbreviates(short: string, long: string): boolean {
  if (short.length < MIN_LENGTH || short.length >= long.length) return false;
  const shortWords = wordsOf(short);
  const longWords = wordsOf(long);
  if (unsplit(short) && longWords.length > 1) return shortensUnsplit(short, longWords);
  if (unsplit(long) && shortWords.length > 1) return shortensUnsplitLong(shortWords, long);
  return shortensWords(shortWords, longWords);
}

/** The known names that `name` abbreviates or that abbreviate it (at most three, sorted). */
export function abbreviated(name: string, known: Iterable<string>): string[] {
  return [...new Set(known)]
    .filter((k) => abbreviates(k, name) || abbreviates(name, k))
    .sort((a, b) => a.localeCompare(b))
    .slice(0, 3);
}
