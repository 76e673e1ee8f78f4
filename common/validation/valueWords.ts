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
