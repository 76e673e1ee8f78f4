import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { deploymentCsp, registerSecurityHeaders } from './securityHeaders';

describe('security headers read from helmet once', () => {
  it('answers exactly the headers helmet sets, in its order', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/x', async () => ({ ok: true }));
    const res = await app.inject({ url: '/x' });
    const fromHelmet = new Map<string, string>();
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: deploymentCsp() },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: false },
    })({} as never, { setHeader: (n: string, v: unknown) => fromHelmet.set(n.toLowerCase(), String(v)), removeHeader: () => {} } as never, () => {});
    expect(fromHelmet.size).toBeGreaterThan(10);
    for (const [name, value] of fromHelmet) expect(res.headers[name], name).toBe(value);
    const names = Object.keys(res.headers).filter((n) => fromHelmet.has(n));
    expect(names).toEqual([...fromHelmet.keys()]);
    await app.close();
  });
});
