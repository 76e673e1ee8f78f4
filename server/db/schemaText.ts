import { sql, type Kysely } from 'kysely';

/**
 * The schema the migrations build, as text: every table's columns (in order, with type, nullability and default),
 * constraints, indexes, views, functions (their whole definition), triggers and comments. Sequence values and
 * rows are not in it, so a seeded database reads the same as an empty one.
 *
 * server/db/schema.txt is this text for the migrated database (`npm run db:types` writes it beside types.ts), and
 * tests/server/db.types.test.ts compares it with what the migrations build today. A migration that has run on a
 * live database must keep producing the same schema on a new one, also when the helpers it shares with other
 * migrations change: that test fails when they do not.
 */
export async function databaseSchemaText(db: Kysely<unknown>): Promise<string> {
  const sections: Array<[title: string, query: ReturnType<typeof sql<{ line: string }>>]> = [
    ['columns', sql`
      select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
             || case when a.attnotnull then ' not null' else '' end
             || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') as line
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
       order by c.relname, a.attnum`],
    ['constraints', sql`
      select c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) as line
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public'
       order by c.relname, k.conname`],
    ['indexes', sql`select indexdef as line from pg_indexes where schemaname = 'public' order by tablename, indexname`],
    ['views', sql`select viewname || ': ' || definition as line from pg_views where schemaname = 'public' order by viewname`],
    ['functions', sql`
      select pg_get_functiondef(p.oid) as line
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
       order by p.proname, pg_get_function_identity_arguments(p.oid)`],
    ['triggers', sql`
      select pg_get_triggerdef(t.oid) as line
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and not t.tgisinternal
       order by c.relname, t.tgname`],
    ['comments', sql`
      select c.relname || coalesce('.' || a.attname, '') || ': ' || d.description as line
        from pg_description d
        join pg_class c on c.oid = d.objoid and d.classoid = 'pg_class'::regclass
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid and d.objsubid > 0
       where n.nspname = 'public'
       order by c.relname, d.objsubid`],
  ];
  const parts: string[] = [];
  for (const [title, query] of sections) {
    const { rows } = await query.execute(db);
    const lines = rows.map((r) => r.line).filter((line) => !/\bkysely_migration(_lock)?\b/.test(line));
    parts.push(`-- ${title}\n${lines.join('\n')}`);
  }
  return `${parts.join('\n\n')}\n`;
}
