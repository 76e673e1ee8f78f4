// Columns every business table carries: the tenant, audit times and an optimistic-lock version
// (state changes are compare-and-set on `version`).
export const BIZ = `merchant_id bigint not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version int not null default 0`;

/** Splits a DDL script into statements; the scripts contain no semicolons except as terminators. */
export function statements(script: string): string[] {
  return script
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
