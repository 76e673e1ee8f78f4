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
  // The server prints how long its main() took (page-file check, database start, migrations, routes, listen);
  // the rest of the start is Node and tsx loading the code.
  const inMain: number[] = [];
  for (let i = 0; i < restarts; i++) {
    await server.stop();
    server = await startServer(dataDir, ports);
    again.push(server.startMs);
    const printed = /is running \(([\d.]+) s/.exec(server.output());
    if (printed) inMain.push(Number(printed[1]) * 1000);
    log(`start with existing data ${i + 1}/${restarts}: ${(server.startMs / 1000).toFixed(1)} s`);
  }
  const section: Section = {
    title: 'Start-up',
    method:
      `\`server/main.ts\` (what \`npm run serve\` runs) in a child process with its own data folder under ${path.dirname(dataDir)} and free ports; ` +
      `from spawn to the first 200 of GET /. Includes Node and tsx loading the server, the page-file check, starting the embedded PostgreSQL and migrations.`,
    figures: [
      atMost('first start with seeding (empty data folder)', round(firstMs / 1000, 1), 60, 's', seedLine[1] ? `of which seeding ${seedLine[1]} s` : undefined),
      atMost('cold start with existing data', round(median(again) / 1000, 1), 5, 's', `median of ${restarts}: ${again.map((x) => (x / 1000).toFixed(1)).join(', ')} s` +
        (inMain.length ? `; of the median, ${(median(inMain) / 1000).toFixed(1)} s in main() (page-file check, database, migrations, routes), the rest loading Node, tsx and the code` : '')),
    ],
  };
  return { section, server };
}
