import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enumsNamedBy } from '../../common/page/pageParts';
import type { PageSchema } from '../../common/page/schemaTypes';
import { pageModuleCode } from '../../scripts/build/pageModules';
import { chunkOf, closureFiles, readChunks, SCHEMA_FRAME } from '../../scripts/build/routeBytes';

// In a build the app's formatters start with no status or reason lists (scripts/build/pageEnums.ts): each page module
// brings the lists its page names. A list a page names but its module leaves out would show a bare code (2 instead of
// 已确认), so what "names" means is held to the meta-schema, and every page file's module to its page.

const root = path.resolve('.');
const enums = JSON.parse(fs.readFileSync('schemas/enums.json', 'utf8')) as Record<string, unknown>;
const pageFiles = ['supplier', 'buyer', 'boss'].flatMap((set) =>
  fs.readdirSync(path.join('schemas', set)).filter((f) => f.endsWith('.json')).map((f) => `schemas/${set}/${f}`),
);

/** The JSON pointers of the meta-schema that take a list's name. */
function enumNameSlots(node: unknown, pointer = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => enumNameSlots(v, `${pointer}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && v === '#/$defs/enumName' ? [pointer] : enumNameSlots(v, `${pointer}/${k}`)));
}

describe('the status and reason lists a built page brings', () => {
  it('are named by an `enum` key wherever the page format takes a list (what enumsNamedBy reads)', () => {
    const slots = enumNameSlots(JSON.parse(fs.readFileSync('schemas/page.schema.json', 'utf8')));
    expect(slots.length).toBeGreaterThan(3);
    expect(slots.filter((p) => !p.endsWith('/properties/enum'))).toEqual([]);
  });

  it.each(pageFiles)('%s: its module provides every list the page names', (file) => {
    const page = JSON.parse(fs.readFileSync(file, 'utf8')) as PageSchema;
    const code = pageModuleCode(root, path.resolve(file), fs.readFileSync(file, 'utf8'));
    const provided = /provideEnums\((.*)\);/.exec(code);
    const names = enumsNamedBy(page);
    if (!names.length) return expect(provided).toBeNull();
    expect(JSON.parse(provided![1]!)).toEqual(Object.fromEntries(names.map((n) => [n, enums[n]])));
  });

  it('the engine frame of every schema route carries none of them (build `npm test` makes first)', () => {
    const chunks = readChunks(path.resolve('dist'));
    const frame = [...closureFiles(chunks, SCHEMA_FRAME)].filter((f) => f.endsWith('.js'));
    const text = frame.map((f) => fs.readFileSync(path.resolve('dist', f), 'utf8')).join('\n');
    expect(text).not.toContain('enums.schema.json');
    // …while the purchase-order list's own module brings the order statuses.
    const module = fs.readFileSync(path.resolve('dist', chunkOf(chunks, 'schemas/supplier/purchase-order.list.json?page')), 'utf8');
    expect(module).toMatch(/poStatus/);
  });
});
