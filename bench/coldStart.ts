import fs from 'node:fs';
import path from 'node:path';
import { startServer, type RunningServer, type ServerPorts } from './lib/appServer';
import { atMost, type Section } from './lib/figures';
import { median, round } from './lib/stats';

// Start-up as a user meets it (`npm run serve`, server/main.ts): from spawning the process to the first answer of
// GET /. The first start on an empty data folder creates the embedded PostgreSQL and seeds the demo data; later
// starts find the data. The last start is left running for the other benches.

export async function benchColdStart(dataDir: string, ports: ServerPorts, restarts: number, log: (m: string) => void): Promise<{ section: Section; server: RunningServer }> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  let server = await startServer(dataDir, ports);
  const firstMs = server.startMs;
  const seedLine = /demo data seeded in ([\d.]+) s/.exec(server.output()) ?? [];
  log(`first start with seeding: ${(firstMs / 1000).toFixed(1)} s`);
  const again: number[] = [];
  for (let i = 0; i < restarts; i++) {
    await server.stop();
    server = await startServer(dataDir, ports);
    again.push(server.startMs);
    log(`start with existing data ${i + 1}/${restarts}: ${(server.startMs / 1000).toFixed(1)} s`);
  }
  const section: Section = {
    title: 'Start-up',
    method:
      `\`server/main.ts\` (what \`npm run serve\` runs) in a child process with its own data folder under ${path.dirname(dataDir)} and free ports; ` +
      `from spawn to the first 200 of GET /. Includes Node and tsx loading the server, the page-file check, starting the embedded PostgreSQL and migrations.`,
    figures: [
      atMost('first start with seeding (empty data folder)', round(firstMs / 1000, 1), 60, 's', seedLine[1] ? `of which seeding ${seedLine[1]} s` : undefined),
      atMost('cold start with existing data', round(median(again) / 1000, 1), 5, 's', `median of ${restarts}: ${again.map((x) => (x / 1000).toFixed(1)).join(', ')} s`),
    ],
  };
  return { section, server };
}
