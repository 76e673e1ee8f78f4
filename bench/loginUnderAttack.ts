import { atMost, info, type Section } from './lib/figures';
import { benchAccount } from './lib/session';
import { percentile } from './lib/stats';

// Login while an account is attacked (quality.md §5 goal 10): 1,000 wrong passwords against another account, sent
// as fast as 20 connections allow, each from its own address (a botnet: per-address limits do not stop it), while
// real users log in to the bench account from their own addresses. Against the product's server process.

const VICTIM = '13800000002';

async function login(base: string, body: unknown, ip: string): Promise<{ ms: number; status: number; code: number }> {
  const t = performance.now();
  const res = await fetch(`${base}/mobile/api/mobile/scm/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as { code?: number };
  return { ms: performance.now() - t, status: res.status, code: answer.code ?? -1 };
}

const address = (n: number, net: number) => `10.${net}.${(n >> 8) & 255}.${n & 255}`;

export async function benchLoginUnderAttack(base: string, log: (m: string) => void): Promise<Section> {
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
  const user = async () => {
    while (!attackDone) {
      const n = users++;
      const r = await login(base, benchAccount, address(n, 2));
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
      `as ${benchAccount.account} one after another, each login from its own address. Against the product's server process (demo data).`,
    figures: [
      atMost('login p99 during the attack', p99, 300, 'ms', `${times.length} logins, p50 ${Math.round(percentile(times, 50))} ms${failures.length ? `; ${failures.length} refused (${[...new Set(failures)].join(', ')})` : ''}`),
      info('attack: 1,000 wrong passwords answered in', Math.round(attackMs), 'ms', `answers (HTTP status/code): ${answered}`),
    ],
  };
}
