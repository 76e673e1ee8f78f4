import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../support/testContext';

/** A client of the login routes as a device sees them: its address, the proxy header it sends, its tokens. */
export interface Client {
  ip: string;
  forwardedFor?: string;
  deviceTokens?: string[];
}

let nextAddress = 1;
/** A fresh address per call by default, as a botnet has: the per-IP limit then plays no part. */
export const freshIp = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export async function post(app: FastifyInstance, url: string, body: unknown, client: Client = { ip: freshIp() }): Promise<Envelope> {
  const res = await app.inject({
    method: 'POST',
    url: `/mobile/api${url}`,
    remoteAddress: client.ip,
    headers: { 'content-type': 'application/json', ...(client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {}) },
    payload: JSON.stringify(body),
  });
  return res.json();
}

/** Solves an ALTCHA challenge as the widget does: the number n with SHA-256(salt + n) = challenge. */
export function solve(c: { challenge: string; salt: string; maxnumber: number }): string {
  // crypto.hash (Node ≥ 20.12) is the one-shot form, several times faster than createHash in this loop.
  const sha256 = (s: string) => (crypto.hash ? crypto.hash('sha256', s) : crypto.createHash('sha256').update(s).digest('hex'));
  for (let n = 0; n <= c.maxnumber; n++) {
    if (sha256(c.salt + n) === c.challenge) return String(n);
  }
  throw new Error('challenge without solution');
}

/**
 * Logs in as a script would: when the account demands a challenge, fetch one and solve it (an attacker can).
 * Returns the final answer.
 */
export async function attempt(app: FastifyInstance, account: string, password: string, client: Client = { ip: freshIp() }): Promise<Envelope> {
  const body = { account, password, ...(client.deviceTokens ? { deviceTokens: client.deviceTokens } : {}) };
  const first = await post(app, '/mobile/scm/login', body, client);
  if (first.code !== 1002) return first;
  const img = await app.inject({ method: 'GET', url: '/mobile/api/validate/initImg', remoteAddress: client.ip });
  const { captchaId, challenge } = img.json().data;
  return post(app, '/mobile/scm/login', { ...body, captchaId, captchaCode: solve(challenge) }, client);
}
