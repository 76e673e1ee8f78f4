import pg from 'pg';
import { atMost, type Section } from './lib/figures';
import { median } from './lib/stats';

// Account enumeration by timing: a wrong password for a real account and any password for an account that does not
// exist must take the same time (the unknown user's password is checked against a dummy hash), or the answer's
// delay tells an attacker which phone numbers have accounts. Medians of interleaved logins, against the product's
// server process; the login guard's failure rows are cleared before each call, so no lockout or challenge path is
// taken on either side.

const KNOWN = '13800000003';
const PAIRS = 30;

export async function benchLoginTiming(base: string, databaseUrl: string, log: (m: string) => void): Promise<Section> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let n = 0;
  const time = async (account: string) => {
    await db.query('DELETE FROM login_attempt');
    const t0 = performance.now();
    const res = await fetch(`${base}/mobile/api/mobile/scm/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n++ & 255}` },
      body: JSON.stringify({ account, password: 'not-the-password' }),
    });
    const answer = (await res.json()) as { code?: number };
    const ms = performance.now() - t0;
    if (answer.code !== 1001) throw new Error(`login of ${account} answered ${res.status}/${answer.code}, not 1001 (wrong account or password)`);
    return ms;
  };
  try {
    await time(KNOWN); // the dummy hash of unknown users is made once, on the first unknown login
    await time('13899999999');
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      // Alternating which goes first, so drift of the machine's load falls on both alike.
      const name = `1389${String(i).padStart(7, '0')}`;
      if (i % 2) unknown.push(await time(name));
      known.push(await time(KNOWN));
      if (!(i % 2)) unknown.push(await time(name));
    }
    const [k, u] = [median(known), median(unknown)];
    const gap = Math.round((Math.abs(k - u) / Math.max(k, u)) * 1000) / 10;
    log(`login timing: wrong password median ${k.toFixed(1)} ms, unknown user median ${u.toFixed(1)} ms, gap ${gap} %`);
    return {
      title: 'Login: an unknown account takes as long as a wrong password',
      method:
        `${PAIRS} interleaved pairs of failed logins against the product's server process (demo data): a wrong password for ${KNOWN} ` +
        'and a password for a number without an account, alternating which goes first; the login guard\'s failure rows cleared before each. ' +
        'A real difference (an unknown account skipping the password hash) would be about 90 %.',
      figures: [
        atMost('gap between the medians', gap, 20, '%', `wrong password ${k.toFixed(1)} ms, unknown account ${u.toFixed(1)} ms`),
      ],
    };
  } finally {
    await db.end();
  }
}
