import enumsJson from '../../schemas/enums.json' with { type: 'json' };
import type { LocalizedText } from '../page/schemaTypes';

// Status and reason lists are data (schemas/enums.json), shared by formatters, filters and badges.

export type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'danger' | `#${string}`;

export interface EnumValue {
  value: string | number;
  label: LocalizedText;
  color?: TagColor;
}

export interface EnumDef {
  label: LocalizedText;
  values: EnumValue[];
}

/**
 * The lists known here. On the server, in tests and in `npm run dev`, all of schemas/enums.json from the start. In a
 * built app none at first (scripts/build/pageEnums.ts leaves the file out of the app's first chunks, where every
 * route paid ~3.7 KB gz for it): each page module brings the lists its page names (scripts/build/pageModules.ts)
 * and a page published at run time all of them (src/engine/publishedPages.ts), before the page draws.
 */
const enums: Record<string, EnumDef> = { ...(enumsJson as unknown as Record<string, EnumDef>) };

/** Lists that arrived with a page's code. */
export function provideEnums(defs: Record<string, EnumDef>): void {
  Object.assign(enums, defs);
}

export function getEnum(name: string): EnumDef | undefined {
  return name === '$schema' ? undefined : enums[name];
}

/** The entry for a value; codes compare as text, so 2 and '2' match. */
export function enumEntry(name: string, value: unknown): EnumValue | undefined {
  if (value === null || value === undefined) return undefined;
  return getEnum(name)?.values.find((v) => String(v.value) === String(value));
}
