import Fastify, { type FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { preparedMarker } from '../server/db/connect';

// The yardstick of the API bench: a bare Fastify route on a plain pg pool that runs exactly the statements the
// product ran for the same request (captured from its query log: the session lookup, the page, the counts), with no
// guard, no schemas, no error handling. Statements the product prepares are prepared here too, the same way.

export interface CapturedQuery {
  sql: string;
  parameters: readonly unknown[];
}

export async function bareServer(databaseUrl: string, routes: { url: string; queries: CapturedQuery[] }[]): Promise<{ app: FastifyInstance; base: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  for (const route of routes) {
    const statements = route.queries.map((q) => ({
      text: q.sql,
      values: [...q.parameters],
      name: q.sql.startsWith(preparedMarker) ? `b_${createHash('sha1').update(q.sql).digest('hex').slice(0, 20)}` : undefined,
    }));
    app.post(route.url, async () => {
      const results: unknown[] = [];
      for (const s of statements) results.push((await pool.query(s)).rows);
      return { code: 0, message: '', data: { rows: results[results.length - 1], total: results.length } };
    });
  }
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
