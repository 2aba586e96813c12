// A GET answered from its validated query string: the API's 400 for a bad query, its domain errors in the
// server's envelope, and the answer parsed with the contract's schema (so a drifting mock fails loudly).
import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { answering, invalid } from './api-errors';
import { queryOf } from './session';

export function getWithQuery<Q extends z.ZodType, A extends z.ZodType<JsonBodyType>>(
  url: string,
  query: Q,
  answer: A,
  compute: (q: z.output<Q>, request: Request) => Promise<z.input<A>>,
) {
  return http.get(url, ({ request }) => {
    const q = query.safeParse(queryOf(request));
    if (!q.success) return invalid(q.error);
    return answering(async () => HttpResponse.json(answer.parse(await compute(q.data, request))));
  });
}
