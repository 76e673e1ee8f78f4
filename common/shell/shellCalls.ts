// A returning user's first screen asks for its data from the shell (index.html's inline script, written by
// scripts/build/shellCalls.ts) while the app's code is still on its way, instead of after it has run: over a
// phone's link the request's round trip (~180 ms on 4G) leaves the critical path. The app remembers, per address,
// the calls a route's opening sent (src/api/shellCalls.ts) exactly as its client sent them; the shell sends them
// again on the next launch at that address, and the client takes an answer only for the identical request (same
// url, parameters and headers, the session's token read at launch), so nothing the shell sends can stand in for a
// different request.

/** localStorage key of the remembered calls: { "<address> <page>": RememberedCall[] }. */
export const SHELL_CALLS_KEY = 'scm.shellCalls';

/**
 * Where the session's token is stored (spec §3's key, raw; the session store's key, src/stores/session.ts): the shell
 * sends it with the calls, as the client would.
 */
export const TOKEN_KEY = 'access_token';

/** The window property the shell leaves its calls under for the client to take. */
export const SHELL_CALLS_GLOBAL = '__scmShellCalls';

/** Calls of one opening remembered at most (a dashboard's tiles beyond these wait for the app, as before). */
export const SHELL_CALLS_PER_PAGE = 3;

/** Addresses remembered at most; the oldest is forgotten first. */
export const SHELL_ADDRESSES = 8;

/** An answer the shell asked is taken only this long after the launch (the app's own answers are kept as long). */
export const SHELL_ANSWER_KEEP_MS = 15_000;

/**
 * One call as the client sent it: the absolute url, its method and JSON body (a list's query is a POST), the headers
 * but the token and the trace id, and its signature.
 */
export interface RememberedCall {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
  signature: string;
}

/** What the shell leaves for the client, per call sent. */
export interface ShellCall {
  signature: string;
  token: string;
  traceId: string;
  /** null: the call failed on its way (the client then asks itself) */
  answer: Promise<ShellAnswer | null>;
}

/** An answer as the client reads one: its status, gray-release mark, body (JSON when it is, else the text) and url. */
export interface ShellAnswer {
  status: number;
  gray: string | null;
  body: unknown;
  url: string;
}

/** The address a call is remembered under: the path and query of the app's hash route, as a URL normalises them. */
export function shellAddress(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://app');
  return url.pathname + url.search;
}
