// What an error event says, as a monitoring record's `error` (spec §8): JS errors, unhandled rejections, and
// resources that failed to load ('image load failed', 'script load failed').

export interface ErrorInfo {
  kind: 'js' | 'promise' | 'resource';
  message: string;
  stack?: string;
  source?: string;
  line?: number;
  column?: number;
}

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

function resourceFailure(target: EventTarget | null): ErrorInfo | null {
  if (!(target instanceof HTMLElement)) return null;
  if (target instanceof HTMLImageElement) return { kind: 'resource', message: 'image load failed', source: clip(target.currentSrc || target.src, 500) };
  if (target instanceof HTMLScriptElement) return { kind: 'resource', message: 'script load failed', source: clip(target.src, 500) };
  if (target instanceof HTMLLinkElement) return { kind: 'resource', message: 'stylesheet load failed', source: clip(target.href, 500) };
  return null;
}

export function errorOf(event: Event): ErrorInfo | null {
  if (typeof PromiseRejectionEvent !== 'undefined' && event instanceof PromiseRejectionEvent) {
    const reason: unknown = event.reason;
    const err = reason instanceof Error ? reason : null;
    // A call the API client already reported (and the user already saw) is not a second error.
    if (err?.name === 'ApiError') return null;
    return { kind: 'promise', message: clip(err ? `${err.name}: ${err.message}` : String(reason), 2000), ...(err?.stack ? { stack: clip(err.stack, 4000) } : {}) };
  }
  if (event instanceof ErrorEvent && event.message) {
    const err: unknown = event.error;
    return {
      kind: 'js', message: clip(event.message, 2000), source: clip(event.filename ?? '', 500),
      ...(event.lineno ? { line: event.lineno } : {}), ...(event.colno ? { column: event.colno } : {}),
      ...(err instanceof Error && err.stack ? { stack: clip(err.stack, 4000) } : {}),
    };
  }
  return resourceFailure(event.target);
}

/** Two reports of one error: same kind, message and place. */
export function signatureOf(e: ErrorInfo): string {
  return `${e.kind}|${e.message}|${e.source ?? ''}|${e.line ?? ''}`;
}
