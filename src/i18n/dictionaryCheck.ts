// What a test asks of a dictionary's two languages (the types already hold the keys alike): no empty text, and the
// same {placeholders} on both sides, so no screen shows a raw placeholder or drops a figure in one language.

/** Problems of a dictionary, one line each; none when both languages say the same things. */
export function dictionaryProblems(zh: Readonly<Record<string, string>>, en: Readonly<Record<string, string>>): string[] {
  // a plural form `{n, plural, …}` places {n} as a plain `{n}` does
  const vars = (s: string | undefined) => (s?.match(/\{\w+(?=\}|, plural, )/g) ?? []).map((v) => `${v}}`).sort().join(' ');
  const keys = [...new Set([...Object.keys(zh), ...Object.keys(en)])].sort();
  return keys.flatMap((key) => {
    if (!zh[key]?.trim() || !en[key]?.trim()) return [`${key}: a language has no text`];
    return vars(zh[key]) === vars(en[key]) ? [] : [`${key}: placeholders ${vars(zh[key]) || '-'} / ${vars(en[key]) || '-'}`];
  });
}
