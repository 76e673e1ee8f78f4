import type { Input } from '../../lib/routeSpec';
import { arrayOf, input, int, intOrNull, object, text, textOrNull } from '../../lib/schemaFragments';
import { monitorApiKey } from './apiKey';

// The monitoring body of spec §7 as the phone sends it, every part bounded: authInfo names the tracker, data.items
// carry the records (page views, events, errors, API calls), breadcrumb the records before an error.

const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const optionalInt = { type: 'integer', minimum: 0, maximum: 2147483647 } as const;
const epochMs = { type: 'integer', minimum: 0, maximum: 9999999999999 } as const;

export const dataTypes = ['pv', 'event', 'error', 'api'] as const;
export type DataType = (typeof dataTypes)[number];

const system = input({
  clientType: str(16), screenWidth: optionalInt, screenHeight: optionalInt, pixelRatio: { type: 'number', minimum: 0, maximum: 16 },
  browser: str(64), browserVersion: str(32), os: str(64), osVersion: str(32), device: str(64), userAgent: str(500),
});

const page = input({
  linkId: str(64), query: str(1000), pagePath: str(300), enterTime: epochMs, stayTime: optionalInt,
  code: str(64), title: str(100), level: { type: 'integer', minimum: 0, maximum: 100 }, how: str(16),
});

const event = input({
  key: str(100), name: str(100), type: str(32), timestamp: epochMs,
  // Named values as a list: every input of this API says which fields it takes.
  params: { type: 'array', maxItems: 20, items: input({ name: str(64), value: str(300) }, ['name', 'value']) },
});

const error = input({
  kind: str(32), message: str(2000), stack: str(4000), source: str(500), line: optionalInt, column: optionalInt, count: optionalInt,
});

const api = input({
  method: str(8), url: str(500), status: { type: 'integer', minimum: 0, maximum: 999 }, durationMs: optionalInt,
  traceId: str(64), category: str(40), code: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
});

/** Who the phone says it is (spec §3); stored as claimed, never trusted: identity columns come from the session. */
const identity = input({
  userName: str(100), userId: str(64), corpId: str(64), operatorId: str(64), userType: str(32), shopAdminId: str(64),
  roles: { type: 'array', maxItems: 20, items: str(64) },
});

export const recordDatas = input({
  uuid: str(64), appName: str(32), appVersion: str(32), release: str(64), appEnterTime: epochMs,
  system, page, previousPage: page, event, error, api, user: identity,
});

const item = input(
  {
    dataType: { type: 'string', enum: [...dataTypes] },
    requestId: str(64), platformType: str(16), clientType: str(16), timestamp: epochMs, datas: recordDatas,
  },
  ['dataType', 'requestId', 'timestamp', 'datas'],
);

export const collectBody = input(
  {
    // Records of another app (or a stray script) are refused by the schema: the key is this app's.
    authInfo: input({ trackerId: str(64), sdkVersion: str(32), sdkName: str(64), apikey: { type: 'string', enum: [monitorApiKey()] } }, ['trackerId', 'apikey']),
    data: input({ items: { type: 'array', minItems: 1, maxItems: 50, items: item } }, ['items']),
    breadcrumb: { type: 'array', maxItems: 10, items: item },
  },
  ['authInfo', 'data'],
);

export const collectAnswer = object({ stored: int });

/** What the browser reports when something goes wrong on a phone (spec §8 alerts). */
export const alertBody = input(
  {
    type: str(40), message: str(2000), endpoint: str(500), page: str(500), code: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
    count: optionalInt, windowMs: optionalInt, at: str(40),
  },
  ['type'],
);

export const alertAnswer = object({ recorded: { type: 'boolean' } });

export const overviewQuery = input({ minutes: { type: 'integer', minimum: 5, maximum: 1440 } });

export const overviewAnswer = object({
  minutes: int,
  activeUsers: int,
  pageViews: int,
  errors: int,
  alerts: int,
  errorsByPage: arrayOf(object({ pagePath: text, release: text, errors: int, users: int, lastMessage: textOrNull })),
  slowEndpoints: arrayOf(object({ endpoint: text, calls: int, p95Ms: intOrNull, failures: int })),
  recentAlerts: arrayOf(object({ createdAt: text, kind: text, message: text, endpoint: textOrNull, pagePath: textOrNull })),
  // The intake of today (the chain's business day), over every sender: it is bounded before anyone logs in.
  intake: object({
    storedToday: int,
    dropped: object({ addressCap: int, deviceCap: int, sampled: int, overBudget: int, evicted: int }),
  }),
});

export type CollectBody = Input<typeof collectBody>;
/** A record as the phone sends it: a page view, an event, an error or an API call. */
export type CollectRecord = CollectBody['data']['items'][number];

export type { Alert as AlertInput } from '../../lib/alerts/channel';
