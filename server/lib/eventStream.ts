import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A route's answer as server-sent events (text/event-stream) instead of one JSON envelope: a handler returns
 * `new EventStream(run)` and the kit hands it the reply (server/lib/registerRoutes.ts). Input checks, the guard and
 * errors thrown before the handler returns still answer the ordinary envelope; once streaming, `run` sends events
 * (`send('delta', { text })`) and the stream ends when it resolves. The headers set so far (security headers,
 * no-store) are kept; compression is skipped (each event must reach the client as it is sent).
 */
export type SendEvent = (event: string, data: unknown) => void;

export class EventStream {
  constructor(readonly run: (send: SendEvent, closed: () => boolean) => Promise<void>) {}

  /** Whether the client asked for a stream (`Accept: text/event-stream`). */
  static wanted(req: FastifyRequest): boolean {
    const accept = req.headers.accept;
    return typeof accept === 'string' && accept.includes('text/event-stream');
  }

  async pipe(reply: FastifyReply): Promise<void> {
    reply.hijack();
    const res = reply.raw;
    const headers: Record<string, string | number | string[]> = {};
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v as string | number | string[];
    delete headers['content-length'];
    res.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    let closed = false;
    res.on('close', () => {
      closed = true;
    });
    const send: SendEvent = (event, data) => {
      if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    try {
      await this.run(send, () => closed);
    } catch (err) {
      send('error', { message: err instanceof Error ? err.message : String(err) });
    } finally {
      res.end();
    }
  }
}
