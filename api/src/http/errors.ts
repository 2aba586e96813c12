// One error envelope for every /api answer: { error: { code, message, field? } }.
// Domain errors carry a `kind` that maps to a status; anything unexpected is a 500 with no internals leaked.
import {
  DomainError,
  HTTP_STATUS_BY_KIND,
  PICK_LOCKED_CODE,
  ValidationError,
  type ClassifyStorageError,
  type ConstraintViolation,
} from '@edgeboard/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

const statusByKind: Record<DomainError['kind'], ContentfulStatusCode> = HTTP_STATUS_BY_KIND;

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  field?: string,
) {
  return c.json(errorBody(code, message, field), status);
}

/** A zod failure as a 400 naming the first offending field. */
export function validationResponse(c: Context, error: ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = field
    ? `Invalid ${field}: ${issue?.message ?? 'invalid value'}`
    : (issue?.message ?? 'Invalid request');
  return errorResponse(c, 400, 'invalid_request', message, field || undefined);
}

/**
 * A write the database refused because of a constraint is the client's mistake (a duplicate, a reference to
 * something gone, a value out of range), never a 500. Routes that know the entity throw a ConflictError with
 * a sharper message first; this is the net under every other write. Table names stay internal.
 */
function constraintResponse(c: Context, v: ConstraintViolation) {
  const field = v.column;
  switch (v.kind) {
    case 'unique':
      return errorResponse(
        c,
        409,
        'already_exists',
        field ? `That ${field} is already taken.` : 'This already exists.',
        field,
      );
    case 'foreign_key':
      return errorResponse(
        c,
        409,
        'reference_conflict',
        v.direction === 'referenced'
          ? 'This is still in use elsewhere and cannot be changed or removed.'
          : v.direction === 'missing'
            ? 'This refers to something that does not exist (any more).'
            : 'This refers to something that does not exist, or is still in use elsewhere.',
      );
    case 'locked':
      return errorResponse(
        c,
        409,
        PICK_LOCKED_CODE,
        'This pick’s game has kicked off: its published fields are part of the record and cannot change.',
      );
    case 'check':
    case 'not_null':
      return errorResponse(
        c,
        422,
        'constraint_violation',
        field ? `The value of ${field} is not allowed.` : 'A value is outside what is allowed.',
        field,
      );
  }
}

/**
 * Any thrown error as the envelope. `classify` is the storage's reading of a refused write (the SQL adapter's
 * constraintViolation on the server), handed in so this layer never imports a driver's error shapes.
 */
export function toErrorResponse(
  c: Context,
  err: unknown,
  log: (err: unknown) => void,
  classify: ClassifyStorageError,
) {
  if (err instanceof ValidationError)
    return errorResponse(c, 400, err.code, err.message, err.issues[0]?.path);
  if (err instanceof DomainError) return errorResponse(c, statusByKind[err.kind], err.code, err.message);
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 413 ? 'payload_too_large' : status === 400 ? 'invalid_request' : 'http_error';
    return errorResponse(c, status, code, err.message || 'Request could not be processed');
  }
  if (err instanceof SyntaxError)
    return errorResponse(c, 400, 'invalid_json', 'The request body is not valid JSON');
  const violation = classify(err);
  if (violation) return constraintResponse(c, violation);
  log(err);
  return errorResponse(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
}
