import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPrintTemplates } from './printTemplates';
import type { ResolvedPage } from './pageIdentity';
import type { RouteLike } from './routeIndex';

// The print template check passes on the real templates and fails on each kind of mistake.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'print-templates-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
fs.mkdirSync(path.join(root, 'schemas/print'), { recursive: true });
fs.copyFileSync('schemas/print/template.schema.json', path.join(root, 'schemas/print/template.schema.json'));
const write = (name: string, json: unknown): void => fs.writeFileSync(path.join(root, 'schemas/print', name), JSON.stringify(json, null, 2));

const page = (templates: string[]): ResolvedPage =>
  ({
    file: 'schemas/supplier/x.detail.json',
    text: JSON.stringify({ actions: [{ templates }] }),
    page: { kind: 'detail', api: { url: '/scm/x/detail/{{id}}', method: 'GET' }, actions: [{ id: 'print', type: 'print', label: 'P', templates }] },
  }) as unknown as ResolvedPage;
const routes = [
  { method: 'GET', url: '/scm/x/detail/:id', schema: { response: { type: 'object', properties: { sheetNo: { type: 'string' }, lines: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } } } },
] as unknown as RouteLike[];

describe('print template check', () => {
  it('the real templates pass', () => {
    expect(checkPrintTemplates('.', [], undefined)).toEqual([]);
  });

  it('reports a template off its meta-schema, a wrong id, a missing template and an unknown field', () => {
    write('good.json', { id: 'good', title: 'G', kind: 'receipt', blocks: [{ type: 'text', value: '{{sheetNo}}' }, { type: 'repeat', over: 'lines', blocks: [{ type: 'text', value: '{{name}} {{sheetNo}}' }] }] });
    write('bad-block.json', { id: 'bad-block', title: 'B', kind: 'receipt', blocks: [{ type: 'text' }] });
    write('renamed.json', { id: 'other', title: 'R', kind: 'receipt', blocks: [] });
    write('typo.json', { id: 'typo', title: 'T', kind: 'receipt', blocks: [{ type: 'repeat', over: 'lines', blocks: [{ type: 'text', value: '{{nmae}}' }] }] });
    // bad-block and renamed, before any page names them
    expect(checkPrintTemplates(root, [page(['good'])], routes).map((i) => i.file)).toEqual(['schemas/print/bad-block.json', 'schemas/print/renamed.json']);
    const issues = checkPrintTemplates(root, [page(['good', 'missing', 'typo'])], routes).map((i) => `${i.file} ${i.message}`);
    expect(issues).toContain('schemas/print/bad-block.json missing property "value"');
    expect(issues.some((m) => m.includes('id "other" differs from the file name'))).toBe(true);
    expect(issues.some((m) => m.includes('print template "missing" does not exist'))).toBe(true);
    expect(issues.some((m) => m.includes('binds "lines[].nmae"'))).toBe(true);
    expect(issues).toHaveLength(4);
  });
});
