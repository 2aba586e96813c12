// Request and answer helpers every /api/admin mock area shares: the repositories' case-insensitive partial match
// and paging, the patch semantics of their updates, and answers parsed with the domain's schemas, so the mock
// cannot answer a shape the API would not.
import { HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { answering } from '@/mocks/api-errors';

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), count: z.number().int().min(0) });
export const Deleted = z.object({ success: z.literal(true) });

export const ok = (schema: z.ZodType, body: unknown, status = 200) =>
  HttpResponse.json(schema.parse(body) as JsonBodyType, { status });

/**
 * A use case's answer as the API gives it: its result parsed with `schema`, or the domain error it threw in the
 * server's envelope (api-errors' `answering`).
 */
export const answer = (schema: z.ZodType, run: () => Promise<unknown>, status = 200): Promise<Response> =>
  answering(async () => ok(schema, await run(), status));

export const contains = (text: string | null | undefined, search: string | undefined) =>
  search === undefined || (text ?? '').toLowerCase().includes(search.trim().toLowerCase());

export function page<T>(rows: readonly T[], q: { page: number; pageSize: number }) {
  const start = (q.page - 1) * q.pageSize;
  return { data: rows.slice(start, start + q.pageSize), count: rows.length };
}

/** A patch's given fields: a key sent as undefined leaves the stored value, as the repositories' updates do. */
export function definedOf<T extends object>(patch: T): Partial<T> {
  const entries: [string, unknown][] = Object.entries(patch);
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
export const byDesc = (a: string, b: string) => b.localeCompare(a);
/** An ISO timestamp as epoch milliseconds, for the date filters and comparisons. */
export const t = (iso: string) => Date.parse(iso);

export async function bodyOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export const idOf = (params: Record<string, string | readonly string[] | undefined>) => String(params.id);
