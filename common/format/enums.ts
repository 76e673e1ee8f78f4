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

const enums = enumsJson as unknown as Record<string, EnumDef>;

export function getEnum(name: string): EnumDef | undefined {
  return name === '$schema' ? undefined : enums[name];
}

/** The entry for a value; codes compare as text, so 2 and '2' match. */
export function enumEntry(name: string, value: unknown): EnumValue | undefined {
  if (value === null || value === undefined) return undefined;
  return getEnum(name)?.values.find((v) => String(v.value) === String(value));
}
