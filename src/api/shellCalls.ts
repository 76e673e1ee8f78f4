import { SHELL_ANSWER_KEEP_MS, SHELL_CALLS_GLOBAL, SHELL_CALLS_KEY, type ShellCall } from '../../common/shell/shellCalls';
import { stableStringify } from './dedupe';

// The client's side of the calls the shell sends at launch (common/shell/shellCalls.ts says why): taking the shell's
// answer for an identical request. A route's opening remembers its calls (src/engine/rememberShellCalls.ts).

/** Headers that differ per call or per session: the shell makes its own trace id and reads the token at launch. */
const UNREMEMBERED = new Set(['token', 'Trace-Id']);

export function rememberedHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !UNREMEMBERED.has(name)));
}

/** What makes two calls the same request: method, url, parameters and the headers that are remembered. */
export function callSignature(requestKey: string, headers: Record<string, string>): string {
  return `${requestKey} ${stableStringify(rememberedHeaders(headers))}`;
}

/** A session that ends leaves nothing for the next launch to send. */
export function forgetShellCalls(): void {
  try {
    localStorage.removeItem(SHELL_CALLS_KEY);
  } catch {
    // nothing stored
  }
}

type WithShellCalls = typeof globalThis & { [SHELL_CALLS_GLOBAL]?: ShellCall[] };

/**
 * The shell's answer to this request (its signature, worked out only while the shell's calls wait), taken once: only an identical request with the session's current token, and
 * only in the launch's first seconds (later the app asks afresh, as any other call).
 */
export function takeShellCall(signature: () => string, token: string | undefined): ShellCall | undefined {
  const calls = (globalThis as WithShellCalls)[SHELL_CALLS_GLOBAL];
  if (!calls?.length || !token || performance.now() > SHELL_ANSWER_KEEP_MS) return undefined;
  const wanted = signature();
  const at = calls.findIndex((call) => call.signature === wanted && call.token === token);
  if (at < 0) return undefined;
  return calls.splice(at, 1)[0];
}
