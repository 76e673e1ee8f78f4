import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import meta from '../../../../../schemas/page.schema.json';
import { APP_FIELDS, FIELD_NAMES } from './fieldNames';

describe('form field names', () => {
  it('are the names the meta-schema allows for ui:widget', () => {
    const allowed = (meta as unknown as { $defs: { fieldWidget: { enum: string[] } } }).$defs.fieldWidget.enum;
    expect([...FIELD_NAMES].sort()).toEqual([...allowed].sort());
  });

  it('each name of an app field is a key of the theme’s widget registry', () => {
    // theme.tsx draws with antd-mobile (not loadable in a unit test), so its keys are read from the source.
    const theme = readFileSync('src/engine/kinds/form/theme.tsx', 'utf8');
    const registry = /export const widgets[^=]*=\s*\{([\s\S]*?)\n\};/.exec(theme)?.[1] ?? '';
    const keys = [...registry.matchAll(/^\s*(\w+)(?::|,)/gm)].map((m) => m[1]!);
    for (const name of APP_FIELDS) expect(keys, name).toContain(name);
  });
});
