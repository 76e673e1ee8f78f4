import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { unavailableBody } from './serviceUnavailable';

/**
 * Stopping without dropping anyone: on SIGTERM, SIGINT or SIGHUP the server stops accepting connections, lets the
 * requests in flight finish (those still running after the grace period answer the 503 envelope), closes the pool,
 * then stops the embedded PostgreSQL — in that order, so no query loses its database — and exits 0.
 */

export interface ShutdownTimes {
  /** How long requests in flight may take to finish before they answer 503. */
  graceMs: number;
  /** From the signal to a forced exit (code 1), whatever still hangs. */
  hardLimitMs: number;
}

export const shutdownTimes: ShutdownTimes = {
  graceMs: Number(process.env.SCM_SHUTDOWN_GRACE_MS ?? 4_000),
  hardLimitMs: 9_500,
};

interface Connection {
  /** Requests this connection has sent so far. */
  requests: number;
  /** The request being answered, if any. */
  open?: { req: IncomingMessage; res: ServerResponse };
}

/**
 * Every connection and the request each is answering, seen below Fastify (first listeners, before Fastify's) so it
 * holds for every route and plugin. Node's http `server.close()` would destroy every connection without a request
 * under way, including one just accepted whose request is still on its way, which the client sees as a reset; so the
 * listening socket is closed alone, and a connection is closed only once it answered its request.
 */
export class InFlight {
  private readonly connections = new Map<Socket, Connection>();
  private draining = false;
  /** Connections accepted since start. */
  accepted = 0;

  constructor(server: FastifyInstance['server']) {
    server.prependListener('connection', (socket: Socket) => {
      this.accepted++;
      this.connections.set(socket, { requests: 0 });
      socket.once('close', () => this.connections.delete(socket));
    });
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const c = this.connections.get(req.socket);
      if (!c) return;
      c.requests++;
      c.open = { req, res };
      // While draining, an answer closes its connection, so no keep-alive socket outlives the requests.
      if (this.draining) res.shouldKeepAlive = false;
      res.once('close', () => {
        if (c.open?.res === res) c.open = undefined;
      });
    });
  }

  /** Requests being answered. */
  get count(): number {
    let n = 0;
    for (const c of this.connections.values()) if (c.open) n++;
    return n;
  }

  /** Open connections: answering a request, kept alive after one, or accepted with their first request to come. */
  get connectionCount(): number {
    return this.connections.size;
  }

  /** Connections accepted whose first request has not come yet. */
  get newConnectionCount(): number {
    let n = 0;
    for (const c of this.connections.values()) if (c.requests === 0) n++;
    return n;
  }

  /** Answers from now on close their connections; kept-alive connections close as soon as they are idle. */
  startDraining(): void {
    this.draining = true;
    for (const c of this.connections.values()) if (c.open) c.open.res.shouldKeepAlive = false;
    this.closeIdle(false);
  }

  /**
   * Closes connections without a request under way: those that already sent one (kept alive), and with
   * `alsoNew` those still to send their first.
   */
  closeIdle(alsoNew: boolean): void {
    for (const [socket, c] of this.connections) if (!c.open && (alsoNew || c.requests > 0)) socket.destroy();
  }

  /** Answers 503 for every request that has not begun its answer; returns how many. */
  answerUnavailable(): number {
    let n = 0;
    for (const c of this.connections.values()) {
      if (!c.open || c.open.res.headersSent) continue;
      const body = unavailableBody(c.open.req);
      c.open.res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'retry-after': '5', connection: 'close' });
      c.open.res.end(body);
      n++;
    }
    return n;
  }
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Resolves when `work` settles or after `ms`, whichever is first: true when it settled, its error if it failed. */
async function within(ms: number, work: Promise<unknown>): Promise<boolean | Error> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((r) => (timer = setTimeout(() => r(false), ms)));
  try {
    return await Promise.race([work.then(() => true, (err: unknown) => (err instanceof Error ? err : new Error(String(err)))), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops accepting, waits for the requests in flight (503 for those past the grace period), closes Fastify. */
export async function drainHttp(app: FastifyInstance, inFlight: InFlight, graceMs: number, log: (m: string) => void): Promise<void> {
  const server = app.server;
  const started = Date.now();
  const waiting = inFlight.count;
  log(`draining: ${waiting} request(s) in flight, ${inFlight.connectionCount} connection(s), ${inFlight.newConnectionCount} yet to send a request`);
  // Connections the kernel completed but Node has not accepted yet would be reset when the listening socket closes:
  // accept until 150 ms and three turns of the event loop bring no new one, answering with `Connection: close`
  // meanwhile; at most half the grace period, so the requests accepted last still have the other half. (A cap of one
  // second reset 28 of 100 on a loaded machine: 9 accepted at the signal, the rest waiting while the event loop
  // answered the first, and the listening socket closed at the cap.)
  inFlight.startDraining();
  for (let turns = 0, quietSince = Date.now(), seen = inFlight.accepted; (turns < 3 || Date.now() - quietSince < 150) && Date.now() - started < graceMs / 2; ) {
    await sleep(10);
    if (inFlight.accepted !== seen) [turns, quietSince, seen] = [0, Date.now(), inFlight.accepted];
    else turns++;
  }
  // Close the listening socket only (net's close; http's would also drop connections whose request is on its way).
  net.Server.prototype.close.call(server);
  const deadline = started + graceMs;
  while (inFlight.connectionCount > 0 && Date.now() < deadline) {
    await sleep(20);
    // A connection accepted before the listening socket closed has the grace period to send its first request: its
    // client expects an answer, and on a busy machine a second was not always enough (the client saw a reset). An
    // unused preconnect holds the drain at most that long.
    inFlight.closeIdle(false);
  }
  const cut = inFlight.answerUnavailable();
  log(`drained in ${Date.now() - started} ms${cut ? `; ${cut} request(s) still running answered 503 after ${graceMs} ms` : ''}`);
  inFlight.closeIdle(true);
  // Fastify's onClose hooks; connections still open (an answer being streamed) are cut after a second.
  if ((await within(1_000, app.close())) === false) {
    server.closeAllConnections();
    await within(500, app.close());
  }
}

export interface StopStep {
  name: string;
  /** `limitMs`: the time this step has (its own limit, or less when the hard limit comes first). */
  run(limitMs: number): Promise<void>;
  /** How long the step may take before the shutdown goes on without it. */
  limitMs: number;
}

/**
 * Runs `steps` in order on the first SIGTERM, SIGINT or SIGHUP (a second one only says that stopping is under way),
 * then exits 0; exits 1 if everything together exceeds the hard limit. Installed before the database starts, so a
 * signal during start-up also stops what has started.
 */
export function stopOnSignals(steps: () => StopStep[], log: (m: string) => void, times: ShutdownTimes = shutdownTimes): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return log(`${signal}: already stopping`);
    stopping = true;
    const started = Date.now();
    log(`${signal}: stopping (requests in flight finish first, then the database)…`);
    setTimeout(() => {
      log(`could not stop within ${times.hardLimitMs} ms; exiting anyway`);
      process.exit(1);
    }, times.hardLimitMs).unref();
    for (const step of steps()) {
      const t = Date.now();
      const limitMs = Math.max(0, Math.min(step.limitMs, started + times.hardLimitMs - 300 - t));
      const outcome = await within(limitMs, step.run(limitMs));
      if (outcome === false) log(`${step.name}: still busy after ${limitMs} ms; going on`);
      else if (outcome instanceof Error) log(`${step.name}: failed (${outcome.message}); going on`);
      else log(`${step.name}: done in ${Date.now() - t} ms`);
    }
    log(`stopped in ${Date.now() - started} ms`);
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
}
