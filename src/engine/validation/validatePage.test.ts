import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lineOfParseError, lineOfPointer } from '../../../common/validation/jsonLocate';
import { checkPageText } from './validatePage';

// What the app does with a page file before drawing it (the dev path compiles the meta-schema with ajv;
// production uses the precompiled validator, compared with it in schemaTypes.test.ts).

const good = fs.readFileSync('schemas/supplier/purchase-order.list.json', 'utf8');

describe('checkPageText', () => {
  it('accepts a real page file', async () => {
    const r = await checkPageText(good);
    expect(r.ok).toBe(true);
  });

  it('explains a wrong value with pointer and line', async () => {
    const text = good.replace('"format": "quantity"', '"format": "qnty7"');
    const r = await checkPageText(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toHaveLength(1);
    const p = r.problems[0]!;
    expect(p.pointer).toMatch(/^\/columns\/\d+\/format$/);
    expect(p.message).toMatch(/^must be one of: "text", "amount"/);
    expect(text.split('\n')[p.line! - 1]).toContain('"qnty7"');
    // a word authors write for a format named otherwise: the format meant
    const qty = await checkPageText(good.replace('"format": "quantity"', '"format": "qty"'));
    expect(qty.ok ? [] : qty.problems.map((x) => x.message)).toEqual(['"qty" is not allowed (did you mean "quantity"?)']);
  });

  it('keeps to the alternative an object was meant to be', async () => {
    const text = good.replace('"format": { "type": "enum", "enum": "poStatus" }, "card": "badge"', '"format": { "type": "enum", "enumName": "poStatus" }, "card": "badge"');
    const r = await checkPageText(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.message)).toEqual(['missing property "enum"', 'unknown property "enumName"; known: "type", "enum"']);
  });

  it('reports text that is not JSON, with its line', async () => {
    const r = await checkPageText('{\n  "id": "x",\n  "kind": list\n}');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0]!.message).toMatch(/^not valid JSON/);
      expect(r.problems[0]!.line).toBe(3);
    }
  });
});

describe('locating JSON pointers', () => {
  const text = '{\n  "a": [\n    { "b": 1 },\n    {\n      "c~/d": "x"\n    }\n  ],\n  "e": {}\n}';
  it('finds the line of a value', () => {
    expect(lineOfPointer(text, '')).toBe(1);
    expect(lineOfPointer(text, '/a')).toBe(2);
    expect(lineOfPointer(text, '/a/0/b')).toBe(3);
    expect(lineOfPointer(text, '/a/1/c~0~1d')).toBe(5);
    expect(lineOfPointer(text, '/e')).toBe(8);
    expect(lineOfPointer(text, '/nope')).toBeNull();
  });
  it('reads the position out of JSON.parse messages', () => {
    expect(lineOfParseError('{\n\n x', 'Unexpected token x in JSON at position 4')).toBe(3);
    expect(lineOfParseError('', 'Expected property name (line 7 column 2)')).toBe(7);
  });
});

describe('finding JSON syntax errors without the engine saying where', () => {
  it.each([
    ['{\n  "a": 1,\n  "b": x\n}', 3],
    ['{\n  "a": [1, 2,]\n}', 2],
    ['{\n  "a": 1\n  "b": 2\n}', 3],
    ['{\n  "a": "unterminated\n}', 2],
  ])('%#', (text, line) => {
    expect(lineOfParseError(text, 'Unexpected token')).toBe(line);
  });
  it('finds nothing in valid JSON', () => {
    expect(lineOfParseError(good, 'x')).toBeNull();
  });
});
