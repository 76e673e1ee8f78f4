import net from 'node:net';

/** An answer read off the socket as it came: the status line's code, the headers, the body text. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** the body as JSON, or undefined when it is not JSON */
  json: any;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Decodes a chunked body (the answer's framing, not ours). */
function unchunk(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(raw.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    out.push(raw.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(out);
}

export function parseAnswer(raw: Buffer): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end < 0 ? raw.length : end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
  const headers = Object.fromEntries(head.slice(1).map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  let bodyBytes = end < 0 ? Buffer.alloc(0) : raw.subarray(end + 4);
  if (headers['transfer-encoding'] === 'chunked') bodyBytes = unchunk(bodyBytes);
  const body = bodyBytes.toString('utf8');
  let json: any;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status, headers, body, json };
}

/**
 * Writes `pieces` to a fresh connection one after another, each write waited for; a number in the list is a pause
 * of that many milliseconds, so the server reads what came before it on its own (as a slow or chunking client
 * delivers it). Reads the answer until the server closes the connection; a reset after an answer still returns
 * what came.
 */
export function sendRaw(port: number, pieces: (Buffer | number)[]): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const got: Buffer[] = [];
    socket.on('data', (d) => got.push(d));
    socket.on('error', (e) => (got.length ? undefined : reject(e)));
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(got))));
    socket.once('connect', async () => {
      for (const piece of pieces) {
        if (socket.destroyed) return;
        if (typeof piece === 'number') await pause(piece);
        else await new Promise<void>((done) => socket.write(piece, () => done()));
      }
    });
  });
}

/** `bytes` cut into pieces of `size` (the last one shorter). */
export function piecesOf(bytes: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

/** A body in chunked transfer encoding, one HTTP chunk per piece, and the last (empty) chunk. */
export function chunkedEncoding(pieces: Buffer[]): Buffer[] {
  return [...pieces.map((p) => Buffer.concat([Buffer.from(`${p.length.toString(16)}\r\n`), p, Buffer.from('\r\n')])), Buffer.from('0\r\n\r\n')];
}
