// Shapes shared by the API client and its callers.
import type { RememberedCall } from '../../common/shell/shellCalls';

export interface Envelope<T = unknown> {
  code: number;
  message?: string;
  data?: T;
  businessCode?: number;
}

export type HttpMethod = 'GET' | 'POST';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, unknown>;
  /** no loading indicator and no message toasts; session-ending dialogs still show */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Told the request as it was sent once it has been answered with success (GET and POST): a route's opening
   * remembers its calls for the shell to send at the next launch (src/api/shellCalls.ts).
   */
  answered?: (call: RememberedCall) => void;
}

/** Why a call failed when the server did not answer with an envelope. */
export type TransportFailure = 'abort' | 'timeout' | 'network' | 'http';

// Transport failures carry negative codes so they can never collide with server codes.
export const TRANSPORT_CODES: Record<TransportFailure, number> = {
  abort: -1,
  timeout: -2,
  network: -3,
  http: -4,
};

export class ApiError extends Error {
  readonly code: number;
  readonly businessCode?: number;
  readonly data?: unknown;
  /** set for failures below the envelope level */
  readonly transport?: TransportFailure;
  /** HTTP status when the server answered without an envelope (e.g. 404 for an endpoint not built yet) */
  readonly status?: number;

  constructor(init: { code: number; message: string; businessCode?: number; data?: unknown; transport?: TransportFailure; status?: number }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.businessCode = init.businessCode;
    this.data = init.data;
    this.transport = init.transport;
    this.status = init.status;
  }

  /** an aborted call (superseded by an identical newer one, or cancelled by its caller) — never worth a message */
  get aborted(): boolean {
    return this.transport === 'abort';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
