import { PERMISSION_MESSAGE, PROP_FEED_UNAVAILABLE_MESSAGE, SESSION_EXPIRED_MESSAGE } from './messages';

export { PERMISSION_MESSAGE, SESSION_EXPIRED_MESSAGE } from './messages';

/**
 * What went wrong, independent of transport: the API maps kinds to HTTP statuses
 * (validation 400, unauthenticated 401, forbidden 403, not_found 404, conflict 409,
 * rate_limited 429, unavailable 503), other callers map them as they need.
 */
export const ERROR_KINDS = [
  'validation',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'unavailable',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The HTTP status of each kind: one table for the API and the browser's dev mock, so both refuse alike. */
export const HTTP_STATUS_BY_KIND = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
} as const satisfies Record<ErrorKind, number>;

/** One problem with one input field. */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Base of every expected failure. `code` is stable (clients may switch on it); `message` is safe to
 * show a user.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly kind: ErrorKind;

  constructor(kind: ErrorKind, code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.kind = kind;
    this.code = code;
  }
}

export class ValidationError extends DomainError {
  readonly issues: readonly FieldIssue[];

  constructor(message: string, issues: readonly FieldIssue[] = [], code = 'validation_failed') {
    super('validation', code, message);
    this.issues = issues;
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(
    message: string = SESSION_EXPIRED_MESSAGE,
    code = 'unauthenticated',
    options?: { cause?: unknown },
  ) {
    super('unauthenticated', code, message, options);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string = PERMISSION_MESSAGE, code = 'forbidden') {
    super('forbidden', code, message);
  }
}

export class NotFoundError extends DomainError {
  readonly entity: string;
  readonly id: string | undefined;

  constructor(entity: string, id?: string, message?: string, code = 'not_found') {
    super(
      'not_found',
      code,
      message ?? (id === undefined ? `${entity} not found` : `${entity} ${id} not found`),
    );
    this.entity = entity;
    this.id = id;
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'conflict') {
    super('conflict', code, message);
  }
}

export class RateLimitedError extends DomainError {
  readonly retryAfterMs: number;

  constructor(
    retryAfterMs: number,
    message = 'Too many requests. Please try again shortly.',
    code = 'rate_limited',
  ) {
    super('rate_limited', code, message);
    this.retryAfterMs = Math.max(0, Math.ceil(retryAfterMs));
  }
}

/** An upstream service or store could not answer; retrying later may succeed. */
export class UnavailableError extends DomainError {
  constructor(
    message: string = PROP_FEED_UNAVAILABLE_MESSAGE,
    code = 'unavailable',
    options?: { cause?: unknown },
  ) {
    super('unavailable', code, message, options);
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;
