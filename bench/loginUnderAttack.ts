import { atMost, info, type Section } from './lib/figures';
import { benchAccount } from './lib/session';
import { percentile } from './lib/stats';

// Login while an account is attacked (quality.md §5 goal 10): 1,000 wrong passwords against another account, sent
// as fast as 20 connections allow, each from its own address (a botnet: per-address limits do not stop it), while
// real users log in to the bench account from their own addresses. Against the product's server process.

const VICTIM = '13800000002';

async function login(base: string, body: unknown, ip: string): Promise<{ ms: number; status: number; code: number; deviceToken?: string }> {
  const t = performance.now();
  const res = await fetch(`${base}/mobile/api/mobile/scm/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { code?: number; data?: { deviceToken?: string } };
  return { ms: performance.now() - t, status: res.status, code: answer.code ?? -1, deviceToken: answer.data?.deviceToken };
}

const address = (n: number, net: number) => `10.${net}.${(n >> 8) & 255}.${n & 255}`;

export async function benchLoginUnderAttack(base: string, log: (m: string) => void): Promise<Section> {
  // Each real user has logged in on their phone before: it holds the device token of that login (loginPolicy).
  const devices: string[] = [];
  for (let u = 0; u < 4; u++) {
    const first = await login(base, benchAccount, address(u, 3));
    if (first.code !== 0 || !first.deviceToken) throw new Error(`a real user's first login failed: ${first.status}/${first.code}`);
    devices.push(first.deviceToken);
  }
  // The same users without an attack, for 3 s: what a login costs on this machine at all.
  const quiet: number[] = [];
  const quietUntil = performance.now() + 3000;
  await Promise.all(devices.map(async (token, u) => {
    for (let n = 0; performance.now() < quietUntil; n++) {
      const r = await login(base, { ...benchAccount, deviceTokens: [token] }, address(1000 * (u + 1) + n, 4));
      if (r.code === 0) quiet.push(r.ms);
    }
  }));
  let sent = 0;
  let attackDone = false;
  const answers = new Map<string, number>();
  const t0 = performance.now();
  const attacker = async () => {
    while (sent < 1000) {
      const n = sent++;
      const r = await login(base, { account: VICTIM, password: `wrong-${n}` }, address(n, 1));
      const key = `${r.status}/${r.code}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
  };
  const attack = Promise.all(Array.from({ length: 20 }, attacker)).then(() => (attackDone = true));
  const times: number[] = [];
  const failures: string[] = [];
  let users = 0;
  const user = async (_: unknown, u: number) => {
    while (!attackDone) {
      const n = users++;
      const r = await login(base, { ...benchAccount, deviceTokens: [devices[u]] }, address(n, 2));
      if (attackDone) break;
      if (r.code === 0) times.push(r.ms);
      else failures.push(`${r.status}/${r.code}`);
    }
  };
  await Promise.all([attack, ...Array.from({ length: 4 }, user)]);
  const attackMs = performance.now() - t0;
  const p99 = Math.round(percentile(times, 99));
  const answered = [...answers].map(([k, v]) => `${v}× ${k}`).join(', ');
  log(`login under attack: p99 ${p99} ms over ${times.length} logins; attack answered ${answered} in ${Math.round(attackMs)} ms`);
  return {
    title: 'Login while another account is attacked',
    method:
      `1,000 wrong passwords for ${VICTIM} over 20 connections, each request from its own X-Forwarded-For address; meanwhile 4 users log in ` +
      `as ${benchAccount.account} one after another, each from its phone (the device token of an earlier login) and a new address each time. Against the product's server process (demo data).`,
    figures: [
      atMost('login p99 during the attack', p99, 300, 'ms',
        `${times.length} logins, p50 ${Math.round(percentile(times, 50))} ms${failures.length ? `; ${failures.length} refused (${[...new Set(failures)].join(', ')})` : ''}; ` +
        `the same users without an attack just before: p50 ${Math.round(percentile(quiet, 50))} / p99 ${Math.round(percentile(quiet, 99))} ms over ${quiet.length} logins`),
      info('attack: 1,000 wrong passwords answered in', Math.round(attackMs), 'ms', `answers (HTTP status/code): ${answered}`),
    ],
  };
}
