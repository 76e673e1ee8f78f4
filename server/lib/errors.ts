/** A business error: answered as an envelope with HTTP 200 unless `status` says otherwise. */
export class BizError extends Error {
  readonly code: number;
  readonly businessCode?: number;
  readonly status: number;
  readonly data: unknown;

  constructor(code: number, message: string, opts: { businessCode?: number; status?: number; data?: unknown } = {}) {
    super(message);
    this.code = code;
    this.businessCode = opts.businessCode;
    this.status = opts.status ?? 200;
    this.data = opts.data ?? null;
  }

  static notFound(): BizError {
    return new BizError(404, '单据不存在或无权查看');
  }

  static conflict(message: string): BizError {
    return new BizError(409, message);
  }

  static invalid(field: string, message: string): BizError {
    return new BizError(400, `${field}: ${message}`, { data: { field } });
  }
}

/** Codes of spec §8 the server answers with. */
export const AuthCode = {
  noPermission: 107,
  tokenMissing: 140001,
  tokenExpired: 140002,
  tokenRevoked: 301537,
  loggedInElsewhere: 301543,
  notAuthorized: 301552,
} as const;
