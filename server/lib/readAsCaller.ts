import type { FastifyRequest } from 'fastify';

/**
 * Reads another module's route in-process, as the caller: the same token and language, so the route's own guard
 * (auth, menu code, shield code), scope and queries decide what comes back. The assistant answers the boss's and the
 * supplier's questions from the very figures their screens show this way, without a second copy of any report's SQL
 * and without one module importing another's files. Answers the route's data, or null when it refused (no
 * permission, not found, bad input): the caller says so in words.
 */
export type ReadAsCaller = <T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => Promise<T | null>;

export function readAsCaller(req: FastifyRequest): ReadAsCaller {
  const headers: Record<string, string> = {};
  for (const name of ['token', 'accept-language'] as const) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  return async <T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) => {
    const res = await req.server.inject({
      method,
      url: `${req.server.prefix}${url}`,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    if (res.statusCode !== 200) return null;
    const envelope = res.json() as { code: number; data: T };
    return envelope.code === 0 ? envelope.data : null;
  };
}
