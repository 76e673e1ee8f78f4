import { sql, type Kysely } from 'kysely';
import { statements } from './ddl';
import { partiesDdl } from './initial/parties';
import { itemsDdl } from './initial/items';
import { purchasingDdl } from './initial/purchasing';
import { financeDdl } from './initial/finance';
import { salesDdl } from './initial/sales';
import { workflowDdl } from './initial/workflow';

// The whole data model of domain.md §2 in one step; raw DDL reads closer to the design than the schema builder.
const scripts = [partiesDdl, itemsDdl, purchasingDdl, financeDdl, salesDdl, workflowDdl];

export async function up(db: Kysely<any>): Promise<void> {
  for (const script of scripts) {
    for (const stmt of statements(script)) await sql.raw(stmt).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [...scripts].reverse().flatMap((s) => [...s.matchAll(/create table (\w+)/g)].map((m) => m[1]).reverse());
  for (const t of tables) await sql.raw(`drop table if exists ${t} cascade`).execute(db);
}
