import pg from 'pg';

/** The newest purchase order of S001 (the bench account's supplier) in the given status: pages that show one. */
export async function anOrder(databaseUrl: string, status: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const r = await client.query<{ id: string }>(
      "select po.id from purchase_order po join supplier s on s.id = po.supplier_id where s.code = 'S001' and po.status = $1 order by po.id desc limit 1",
      [status],
    );
    if (!r.rows[0]) throw new Error(`S001 has no purchase order in status ${status}`);
    return Number(r.rows[0].id);
  } finally {
    await client.end();
  }
}
