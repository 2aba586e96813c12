// Request and answer helpers every /api/admin mock area shares: the query, body and id of a request, and answers
// parsed with the domain's schemas, so the mock cannot answer a shape the API would not (the lists' filters,
// order and paging are the in-memory repositories' in application/src/in-memory).
import { HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { answering } from '@/mocks/api-errors';

export const Deleted = z.object({ success: z.literal(true) });

const ok = (schema: z.ZodType, body: unknown, status = 200) =>
  HttpResponse.json(schema.parse(body) as JsonBodyType, { status });

/**
 * A use case's answer as the API gives it: its result parsed with `schema`, or the domain error it threw in the
 * server's envelope (api-errors' `answering`).
 */
export const answer = (schema: z.ZodType, run: () => Promise<unknown>, status = 200): Promise<Response> =>
  answering(async () => ok(schema, await run(), status));

export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export const idOf = (params: Record<string, string | readonly string[] | undefined>) => String(params.id);
