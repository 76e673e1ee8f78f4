import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpEdgeFromEnv } from '../../server/lib/httpEdge';
import { cspDirectivesFor } from '../../server/lib/securityHeaders';
import { createTestContext, type TestContext } from '../support/testContext';
import { parseAnswer, sendRaw } from './support/rawHttp';

// D5 and the edge timeouts: a request the HTTP parser refuses (bad framing, huge headers) was answered with
// Fastify's own JSON, not the envelope; a client sending its headers a byte at a time kept its socket for a minute.
// The server runs with its default edge settings, as it starts.

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({ listen: true });
  port = Number(new URL(ctx.url).port);
});
afterAll(() => ctx.close());

const envelopeOf = (status: number, reason?: string) => ({ code: status, message: expect.any(String), data: reason ? { reason } : expect.anything() });

describe('malformed HTTP is answered with the error envelope', () => {
  const cases: Record<string, string> = {
    'a header line without a colon': 'GET /mobile/api/common/system/config/other HTTP/1.1\r\nHost: x\r\nno colon here\r\n\r\n',
    'Content-Length and Transfer-Encoding together': 'POST /mobile/api/mobile/scm/login HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    'a Content-Length that is no number': 'POST /mobile/api/mobile/scm/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
    'a broken chunk size': 'POST /mobile/api/mobile/scm/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  };
  for (const [name, raw] of Object.entries(cases)) {
    it(name, async () => {
      const answer = await sendRaw(port, [Buffer.from(raw, 'latin1')]);
      expect(answer.status, answer.body).toBe(400);
      expect(answer.json, answer.body).toMatchObject(envelopeOf(400));
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    });
  }

  it('headers larger than the limit answer 431 in the envelope', async () => {
    const big = 'x'.repeat(httpEdgeFromEnv().maxHeaderBytes + 1024);
    const answer = await sendRaw(port, [Buffer.from(`GET /mobile/api/common/system/config/other HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\n\r\n`)]);
    expect(answer.status, answer.body).toBe(431);
    expect(answer.json, answer.body).toMatchObject(envelopeOf(431, 'HEADER_TOO_LARGE'));
  });
});

describe('the edge closes slow clients', () => {
  it('a socket that keeps sending its headers slowly is answered 408 and closed', async () => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const got: Buffer[] = [];
    socket.on('data', (d) => got.push(d));
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET /mobile/api/common/system/config/other HTTP/1.1\r\nHost: x\r\n');
    // One header line every half second, never the blank line that ends them: bytes keep arriving, so only the
    // header timeout can end this.
    let n = 0;
    const trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${n++}: y\r\n`), 500);
    try {
      await closed;
    } finally {
      clearInterval(trickle);
    }
    const answer = parseAnswer(Buffer.concat(got));
    expect(answer.status).toBe(408);
    expect(answer.json).toMatchObject(envelopeOf(408, 'REQUEST_TIMEOUT'));
  }, 40_000); // Node's defaults (60 s, checked every 30 s) let it go on past this
});

describe('the Content-Security-Policy frames only the configured vendor website', () => {
  const frameSrc = (policy: string) => policy.split(';').find((d) => d.startsWith('frame-src '));

  it('with none configured (as here), frame-src names this app alone, no placeholder site', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/mobile/api/common/system/config/other' });
    expect(frameSrc(String(res.headers['content-security-policy']))).toBe("frame-src 'self'");
  });

  it("a configured website's origin is the one other source", () => {
    expect(cspDirectivesFor('https://vendor.example.cn')['frame-src']).toEqual(["'self'", 'https://vendor.example.cn']);
  });
});
