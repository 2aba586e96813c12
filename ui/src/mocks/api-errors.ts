// Error answers in the server's envelope (api/src/http/errors.ts), shared by the subscriber and admin mocks.
import { DomainError, HTTP_STATUS_BY_KIND, ValidationError } from '@edgeboard/domain';
import { HttpResponse } from 'msw';
import type { z } from 'zod';

export const apiError = (status: number, code: string, message: string, field?: string) =>
  HttpResponse.json(
    { error: field === undefined ? { code, message } : { code, message, field } },
    { status },
  );

/** A zod failure as the server words it (validationResponse): a 400 naming the first offending field. */
export function invalid(error: z.ZodError) {
  const issue = error.issues[0];
  const field = issue?.path.join('.') ?? '';
  const message = field
    ? `Invalid ${field}: ${issue?.message ?? 'invalid value'}`
    : (issue?.message ?? 'Invalid request');
  return apiError(400, 'invalid_request', message, field || undefined);
}

export const notFound = (entity: string, id?: string) =>
  apiError(404, 'not_found', id === undefined ? `${entity} not found` : `${entity} ${id} not found`);

/**
 * A use case's answer, or its domain error in the server's status and envelope (api/src/http/errors.ts), so a
 * handler that calls a use case refuses exactly as the API does. Anything else is a bug and is thrown.
 */
export async function answering(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    const field = err instanceof ValidationError ? err.issues[0]?.path : undefined;
    return apiError(HTTP_STATUS_BY_KIND[err.kind], err.code, err.message, field);
  }
}
