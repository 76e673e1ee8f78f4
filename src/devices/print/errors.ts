// Typed print errors: every failure of discovery, connection or a job ends as one of these codes, with a
// message in the user's language (texts.ts). The raw error stays attached for support.

export type PrintErrorCode =
  | 'UNSUPPORTED'
  | 'CANCELLED'
  | 'NOT_FOUND'
  | 'SECURITY'
  | 'NO_WRITABLE'
  | 'DISCONNECTED'
  | 'TOO_LARGE'
  | 'TIMEOUT'
  | 'JOB_CANCELLED'
  | 'FAILED';

export class PrintError extends Error {
  readonly code: PrintErrorCode;
  /** share of the job's bytes the printer had acknowledged, 0..100, when a job broke off */
  readonly sentPercent?: number;
  readonly raw?: unknown;

  constructor(code: PrintErrorCode, opts: { sentPercent?: number; raw?: unknown; message?: string } = {}) {
    super(opts.message ?? code);
    this.name = 'PrintError';
    this.code = code;
    this.sentPercent = opts.sentPercent;
    this.raw = opts.raw;
  }
}

/** Web Bluetooth / Serial / USB rejections (DOMException names, spec wording) → a print error code. */
export function toPrintError(err: unknown): PrintError {
  if (err instanceof PrintError) return err;
  const name = (err as { name?: string } | null)?.name ?? '';
  const message = String((err as { message?: string } | null)?.message ?? err);
  switch (name) {
    case 'NotFoundError':
      return new PrintError(/cancel/i.test(message) ? 'CANCELLED' : 'NOT_FOUND', { raw: err, message });
    case 'AbortError':
      return new PrintError('CANCELLED', { raw: err, message });
    case 'SecurityError':
    case 'NotAllowedError':
      return new PrintError('SECURITY', { raw: err, message });
    case 'NetworkError':
      return new PrintError('DISCONNECTED', { raw: err, message });
    case 'InvalidModificationError':
      return new PrintError('TOO_LARGE', { raw: err, message });
    case 'NotSupportedError':
      return new PrintError('NO_WRITABLE', { raw: err, message });
    case 'TimeoutError':
      return new PrintError('TIMEOUT', { raw: err, message });
    default:
      return new PrintError('FAILED', { raw: err, message });
  }
}
