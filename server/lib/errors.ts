import type { Lang, Said } from './language';
import { messages } from './messages';
import { fieldPlace, fieldProblem } from './fieldNames';

/**
 * A business error: answered as an envelope with HTTP 200 unless `status` says otherwise, its message in the
 * caller's language (`message` holds the Chinese text, for logs).
 */
export class BizError extends Error {
  readonly code: number;
  readonly said: Said;
  readonly businessCode?: number;
  readonly status: number;
  readonly data: unknown;
  /** Of a bad field: what is wrong without naming the field, for a form to show under it (`data.problem`). */
  readonly problem?: Said;

  constructor(code: number, said: Said, opts: { businessCode?: number; status?: number; data?: unknown; problem?: Said } = {}) {
    super(said['zh-CN']);
    this.code = code;
    this.said = said;
    this.businessCode = opts.businessCode;
    this.status = opts.status ?? 200;
    this.data = opts.data ?? null;
    this.problem = opts.problem;
  }

  textIn(lang: Lang): string {
    return this.said[lang];
  }

  static notFound(): BizError {
    return new BizError(404, messages.notFound);
  }

  static noPermission(): BizError {
    return new BizError(AuthCode.noPermission, messages.noPermission);
  }

  static conflict(said: Said): BizError {
    return new BizError(409, said);
  }

  /** A bad value of the field at `field` (`lines/0/confirmedQty`); the message names the field in words. */
  static invalid(field: string, problem: Said): BizError {
    return new BizError(400, fieldProblem(fieldPlace(field), problem), { data: { field }, problem });
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
