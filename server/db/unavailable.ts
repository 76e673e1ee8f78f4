/**
 * Whether an error means the database could not be reached or dropped the connection, rather than refusing the
 * query itself: such a request may succeed when tried again and answers 503, not 500.
 */

// SQLSTATE: class 08 connection exception; 57P01 admin_shutdown (pg_terminate_backend, fast shutdown),
// 57P02 crash_shutdown (another backend crashed), 57P03 cannot_connect_now (starting up, recovering),
// 53300 too_many_connections.
const unavailableStates = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

// Socket errors while connecting or talking to the server.
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// node-postgres and pg-pool say these without a code.
const driverMessages = [
  /^Connection terminated/,
  /Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
  /^Cannot use a pool after calling end on the pool/,
  /^Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (unavailableStates.test(code) || socketCodes.has(code))) return true;
  if (driverMessages.some((m) => m.test(err.message))) return true;
  // An AggregateError from a connect to every address of a host name carries the socket errors inside.
  return err instanceof AggregateError && err.errors.some(isDatabaseUnavailable);
}
