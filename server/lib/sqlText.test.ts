import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { joinText, text, verbatim } from './sqlText';

const compiled = (t: { parts: readonly string[]; values: readonly unknown[] }) => ({
  sql: t.parts.reduce((s, part, i) => (i ? `${s}$${i}${part}` : part)),
  values: t.values,
});

describe('text: SQL text and parameters without a query tree', () => {
  it('takes values as parameters, in order, and nested text as text', () => {
    const where = joinText([text`a.x = ${1}`, text`a.y = any(${[2, 3]}::smallint[])`], ' and ');
    const t = text`select ${verbatim('a.id')} from a where ${where} limit ${20} offset ${0}`;
    expect(compiled(t)).toEqual({ sql: 'select a.id from a where a.x = $1 and a.y = any($2::smallint[]) limit $3 offset $4', values: [1, [2, 3], 20, 0] });
  });

  it('keeps a value that looks like SQL a parameter', () => {
    expect(compiled(text`where name = ${"x' or 1=1 --"}`)).toEqual({ sql: 'where name = $1', values: ["x' or 1=1 --"] });
  });

  it('joins nothing to nothing and one piece to itself', () => {
    expect(compiled(joinText([], ' and '))).toEqual({ sql: '', values: [] });
    expect(compiled(joinText([text`b = ${5}`], ' and '))).toEqual({ sql: 'b = $1', values: [5] });
  });

  it('refuses a Kysely builder inside (it would be sent as a parameter)', () => {
    expect(() => text`x >= ${sql`now()`}`).toThrow(/Kysely builder/);
  });
});
