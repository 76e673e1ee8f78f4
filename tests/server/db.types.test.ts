import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTypesText, schemaFile, typesFile } from '../../server/db/generateTypes';
import { databaseSchemaText } from '../../server/db/schemaText';
import { createTestContext, type TestContext } from '../support/testContext';

// Both files are written by `npm run db:types` from a database the migrations built; run it when a test fails
// because a new migration changed the schema on purpose.
describe('what the migrations build', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('is what server/db/types.ts describes (kysely-codegen run on the migrated database)', async () => {
    expect(fs.readFileSync(typesFile, 'utf8')).toBe(await databaseTypesText(ctx.db as Kysely<unknown>));
  });

  it('is the schema of server/db/schema.txt: migrations that ran on live databases build the same on new ones', async () => {
    expect(await databaseSchemaText(ctx.db as Kysely<unknown>)).toBe(fs.readFileSync(schemaFile, 'utf8'));
  });
});
