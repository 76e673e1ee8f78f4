import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { distributionColumnOf, merchantDistributed, referenceTables, supplierDistributed } from '../../../server/db/distribution';

/**
 * The two halves of "ready for Citus" (docs/scaling.md, step 4), as checks that return what is wrong:
 * - catalogueGaps: the schema, read from pg_catalog, against server/db/distribution.ts;
 * - statementGaps: one statement, read from its plan (EXPLAIN VERBOSE, with its own parameters), must name the tenant
 *   column of each distributed table it scans: in the scan's own conditions or in a join above it. A line table
 *   joined to its header by id alone (`l.order_id = o.id` without `l.supplier_id = o.supplier_id`) has neither;
 * - chainStatementGaps: the same plan read by the chain side's rule (a buyer's or the boss's statement): supplier
 *   documents may be read across suppliers, but within one merchant.
 * And captureStatements: what the pg driver sends to one database, taken as it is sent.
 */

type Db = Kysely<any>;

const distributed = [...supplierDistributed, ...merchantDistributed] as string[];

/** Everything the catalogue says that Citus would refuse for the groups of server/db/distribution.ts. */
export async function catalogueGaps(db: Db): Promise<string[]> {
  const gaps: string[] = [];
  const columns = await sql<{ table: string; column: string; notnull: boolean }>`
    select c.relname as table, a.attname as column, a.attnotnull as notnull
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      and a.attname in ('supplier_id', 'merchant_id')`.execute(db);
  for (const table of distributed) {
    const column = distributionColumnOf(table)!;
    const found = columns.rows.find((r) => r.table === table && r.column === column);
    if (!found) gaps.push(`${table}: no ${column}`);
    else if (!found.notnull) gaps.push(`${table}.${column} may be null`);
  }
  // Primary keys, unique constraints and unique indexes (partial ones too): each must hold the distribution column.
  const uniques = await sql<{ table: string; name: string; primary: boolean; columns: string[] | null }>`
    select c.relname as table, ic.relname as name, i.indisprimary as primary,
      (select array_agg(a.attname::text order by a.attnum) from pg_attribute a where a.attrelid = c.oid and a.attnum = any(i.indkey)) as columns
    from pg_index i join pg_class c on c.oid = i.indrelid join pg_class ic on ic.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and i.indisunique`.execute(db);
  for (const table of distributed) {
    const column = distributionColumnOf(table)!;
    const own = uniques.rows.filter((u) => u.table === table);
    if (!own.some((u) => u.primary)) gaps.push(`${table}: no primary key`);
    for (const u of own) if (!(u.columns ?? []).includes(column)) gaps.push(`${table}: ${u.primary ? 'primary key' : 'unique index'} ${u.name} (${(u.columns ?? ['an expression']).join(', ')}) lacks ${column}`);
  }
  const fks = await sql<{ table: string; name: string; target: string; columns: string[]; targetColumns: string[] }>`
    select c.relname as table, k.conname as name, t.relname as target,
      array(select a.attname::text from unnest(k.conkey) with ordinality u(n, o) join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.o) as columns,
      array(select a.attname::text from unnest(k.confkey) with ordinality u(n, o) join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.o) as "targetColumns"
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class t on t.oid = k.confrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and k.contype = 'f'`.execute(db);
  const reference = new Set<string>(referenceTables);
  for (const fk of fks.rows) {
    const from = distributionColumnOf(fk.table);
    const to = distributionColumnOf(fk.target);
    if (to && !from) gaps.push(`${fk.table} → ${fk.target} (${fk.name}): a table outside the group points at a distributed one`);
    else if (from && to && from !== to) gaps.push(`${fk.table} → ${fk.target} (${fk.name}): between two co-location groups`);
    else if (from && to) {
      const at = fk.columns.indexOf(from);
      if (at < 0 || fk.targetColumns[at] !== to) gaps.push(`${fk.table} → ${fk.target} (${fk.name}): (${fk.columns.join(', ')}) → (${fk.targetColumns.join(', ')}) does not pair ${from} with ${to}`);
    } else if (from && !reference.has(fk.target)) gaps.push(`${fk.table} → ${fk.target} (${fk.name}): points at a table that is neither distributed nor a reference table`);
  }
  return gaps;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  Plans?: PlanNode[];
  [key: string]: unknown;
}

/** The conditions a node states itself: filters, index, hash, merge and join conditions. */
function conditionsOf(node: PlanNode): string[] {
  return Object.entries(node)
    .filter(([k, v]) => typeof v === 'string' && /(Cond|Filter)$/.test(k))
    .map(([, v]) => v as string);
}

/** Bitmap heap scans state their index conditions on the bitmap index scans below them. */
function bitmapConditions(node: PlanNode): string[] {
  return (node.Plans ?? []).filter((p) => /^Bitmap/.test(p['Node Type']) && !p['Relation Name']).flatMap((p) => [...conditionsOf(p), ...bitmapConditions(p)]);
}

/** One side of an equality in a plan's condition: a column (alias.column), or a value the statement is given. */
const term = String.raw`(?:"?[a-z_][a-z_0-9]*"?\."?[a-z_][a-z_0-9]*"?|\$\d+|'[^']*'(?:::[a-z ]+(?:\[\])?)?|\d+|\(InitPlan \d+\)\.col\d+)`;
const equality = new RegExp(String.raw`(${term})\)?(?:::[a-z ]+)?\s*=\s*(?:ANY\s*\(\s*)?\(?(${term})`, 'gi');
const isColumn = (t: string) => /^"?[a-z_][a-z_0-9]*"?\."?[a-z_][a-z_0-9]*"?$/i.test(t);
const VALUE = '(a value)';

interface Scan {
  relation: string;
  alias: string;
}

/**
 * What a plan ties to the statement's values: the tables it scans (with their aliases) and the classes of columns
 * made equal by its equalities (`l.supplier_id = o.supplier_id`, `o.supplier_id = $1`), a value being any parameter,
 * constant or sub-plan result. `tied(alias, column)` says whether that column is equal to a value.
 */
function planTies(plan: PlanNode): { scans: Scan[]; same(a: string, b: string): boolean; tied(alias: string, column: string): boolean } {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    const p = parent.get(x) ?? x;
    if (p === x) return x;
    const root = find(p);
    parent.set(x, root);
    return root;
  };
  const union = (a: string, b: string) => parent.set(find(a), find(b));
  const key = (t: string) => (isColumn(t) ? t.replace(/"/g, '') : VALUE);
  const scans: Scan[] = [];
  const walk = (node: PlanNode) => {
    for (const c of [...conditionsOf(node), ...bitmapConditions(node)]) {
      for (const m of c.matchAll(equality)) union(key(m[1]), key(m[2]));
    }
    const relation = node['Relation Name'];
    // An insert, update or delete names its table on the ModifyTable node; the rows it changes come from the scan below.
    if (relation && node['Node Type'] !== 'ModifyTable') scans.push({ relation, alias: node.Alias ?? relation });
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return { scans, same: (a, b) => find(a) === find(b), tied: (alias, column) => find(`${alias}.${column}`) === find(VALUE) };
}

const gapText = (s: Scan, columns: string, what: string) => `${s.relation} ${s.alias} is read without ${columns} tied to the statement's tenant${what ? ` in ${what}` : ''}`;

/**
 * The supplier side's rule. Each distributed table the plan scans whose tenant column is not tied to a value the
 * statement is given: by an equality in the scan's own conditions (`l.supplier_id = $1`), or through equalities
 * between tenant columns anywhere in the plan (`l.supplier_id = o.supplier_id` with `o.supplier_id = $1`). A line
 * joined to its header by id alone has no such chain; neither has a table read by a join on another column only.
 * `what` names the statement.
 */
export function planGaps(plan: PlanNode, what = ''): string[] {
  const { scans, tied } = planTies(plan);
  return scans.flatMap((s) => {
    const column = distributionColumnOf(s.relation);
    return column && !tied(s.alias, column) ? [gapText(s, `${s.alias}.${column}`, what)] : [];
  });
}

/**
 * The chain side's rule (buyer and boss sessions): their user reads across the suppliers of one merchant on purpose.
 * A merchant's table must have merchant_id tied, as on the supplier side. A supplier document is one shard with its
 * supplier_id tied, and a multi-shard read of the merchant (allowed) with its merchant scope: its own merchant_id tied,
 * or its supplier_id equal to the supplier of a row whose merchant_id is tied (a line joined to its header on the
 * tenant column, a document joined to `supplier` with the merchant), a supplier belonging to one merchant. Reading
 * supplier documents without either reads across merchants.
 */
export function chainPlanGaps(plan: PlanNode, what = ''): string[] {
  const { scans, same, tied } = planTies(plan);
  // The supplier ids of rows scoped to a merchant: a supplier document's, or the supplier table's own id.
  const scoped = scans.filter((s) => tied(s.alias, 'merchant_id')).map((s) => `${s.alias}.${s.relation === 'supplier' ? 'id' : 'supplier_id'}`);
  return scans.flatMap((s) => {
    const column = distributionColumnOf(s.relation);
    if (column === 'merchant_id') return tied(s.alias, column) ? [] : [gapText(s, `${s.alias}.merchant_id`, what)];
    if (column !== 'supplier_id' || tied(s.alias, 'supplier_id') || tied(s.alias, 'merchant_id')) return [];
    return scoped.some((c) => same(c, `${s.alias}.supplier_id`)) ? [] : [gapText(s, `${s.alias}.merchant_id (or its supplier's)`, what)];
  });
}

/** A statement a sweep finds without its tenant on purpose: its tables, its SQL, and why. */
export interface Excuse {
  tables: string[];
  sql: RegExp;
  why: string;
}

/** The entry of `list` that excuses `relation` read in `text`, if any. */
const excuseIn = (list: Excuse[]) => (relation: string, text: string) => list.find((a) => a.tables.includes(relation) && a.sql.test(text.trim()));

/** System work that runs beside either sweep, over every supplier of every chain that turned it on: not a route. */
const autoConfirm: Excuse = {
  tables: ['reconciliation'],
  sql: /^update "reconciliation" as "r" set "status" = \$1, "auto_confirmed" = /,
  why: 'the periodic job that auto-confirms statements past their deadline (server/modules/finance/autoConfirm.ts; not a route, it runs beside the sweep)',
};

/**
 * Statements that read or write across every supplier of a chain on purpose. On Citus they are multi-shard (run on
 * every worker in parallel): correct, and rare enough to list one by one with the reason. A gap of the sweep is
 * excused only by an entry naming its table and matching its SQL.
 */
export const acrossSuppliers: Excuse[] = [
  {
    tables: ['new_item_application', 'self_replenish', 'purchase_order', 'purchase_in', 'asn'],
    sql: /^select max\(substr\(sheet_no, \$\d+\)::int\) as n from "[a-z_]+"\s+where merchant_id = \$\d+ and sheet_no like /,
    why: 'the first sheet number of a key and day (server/lib/sheetNumbers.ts) starts after the highest the merchant\'s documents hold, over every supplier: read once, when its counter row is made',
  },
  { tables: ['new_item_application'], sql: /from new_item_application where merchant_id = \$\d+ and "name" = /, why: 'a new product\'s name must be free in the whole chain' },
  { tables: ['new_item_application'], sql: /from new_item_application where merchant_id = \$\d+ and plu_code = /, why: 'a PLU code must be free in the whole chain' },
  autoConfirm,
];

/** The entry that excuses `relation` read without its tenant in `text`, if any. */
export const excused = excuseIn(acrossSuppliers);

/**
 * Statements of the chain side's sweep that read across merchants on purpose: system work that runs beside the
 * sweep, over every chain. A gap of that sweep is excused only by an entry naming its table and matching its SQL.
 */
export const acrossMerchants: Excuse[] = [autoConfirm];

/** The entry that excuses `relation` read without the merchant's scope in `text`, if any. */
export const excusedAcrossMerchants = excuseIn(acrossMerchants);

/** The statements worth a plan: reads and writes, not transaction control or settings. */
export const isQuery = (text: string) => /^\s*(\/\*.*?\*\/\s*)*(select|with|insert|update|delete)\b/is.test(text);

/** The plan of one statement with its parameters, made by the database (nothing runs). */
async function planOf(client: pg.ClientBase, text: string, values: unknown[]): Promise<PlanNode> {
  const r = await client.query(`explain (verbose, format json) ${text}`, values);
  return (r.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0].Plan;
}

/** planGaps of one statement of a supplier session, with its parameters. */
export async function statementGaps(client: pg.ClientBase, text: string, values: unknown[] = []): Promise<string[]> {
  return planGaps(await planOf(client, text, values));
}

/** chainPlanGaps of one statement of a buyer's or the boss's session, with its parameters. */
export async function chainStatementGaps(client: pg.ClientBase, text: string, values: unknown[] = []): Promise<string[]> {
  return chainPlanGaps(await planOf(client, text, values));
}

export interface Captured {
  text: string;
  values: unknown[];
}

/**
 * Every statement the pg driver sends to `database` until `stop()` (every pool and client of this process, so
 * transactions and report sessions too), handed to `take` with its parameters as sent.
 */
export function captureStatements(database: string, take: (s: Captured) => void): { stop(): void } {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: { database?: string }, ...args: unknown[]) {
    if (this.database === database) {
      const [first, second] = args;
      if (typeof first === 'string') take({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string') {
        const q = first as { text: string; values?: unknown[] };
        take({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
      }
    }
    return original.apply(this, args);
  };
  return { stop: () => void (proto.query = original) };
}
