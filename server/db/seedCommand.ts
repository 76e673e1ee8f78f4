/**
 * npm run seed [-- --scale demo|large|test] [--reset]
 * Seeds the database the server uses (embedded PostgreSQL under ./data, or DATABASE_URL).
 */
import { openDatabase } from './connect';
import { isSeeded, seed, type Scale } from './seed/index';
import { truncateAll } from './seed/reset';

const scales: Scale[] = ['demo', 'large', 'test'];

function parseArgs(argv: string[]): { scale: Scale; reset: boolean } {
  let scale: Scale = 'demo';
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--reset') reset = true;
    else if (a === '--scale' || a.startsWith('--scale=')) {
      const v = a.includes('=') ? a.slice('--scale='.length) : argv[++i];
      if (!scales.includes(v as Scale)) throw new Error(`--scale must be one of ${scales.join(', ')} (got ${v ?? 'nothing'})`);
      scale = v as Scale;
    } else if (a === '--help' || a === '-h') {
      console.log('usage: npm run seed [-- --scale demo|large|test] [--reset]');
      process.exit(0);
    } else throw new Error(`unknown option ${a}; usage: npm run seed [-- --scale demo|large|test] [--reset]`);
  }
  return { scale, reset };
}

async function main(): Promise<number> {
  const { scale, reset } = parseArgs(process.argv.slice(2));
  const database = await openDatabase((m) => console.log(`[db] ${m}`));
  try {
    if (await isSeeded(database.db)) {
      if (!reset) {
        console.error('The database already holds data; nothing was changed.');
        console.error('To wipe it and seed again: npm run seed -- --reset' + (scale === 'demo' ? '' : ` --scale ${scale}`));
        return 1;
      }
      console.log('[seed] --reset: emptying every table…');
      await truncateAll(database.db);
    }
    const started = Date.now();
    await seed(database.db, { scale, log: (m) => console.log(`[seed] ${m}`) });
    console.log(`[seed] ${scale} data ready in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.url.replace(/\/\/[^@]*@/, '//')})`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
