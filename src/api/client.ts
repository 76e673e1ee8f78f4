import { ofetch, type FetchResponse } from 'ofetch';
import { withBase, withQuery, type QueryObject } from 'ufo';
import { API_BASE } from '../../common/apiBase';
import { newTraceId, reportCall } from './callObserver';
import { getLang, t } from '../i18n';
import { getSession } from '../stores/session';
import { interpret, shownMessage, type ItemError, type Message } from './catalogue';
import { callEnded, callStarted } from './callsInFlight';
import { queryWithCompanyType } from './companyType';
import { getContainerId } from './containerId';
import { requestKey, PendingRequests } from './dedupe';
import { callSignature, rememberedHeaders, takeShellCall } from './shellCalls';
import { beginLoading, endLoading, showMessage, showSingleDialog } from './feedback';
import { TOAST_DURATION_MS } from './messageRule';
import { applyGrayHeader, GRAY_HEADER } from './grayRelease';
import { publishItemErrors } from './itemErrors';
import { RepeatCallMonitor } from './repeatMonitor';
import type { RememberedCall, ShellAnswer } from '../../common/shell/shellCalls';
import { ApiError, isApiError, TRANSPORT_CODES, type Envelope, type RequestOptions, type TransportFailure } from './types';

export { ApiError, isApiError } from './types';
export type { Envelope, RequestOptions } from './types';

// The single way the web app talks to the server (ARCHITECTURE "The API client", spec §7–§9).

export { API_BASE };
export const REQUEST_TIMEOUT_MS = 60_000;
const ALERT_URL = '/common/alerm/send';

const http = ofetch.create({ baseURL: API_BASE, retry: 0, ignoreResponseError: true });
const pending = new PendingRequests();
const repeatMonitor = new RepeatCallMonitor();

// Abort reasons tell a timeout apart from a superseded or cancelled call once fetch has thrown.
const TIMEOUT_REASON = 'scm:timeout';
const SUPERSEDED_REASON = 'scm:superseded';

/**
 * What happens after the catalogue's session dialogs are confirmed (spec §8: 107 returns home; a dead session
 * logs out). Navigation is the app's business, not the client's: start-up installs these, so the client
 * depends on no router and can serve the engine, printing, the assistant and monitoring alike.
 */
export interface ClientHandlers {
  afterNoPermission(): void;
  afterSessionEnded(): void;
}

let handlers: ClientHandlers = {
  afterNoPermission: () => console.warn('[api] no handler installed for 107'),
  afterSessionEnded: () => console.warn('[api] no handler installed for an ended session'),
};

export function installClientHandlers(next: ClientHandlers): void {
  handlers = next;
}

/** The supplier and role the studio's preview frame reads as (`supplierId:role`), sent in its `scm-preview` header. */
let previewAs: string | null = null;

export function setPreviewAs(value: string | null): void {
  previewAs = value;
}

function headers(): Record<string, string> {
  const { token, monitorInfo } = getSession();
  // Contract 3: the server answers messages (validation messages too) in the UI's language.
  const h: Record<string, string> = { containerId: getContainerId(), 'Accept-Language': getLang() };
  if (token) h.token = token;
  if (previewAs) h['scm-preview'] = previewAs;
  // Header values must be Latin-1; merchant names are Chinese, so the JSON is percent-encoded.
  if (monitorInfo) h.monitorInfo = encodeURIComponent(JSON.stringify(monitorInfo));
  return h;
}

function messageText(m: Message): string {
  return 'key' in m ? t(m.key) : m.text;
}

/**
 * The words the catalogue shows for a refusal a screen received silently ('' where it shows none): a transport
 * failure keeps its own words (an abort none), a server code gets what the catalogue gives it.
 */
export function refusalText(err: ApiError): string {
  if (err.transport) return err.aborted ? '' : err.message;
  const shown = shownMessage({ code: err.code, businessCode: err.businessCode, message: err.message });
  return shown ? messageText(shown) : '';
}

/** What a screen prints under its failed state for any failure: the catalogue's words for a refusal (see above). */
export function failureText(err: unknown): string {
  if (isApiError(err)) return refusalText(err);
  return err instanceof Error ? err.message : String(err);
}

/**
 * Whether asking again may be answered otherwise: not when the server refused the request itself (400, its input;
 * 404, what it names does not exist or is not the user's), which the same request meets again. A transport failure,
 * a busy or failing server and any other refusal may pass, as may a failure that is not a call's (a file that did
 * not load).
 */
export function mayPassOnRetry(cause: unknown): boolean {
  if (!isApiError(cause)) return true;
  if (cause.transport) return !cause.aborted;
  return cause.code !== 400 && cause.code !== 404;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

function noteCall(method: string, url: string): void {
  const endpoint = `${method} ${url.split('?')[0]}`;
  const count = repeatMonitor.record(endpoint, Date.now());
  if (count === null) return;
  console.warn(`[api] ${endpoint} called ${count} times within 1000 ms`);
  // Fire and forget, outside request(): the alert must never alert about itself or bother the user.
  http(ALERT_URL, {
    method: 'POST',
    headers: headers(),
    body: { type: 'repeat-call', endpoint, count, windowMs: 1000, page: location.hash, at: new Date().toISOString() },
  }).catch(() => undefined);
}

/** Ties the caller's signal to ours; returns the cleanup. */
function follow(outer: AbortSignal | undefined, controller: AbortController): () => void {
  if (!outer) return () => undefined;
  if (outer.aborted) controller.abort(outer.reason);
  const onAbort = (): void => controller.abort(outer.reason);
  outer.addEventListener('abort', onAbort, { once: true });
  return () => outer.removeEventListener('abort', onAbort);
}

let networkToastUntil = 0;

/**
 * Spec §8: "network failure other than abort: toast 'operation failed, please check your network connection'" —
 * for every call, silent ones included (`silent` suppresses business messages, but a screen that loads its data
 * silently must still tell an offline user why nothing comes). Calls that fail together toast once.
 */
function announceNetworkFailure(): void {
  const now = Date.now();
  if (now < networkToastUntil) return;
  networkToastUntil = now + TOAST_DURATION_MS;
  showMessage(t('error.network'));
}

function transportError(signal: AbortSignal, cause: unknown): ApiError {
  const failure: TransportFailure = signal.aborted ? (signal.reason === TIMEOUT_REASON ? 'timeout' : 'abort') : 'network';
  // An aborted call was replaced or cancelled on purpose: no message (spec §8 "other than abort").
  if (failure === 'abort') return new ApiError({ code: TRANSPORT_CODES.abort, message: 'abort', transport: 'abort' });
  if (failure === 'network') console.warn('[api] network failure', cause);
  announceNetworkFailure();
  // The message is what a screen may print under its own "failed" state: words for the user, not 'network'.
  return new ApiError({ code: TRANSPORT_CODES[failure], message: t('error.network'), transport: failure });
}

/**
 * `sentWith`: the token the call carried. A verdict that its session is over (spec §8: logged in elsewhere, login
 * failed) concerns that token only: when the session has moved on since (a supplier switch, here or in another tab of
 * the app, revokes the old token; a logout ended it), it ends nothing and says nothing, and the call fails quietly.
 */
function settle<T>(env: Envelope, silent: boolean | undefined, sentWith: string | null): T {
  const outcome = interpret(env, { silent });
  const base = { code: env.code, businessCode: env.businessCode, message: env.message ?? '' };
  switch (outcome.type) {
    case 'resolve':
      return outcome.data as T;
    case 'reject':
      if (outcome.toast) showMessage(messageText(outcome.toast));
      throw new ApiError({ ...base, message: base.message || (outcome.toast ? messageText(outcome.toast) : ''), data: outcome.data });
    case 'dialog': {
      const text = messageText(outcome.text);
      if (outcome.then === 'logout' && getSession().token !== sentWith) throw new ApiError({ ...base, message: text });
      if (outcome.then === 'home') showSingleDialog('permission', text, () => handlers.afterNoPermission());
      else showSingleDialog('login', text, () => handlers.afterSessionEnded());
      throw new ApiError({ ...base, message: text });
    }
    case 'itemError': {
      publishItemErrors(outcome.items);
      if (outcome.toast) showMessage(messageText(outcome.toast));
      throw new ApiError({ ...base, data: outcome.items satisfies ItemError[] });
    }
  }
}

async function sent(url: string, method: string, body: unknown, query: Record<string, unknown> | undefined, sentHeaders: Record<string, string>, signal: AbortSignal): Promise<ShellAnswer> {
  const response: FetchResponse<unknown> = await http.raw(url, {
    method: method as 'GET',
    body: body as Record<string, unknown> | undefined,
    query,
    headers: sentHeaders,
    signal,
  });
  return { status: response.status, gray: response.headers.get(GRAY_HEADER), body: response._data, url: response.url };
}

/** What a call sends besides its Trace-Id: the session's headers, the query with the company type, the body. */
function outgoing(url: string, method: string, opts: Pick<RequestOptions, 'query' | 'body'>) {
  const plainHeaders = headers();
  const query = queryWithCompanyType(opts.query);
  const body = method === 'GET' ? undefined : (opts.body ?? {});
  return { plainHeaders, query, body, signature: () => callSignature(requestKey(method, url, query, body), plainHeaders) };
}

/** A call as the shell sends it again at a launch: its address (with the query), body and remembered headers. */
function asRemembered(address: string, method: string, call: ReturnType<typeof outgoing>): RememberedCall {
  return { url: address, method: method as 'GET' | 'POST', body: call.body && JSON.stringify(call.body), headers: rememberedHeaders(call.plainHeaders), signature: call.signature() };
}

/**
 * The call `request` would send now for these arguments, as the shell sends it again at a launch, without sending it.
 * For an answer asked before the session's headers were all set (login opening home beside the user's info): the
 * route's opening remembers the call as the app will ask it at the next launch, not as it went then.
 */
export function describeCall(url: string, opts: Pick<RequestOptions, 'method' | 'query' | 'body'> = {}): RememberedCall {
  const method = opts.method ?? 'GET';
  const call = outgoing(url, method, opts);
  // ofetch's own way from the base and the query to the address (its answer's url is this, made absolute).
  return asRemembered(new URL(withQuery(withBase(url, API_BASE), (call.query ?? {}) as QueryObject), location.href).href, method, call);
}

/**
 * Calls `url` (relative to /mobile/api) and resolves with the envelope's `data` on success. Every failure
 * rejects with an ApiError after the spec §8 catalogue has shown what the user needs to see.
 */
export async function request<T>(url: string, opts: RequestOptions = {}): Promise<T> {
  const method = opts.method ?? 'GET';
  const key = requestKey(method, url, opts.query, opts.body);
  noteCall(method, url);

  const controller = new AbortController();
  pending.register(key, controller, SUPERSEDED_REASON);
  const timer = setTimeout(() => controller.abort(TIMEOUT_REASON), REQUEST_TIMEOUT_MS);
  const unfollow = follow(opts.signal, controller);
  if (!opts.silent) beginLoading();
  callStarted();

  const call = outgoing(url, method, opts);
  const { plainHeaders, query, body, signature } = call;
  const fromShell = takeShellCall(signature, plainHeaders.token);

  // Spec §7: the call carries a Trace-Id; the server logs its lines under it, monitoring reports it (the shell's
  // call made its own).
  const traceId = fromShell?.traceId ?? newTraceId();
  const sentHeaders = { ...plainHeaders, 'Trace-Id': traceId };
  const startedAt = performance.now();
  const observed = (status: number, extra: { code?: number; transport?: 'abort' | 'timeout' | 'network' | 'http' }) =>
    reportCall({ method, url, status, traceId, durationMs: Math.round(performance.now() - startedAt), ...extra });

  // From the network or from the shell's call at launch: the same shape.
  let answer: ShellAnswer;
  try {
    // The shell's answer, unless its call failed on the way (then the client asks itself).
    answer = (await fromShell?.answer) ?? (await sent(url, method, body, query, sentHeaders, controller.signal));
    // Aborted meanwhile (superseded, cancelled, timed out): ends as a fetch would, the shell's answer or not.
    controller.signal.throwIfAborted();
  } catch (cause) {
    const error = transportError(controller.signal, cause);
    observed(0, { transport: error.transport });
    throw error;
  } finally {
    clearTimeout(timer);
    unfollow();
    pending.release(key, controller);
    if (!opts.silent) endLoading();
    callEnded();
  }

  applyGrayHeader(answer.gray);
  const envelope = answer.body;
  observed(answer.status, isEnvelope(envelope) ? { code: envelope.code } : { transport: 'http' });
  if (!isEnvelope(envelope)) {
    // No envelope: a gateway that could not reach the server (5xx, a network failure as far as the user can
    // tell), or an endpoint that does not exist (yet).
    const gatewayFailed = answer.status >= 500;
    if (gatewayFailed) announceNetworkFailure();
    else if (!opts.silent) showMessage(t('error.system'));
    const message = t(gatewayFailed ? 'error.network' : 'error.system');
    throw new ApiError({ code: TRANSPORT_CODES.http, message, transport: 'http', status: answer.status });
  }
  if (envelope.code === 0 && opts.answered) {
    opts.answered(asRemembered(answer.url, method, call));
  }
  return settle<T>(envelope, opts.silent, plainHeaders.token ?? null);
}
