import type { FastifyInstance } from 'fastify';

// Gray (canary) release, spec §4: a deployment started with SCM_GRAY_RELEASE=1 marks its API answers with
// `x-gray-release: 1`, a stable one started with SCM_GRAY_RELEASE=0 with `0`. The web app sets or clears its gray flag
// cookie from the header (the gateway routes by the cookie), and a forced re-login of a gray session reloads the host
// root so the next session is routed afresh. Unset: no header, the flag stays as it is.

export const GRAY_HEADER = 'x-gray-release';

export function grayMark(value = process.env.SCM_GRAY_RELEASE): '1' | '0' | null {
  return value === '1' || value === '0' ? value : null;
}

export function registerGrayRelease(app: FastifyInstance, prefix: string): void {
  const mark = grayMark();
  if (!mark) return;
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith(prefix)) reply.header(GRAY_HEADER, mark);
  });
}
