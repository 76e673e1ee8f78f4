import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import enums from '../../../schemas/enums.json';
import { localize } from '../../i18n';

type Entry = { value: string | number; label: { 'zh-CN': string; en?: string }; color?: string };
const lists = enums as unknown as Record<string, { values: Entry[] }>;

export function enumLabel(name: string, value: unknown): string {
  const e = lists[name]?.values.find((v) => String(v.value) === String(value));
  return e ? localize(e.label) : String(value ?? '');
}

/** A status or category as a coloured tag, from schemas/enums.json (the same lists the engine's pages use). */
export function EnumTag({ name, value }: { name: string; value: unknown }): ReactNode {
  const e = lists[name]?.values.find((v) => String(v.value) === String(value));
  const color = e?.color ?? 'default';
  return (
    <Tag color={color} fill="outline">
      {e ? localize(e.label) : String(value ?? '')}
    </Tag>
  );
}
