import type { ErrorCode } from '@portal/domain';

/**
 * A failure the client may see: a stable `code` (the web maps it to `err.<code>`) and an HTTP
 * status. Anything else thrown becomes a 500 whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode = 400,
    readonly fields?: Record<string, string[]>,
    /** Values for the message's `{{name}}` placeholders (the row limit of a spreadsheet). */
    readonly params?: Record<string, string | number>,
  ) {
    super(code);
    this.name = 'AppError';
  }

  /** An external system's own words (a service's `Mensagem`), answered as `message` instead of the catalogue text. */
  detail: string | undefined;

  withDetail(detail: string | null | undefined): this {
    this.detail = detail?.trim() || undefined;
    return this;
  }

  /** A 429's `Retry-After`, in whole seconds (decision 0045); the error handler sends it. */
  retryAfterSeconds: number | undefined;

  /** Sets `Retry-After` to the time left until `at` (at least one second). */
  retryAt(at: Date, now: Date): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
    return this;
  }

  /** A code refused too soon: whether the code sent before can still be typed (the answer's `codeValid`). */
  codeValid: boolean | undefined;

  withCodeValid(valid: boolean): this {
    this.codeValid = valid;
    return this;
  }
}

export const notFound = (code: ErrorCode = 'notFound') => new AppError(code, 404);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(code, 403);
export const conflict = (code: ErrorCode) => new AppError(code, 409);
