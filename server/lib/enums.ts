import { readRepoJson } from './jsonFile';
import type { Lang } from './language';

/** schemas/enums.json: the codes of every enum and their names in each language (the client reads the same file). */
interface EnumFile {
  [name: string]: { values?: { value: number | string; label: Record<Lang, string> }[] };
}

const enums = readRepoJson<EnumFile>('schemas/enums.json');

function valuesOf(name: string) {
  const values = enums[name]?.values;
  if (!values) throw new Error(`schemas/enums.json has no enum ${name}`);
  return values;
}

/** The codes of an enum (input schemas accept exactly these). */
export function enumCodes(name: string): number[] {
  return valuesOf(name).map((v) => Number(v.value));
}

/** The name of a code in the caller's language; the code itself when the enum does not know it. */
export function enumLabel(name: string, code: number, lang: Lang): string {
  return valuesOf(name).find((v) => Number(v.value) === code)?.label[lang] ?? String(code);
}
