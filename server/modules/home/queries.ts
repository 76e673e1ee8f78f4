import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { businessToday } from '../../lib/businessDay';
import type { SupplierScope } from '../purchase/scope';

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
      from purchase_order
     where supplier_id = ${scope.supplierId} and merchant_id = ${scope.merchantId} and status = 2
    union all
    select 'due', count(*)::int, coalesce(sum(total_amount), 0)::numeric(18,2)::text
      from purchase_order
     where supplier_id = ${scope.supplierId} and merchant_id = ${scope.merchantId} and status in (2, 3, 5)
       and coalesce(promised_date, expected_date) = ${businessToday()}::date`.execute(db);
  return {
    awaitingConfirm: attention(rows.find((r) => r.kind === 'await')),
    dueToday: attention(rows.find((r) => r.kind === 'due')),
  };
}

export async function returnsAttention(db: Kysely<Database>, scope: SupplierScope): Promise<Attention> {
  const { rows } = await sql<CountRow>`
    select count(*)::int as n, coalesce(sum(total_amount), 0)::numeric(18,2)::text as amount
      from purchase_out
     where supplier_id = ${scope.supplierId} and merchant_id = ${scope.merchantId} and status = 2`.execute(db);
  return attention(rows[0]);
}

export async function statementsAttention(db: Kysely<Database>, scope: SupplierScope): Promise<Attention> {
  const { rows } = await sql<CountRow>`
    select count(*)::int as n, coalesce(sum(payable_amount), 0)::numeric(18,2)::text as amount
      from reconciliation
     where supplier_id = ${scope.supplierId} and merchant_id = ${scope.merchantId} and status = 0`.execute(db);
  return attention(rows[0]);
}
