// Shared pieces of the OpenAPI route definitions: the error envelope and the standard error answers.
import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
  })
  .openapi('Error');

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

export const errors = {
  400: error('Invalid input: the message names the field'),
  401: error('Missing, invalid or expired session'),
  403: error('Not allowed for this account'),
  404: error('Not found'),
  409: error('Conflicts with what is stored: a duplicate, or a record still in use'),
  429: error('Too many requests'),
  503: error('An upstream provider is unavailable'),
} as const;

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const bearer = [{ bearerAuth: [] }];
