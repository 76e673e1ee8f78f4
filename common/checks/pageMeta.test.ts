import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from './startupCheck';
import { checkPageFiles } from './pageMeta';
import { summaryReport } from './fixtures/pages';

// A page file against the meta-schema: each mistake an author makes is said once, at its pointer, with the nearest
// allowed name, not as the complaints of every form the value could have taken.

const meta = JSON.parse(fs.readFileSync(path.join(APP_ROOT, 'schemas/page.schema.json'), 'utf8')) as object;
const FILE = 'schemas/supplier/t.json';
const issuesOf = (page: object) => checkPageFiles(meta, [{ file: FILE, text: JSON.stringify(page, null, 2), json: page, set: 'supplier' }]).issues.map((i) => `${i.pointer}  ${i.message}`);
const withFormat = (format: unknown) => ({ ...summaryReport, columns: [{ field: 'name', label: '名称', format }] });

describe('page files against the meta-schema', () => {
  it('a misspelt format name: one issue with the nearest preset', () => {
    expect(issuesOf(withFormat('quantiy'))).toEqual(['/columns/0/format  "quantiy" is not allowed (did you mean "quantity"?)']);
  });

  it('a misspelt type of a format object: one issue at its type with the nearest type, not one per form of format', () => {
    expect(issuesOf(withFormat({ type: 'numbr', decimals: 1 }))).toEqual(['/columns/0/format/type  "numbr" is not allowed (did you mean "number"?)']);
    expect(issuesOf(withFormat({ type: 'enm', enum: 'poStatus' }))).toEqual(['/columns/0/format/type  "enm" is not allowed (did you mean "enum"?)']);
  });

  it('a format object of a known type keeps its own complaint: a required property misspelt is said once, as the misspelling', () => {
    expect(issuesOf(withFormat({ type: 'number', decimal: 1 }))).toEqual(['/columns/0/format/decimal  unknown property "decimal" (did you mean "decimals"?)']);
    expect(issuesOf(withFormat({ type: 'number', places: 1 }))).toEqual([
      '/columns/0/format  missing property "decimals"',
      expect.stringMatching(/^\/columns\/0\/format\/places  unknown property "places"; known: "type", "decimals"/),
    ]);
  });
});
