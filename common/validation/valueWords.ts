// Words authors write for a value of the page format that is named otherwise there: a format "money" (amount or
// currency), "qty" (quantity), a filter widget "date" (dateRange) or "store" (branch). No spelling is near them, so
// the did-you-mean of a misspelt value cannot find what they stand for; this list does. A word is offered only
// for the values allowed where it was typed.

const WORDS: Readonly<Record<string, readonly string[]>> = {
  money: ['amount', 'currency'],
  yuan: ['currency'],
  rmb: ['currency'],
  qty: ['quantity'],
  num: ['quantity', 'integer'],
  count: ['integer'],
  int: ['integer'],
  percent: ['rate'],
  percentage: ['rate'],
  ratio: ['rate'],
  string: ['text'],
  time: ['datetime'],
  timestamp: ['datetime'],
  bool: ['boolean'],
  date: ['dateRange'],
  daterange: ['dateRange'],
  period: ['dateRange'],
  store: ['branch'],
  shop: ['branch'],
  dropdown: ['select'],
  picker: ['select'],
  radio: ['tabs'],
  search: ['text'],
  keyword: ['text'],
  input: ['text'],
  range: ['numberRange'],
  goods: ['item'],
  product: ['item'],
};

/** The allowed values a word stands for (none when it stands for none of them). */
export function valuesMeant(word: string, allowed: readonly string[]): string[] {
  return (WORDS[word.toLowerCase()] ?? []).filter((v) => allowed.includes(v));
}

// Words inside a value written in parts (a period "currentMonth", "prevMonth", "past7days"): the part another word
// stands for here is put for it, and the value so written is looked up as a misspelling would be.
const PARTS: Readonly<Record<string, string>> = {
  current: 'this',
  present: 'this',
  now: 'this',
  previous: 'last',
  prev: 'last',
  past: 'last',
  recent: 'last',
  latest: 'last',
};

/** `word` with each part another word stands for put in its place ("currentMonth" → "thisMonth"); the same when none. */
export function rewordedParts(word: string): string {
  return word.replace(/[A-Za-z][a-z]*/g, (part) => {
    const put = PARTS[part.toLowerCase()];
    if (!put) return part;
    return part[0] === part[0]!.toUpperCase() ? put[0]!.toUpperCase() + put.slice(1) : put;
  });
}
