import { atMost, info, type Section } from './lib/figures';
import { benchAccount } from './lib/session';
import { percentile } from './lib/stats';

// Login while an account is attacked (quality.md §5 goal 10): 1,000 wrong passwords against another account in
// 60 s, each from its own address (a botnet: per-address limits do not stop it), while real users log in to the
// bench account from their own addresses. Against the product's server process. Then the same 1,000 as fast as 20
// connections allow (about 25 times that pace), for information: what a flood costs the real users.

const VICTIM = '13800000002';
const WRONG_PASSWORDS = 1000;
/** quality.md §5 goal 10: 1,000 bad passwords in 60 s. */
const ATTACK_MS = 60_000;

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

interface Attack {
  /** wrong passwords sent at one every this many ms, whatever the answers; 0: 20 connections, each sending when answered */
  everyMs: number;
  /** the attackers' address block (each attack its own, so per-address limits of one do not meet the other) */
  net: number;
}

/** Sends the 1,000 wrong passwords; resolves with the answers by HTTP status/code once all are in. */
async function attack(base: string, { everyMs, net }: Attack): Promise<Map<string, number>> {
  const answers = new Map<string, number>();
  const send = async (n: number) => {
    const r = await login(base, { account: VICTIM, password: `wrong-${n}` }, address(n, net));
    const key = `${r.status}/${r.code}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  };
  if (everyMs > 0) {
    const t0 = performance.now();
    const sent: Promise<void>[] = [];
    for (let n = 0; n < WRONG_PASSWORDS; n++) {
      const wait = t0 + n * everyMs - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sent.push(send(n));
    }
    await Promise.all(sent);
  } else {
    let next = 0;
    await Promise.all(Array.from({ length: 20 }, async () => {
      while (next < WRONG_PASSWORDS) await send(next++);
    }));
  }
  return answers;
}

/** The real users log in one after another, each from its phone and a new address each time, until `done`. */
async function realUsers(base: string, devices: string[], net: number, until: Promise<unknown>) {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  const failures: string[] = [];
  let n = 0;
  await Promise.all(devices.map(async (token) => {
    while (!done) {
      const r = await login(base, { ...benchAccount, deviceTokens: [token] }, address(n++, net));
      if (done) break;
      if (r.code === 0) times.push(r.ms);
      else failures.push(`${r.status}/${r.code}`);
    }
  }));
  return { times, failures };
}

async function underAttack(base: string, devices: string[], a: Attack, usersNet: number) {
  const t0 = performance.now();
  const answers = attack(base, a);
  const users = await realUsers(base, devices, usersNet, answers);
  const answered = [...(await answers)].map(([k, v]) => `${v}× ${k}`).join(', ');
  const p99 = Math.round(percentile(users.times, 99));
  const note = `${users.times.length} logins, p50 ${Math.round(percentile(users.times, 50))} ms` +
    `${users.failures.length ? `; ${users.failures.length} refused (${[...new Set(users.failures)].join(', ')})` : ''}; ` +
    `the attack answered ${answered} in ${(Math.round(performance.now() - t0) / 1000).toFixed(1)} s`;
  return { p99, note };
}

export async function benchLoginUnderAttack(base: string, log: (m: string) => void): Promise<Section> {
  // Each real user has logged in on their phone before: it holds the device token of that login (loginPolicy).
  const devices: string[] = [];
  for (let u = 0; u < 4; u++) {
    const first = await login(base, benchAccount, address(u, 3));
    if (first.code !== 0 || !first.deviceToken) throw new Error(`a real user's first login failed: ${first.status}/${first.code}`);
    devices.push(first.deviceToken);
  }
  // The same users without an attack, for 3 s: what a login costs on this machine at all.
  const quiet = await realUsers(base, devices, 4, new Promise((r) => setTimeout(r, 3000)));
  const paced = await underAttack(base, devices, { everyMs: ATTACK_MS / WRONG_PASSWORDS, net: 1 }, 2);
  log(`login during 1,000 wrong passwords in 60 s: p99 ${paced.p99} ms; ${paced.note}`);
  const flood = await underAttack(base, devices, { everyMs: 0, net: 5 }, 6);
  log(`login during 1,000 wrong passwords as fast as 20 connections allow: p99 ${flood.p99} ms; ${flood.note}`);
  return {
    title: 'Login while another account is attacked',
    method:
      `1,000 wrong passwords for ${VICTIM}, each request from its own X-Forwarded-For address: first at the pace of quality.md §5 goal 10 ` +
      `(1,000 in 60 s, one every ${ATTACK_MS / WRONG_PASSWORDS} ms whatever the answers), then as fast as 20 connections allow. Meanwhile 4 users log in ` +
      `as ${benchAccount.account} one after another, each from its phone (the device token of an earlier login) and a new address each time. ` +
      `Against the product's server process (demo data); the attacking and measuring client runs on the same machine. ` +
      `The same users without an attack just before: p50 ${Math.round(percentile(quiet.times, 50))} / p99 ${Math.round(percentile(quiet.times, 99))} ms over ${quiet.times.length} logins.`,
    figures: [
      atMost('login p99 during 1,000 wrong passwords in 60 s', paced.p99, 300, 'ms', paced.note),
      info('login p99 during 1,000 wrong passwords as fast as 20 connections allow', flood.p99, 'ms', flood.note),
    ],
  };
}
