import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import { messages } from './messages';
import { positiveIntFromEnv as fromEnv } from './envNumber';

/**
 * The HTTP edge: how long a client may take and how much header it may send before the server gives up on it, and
 * what a request the HTTP parser refuses is answered. Node's defaults held a socket sending its headers one byte at a
 * time for a minute (checked every 30 s) and a whole request for five; 300 such sockets sat on a server for 70 s.
 * docs/operations.md (The HTTP edge) says what each limit means for a phone on a slow network and for a proxy in front.
 */

export interface HttpEdge {
  /** The request line and every header must have arrived within this. */
  headersTimeoutMs: number;
  /** The whole request, body included (a 5 MB photo on a slow phone network), must have arrived within this. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this; longer than a proxy's idle timeout when one is in front. */
  keepAliveTimeoutMs: number;
  /** A connection on which nothing moves (no byte either way) for this long is closed. */
  idleSocketTimeoutMs: number;
  /** Request line plus headers, in bytes; beyond it the answer is 431. */
  maxHeaderBytes: number;
}

export function httpEdgeFromEnv(): HttpEdge {
  return {
    headersTimeoutMs: fromEnv('SCM_HTTP_HEADERS_TIMEOUT_MS', 10_000),
    requestTimeoutMs: fromEnv('SCM_HTTP_REQUEST_TIMEOUT_MS', 120_000),
    keepAliveTimeoutMs: fromEnv('SCM_HTTP_KEEPALIVE_TIMEOUT_MS', 10_000),
    idleSocketTimeoutMs: fromEnv('SCM_HTTP_IDLE_TIMEOUT_MS', 60_000),
    maxHeaderBytes: fromEnv('SCM_HTTP_MAX_HEADER_BYTES', 16_384),
  };
}

/** What the HTTP parser's refusals are called in the envelope's `data.reason`, and their status. */
function refusalOf(err: NodeJS.ErrnoException): { status: number; reason: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'REQUEST_TIMEOUT' };
  if (err.code === 'HPE_HEADER_OVERFLOW') return { status: 431, reason: 'HEADER_TOO_LARGE' };
  return { status: 400, reason: err.code ?? 'MALFORMED' };
}

/**
 * A request the HTTP parser refused (bad framing, a header too large, too slow to arrive) never reaches Fastify: the
 * answer is written on the socket here, in the envelope every other refusal has, and the connection is closed (what
 * follows on it cannot be framed). No request was read, so the language is the default one.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, reason } = refusalOf(err);
    const body = JSON.stringify({ code: status, message: messages.malformedRequest['zh-CN'], data: { reason } });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The Fastify server options that set the edge. */
export function httpEdgeOptions(edge: HttpEdge): Partial<FastifyHttpOptions<http.Server>> {
  return {
    connectionTimeout: edge.idleSocketTimeoutMs,
    keepAliveTimeout: edge.keepAliveTimeoutMs,
    requestTimeout: edge.requestTimeoutMs,
    http: {
      headersTimeout: edge.headersTimeoutMs,
      maxHeaderSize: edge.maxHeaderBytes,
      // How often Node looks for requests past their header or request timeout (30 s by default, which let a slow
      // client keep its socket up to 30 s past the timeout).
      connectionsCheckingInterval: 1_000,
    },
    clientErrorHandler: answerClientError,
  };
}
