import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseTypesText, typesFile } from '../../server/db/generateTypes';
import { createTestContext } from '../support/testContext';

describe('server/db/types.ts', () => {
  it('is what kysely-codegen generates from the migrated database (run `npm run db:types` when this fails)', async () => {
    const ctx = await createTestContext();
    try {
      expect(fs.readFileSync(typesFile, 'utf8')).toBe(await databaseTypesText(ctx.db as Kysely<unknown>));
    } finally {
      await ctx.close();
    }
  });
});
