import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTypesText, typesFile } from '../../server/db/generateTypes';
import { createTestContext, type TestContext } from '../support/testContext';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('server/db/types.ts', () => {
  it('is what kysely-codegen generates from the migrated database (run `npm run db:types` when this fails)', async () => {
    const expected = await databaseTypesText(ctx.db as Kysely<unknown>);
    expect(fs.readFileSync(typesFile, 'utf8')).toBe(expected);
  });
});
