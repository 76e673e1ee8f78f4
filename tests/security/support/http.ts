import type { FastifyInstance } from 'fastify';

/** One request as the security suite sends it: anything a client could put on the wire, malformed included. */
export interface Request {
  method: 'GET' | 'POST';
  /** path under /mobile/api, already filled (`/scm/…/detail/12`); path segments are sent as given */
  path: string;
  token?: string;
  /** values sent as query parameters; an array repeats the key */
  query?: Record<string, unknown>;
  /** a JSON body (serialised with `toJsonText`), or a raw one */
  body?: unknown;
  rawBody?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** the client address, varied so per-IP limits (login, captcha) do not end a run early */
  ip?: string;
}

export interface Answer {
  status: number;
  text: string;
  json: any;
  /** what is wrong with the answer's shape: not JSON, not the `{code, message, data}` envelope */
  notEnvelope?: string;
}

/** A number written into JSON text as is (`1e309`, `-0`, `1.0`), which JSON.stringify cannot produce. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, except that RawJson values are written as their text. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_k, v) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  return text === undefined ? '' : text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, i) => raws[Number(i)]);
}

/** encodeURIComponent, except that a lone surrogate is sent as its bytes would be (it cannot be encoded). */
export function encodePart(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

/** A value as the text a client puts on the wire: RawJson as written, objects as JSON, strings as themselves. */
export const wireText = (one: unknown) =>
  one instanceof RawJson ? one.text : typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one);

/** The query as sent: each key with its values (an array repeats the key). */
export function wireQuery(query: Record<string, unknown> | undefined): [string, string[]][] {
  return Object.entries(query ?? {}).map(([k, v]) => [k, (Array.isArray(v) ? v : [v]).map(wireText)]);
}

function queryText(query: Record<string, unknown> | undefined): string {
  const parts = wireQuery(query).flatMap(([k, vs]) => vs.map((v) => `${encodePart(k)}=${encodePart(v)}`));
  return parts.length ? `?${parts.join('&')}` : '';
}

export function checkEnvelope(status: number, text: string): { json: any; notEnvelope?: string } {
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    return { json: undefined, notEnvelope: `not JSON: ${text.slice(0, 80)}` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { json, notEnvelope: 'not an object' };
  if (typeof json.code !== 'number' || typeof json.message !== 'string' || !('data' in json)) {
    return { json, notEnvelope: `not the envelope: ${text.slice(0, 120)}` };
  }
  if (status >= 500) return { json, notEnvelope: `HTTP ${status}` };
  return { json };
}

export async function send(app: FastifyInstance, r: Request): Promise<Answer> {
  const hasBody = r.rawBody !== undefined || r.body !== undefined;
  const res = await app.inject({
    method: r.method,
    url: `/mobile/api${r.path}${queryText(r.query)}`,
    headers: {
      ...(r.token !== undefined ? { token: r.token } : {}),
      ...(hasBody ? { 'content-type': r.contentType ?? 'application/json' } : {}),
      ...r.headers,
    },
    payload: r.rawBody ?? (r.body === undefined ? undefined : toJsonText(r.body)),
    remoteAddress: r.ip,
  });
  return { status: res.statusCode, text: res.body, ...checkEnvelope(res.statusCode, res.body) };
}

let ipCounter = 0;
/** A different client address each call (10.x.y.z), for routes limited per IP. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Answer codes that say the session is gone (spec §8): the caller signs in again. */
export const sessionEndedCodes = new Set([140001, 140002, 301537, 301543]);
