import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from '../apiBenchDb';
import type { Section } from './figures';
import { loadLine } from './machine';

type Bench = (databaseUrl: string, scale: string, log: (m: string) => void) => Promise<Section>;

/**
 * `npx tsx bench/<file>.ts [scale]`: the file's sections alone, on the bench database of the scale (seeded once, then
 * reused; BENCH_DATABASE_URL for a server of one's own), each printed with the load average before and after rather
 * than written to bench/results.md. Nothing happens when the file is imported (bench/run.ts runs the sections then).
 */
export async function runAlone(moduleUrl: string, name: string, benches: Bench[]): Promise<void> {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const scale = process.argv[2] ?? 'large';
  const log = (m: string) => console.log(`[${name} ${new Date().toISOString().slice(11, 19)}] ${m}`);
  const bdb = await openBenchDatabase(scale, log);
  try {
    for (const bench of benches) {
      log(`load average before: ${loadLine()}`);
      const section = await bench(bdb.url, scale, log);
      const figures = section.figures.map((f) => JSON.stringify(f));
      console.log([`## ${section.title}`, section.method, ...figures, ...(section.details ?? []), `load average after: ${loadLine()}`].join('\n'));
    }
  } finally {
    await bdb.close();
  }
}
