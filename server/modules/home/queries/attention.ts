import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { businessToday } from '../../../lib/businessDay';
import { ownedBySql, type SupplierScope } from '../../../lib/scope';

export interface Attention {
  count: number;
  amount: string;
}

interface CountRow {
  n: number;
  amount: string;
}

const attention = (r: CountRow | undefined): Attention => ({ count: Number(r?.n ?? 0), amount: r?.amount ?? '0.00' });

/** Orders awaiting the supplier's answer, and open orders due for delivery today (promised date, else expected). */
export async function orderAttention(db: Kysely<Database>, scope: SupplierScope) {
  const { rows } = await sql<CountRow & { kind: string }>`
    select 'await' as kind, count(*)::int as n, coalesce(sum(total_amount), 0)::numeric(18,2)::text as amount
      from purchase_order po
     where ${ownedBySql('po', scope)} and status = 2
    union all
    select 'due', count(*)::int, coalesce(sum(total_amount), 0)::numeric(18,2)::text
      from purchase_order po
     where ${ownedBySql('po', scope)} and status in (2, 3, 5)
       and coalesce(promised_date, expected_date) = ${businessToday()}::date`.execute(db);
  return {
    awaitingConfirm: attention(rows.find((r) => r.kind === 'await')),
    dueToday: attention(rows.find((r) => r.kind === 'due')),
  };
}

/** Documents of one kind in the status where they wait for the supplier: how many, and their amount. */
function waiting(table: 'purchase_out' | 'reconciliation', amountColumn: 'total_amount' | 'payable_amount', status: number) {
  return async (db: Kysely<Database>, scope: SupplierScope): Promise<Attention> => {
    const { rows } = await sql<CountRow>`
      select count(*)::int as n, coalesce(sum(${sql.ref(amountColumn)}), 0)::numeric(18,2)::text as amount
        from ${sql.table(table)} d
       where ${ownedBySql('d', scope)} and status = ${status}`.execute(db);
    return attention(rows[0]);
  };
}

/** Returns the chain asks the supplier to agree to (2). */
export const returnsAttention = waiting('purchase_out', 'total_amount', 2);
/** Statements awaiting the supplier's confirmation (0). */
export const statementsAttention = waiting('reconciliation', 'payable_amount', 0);
