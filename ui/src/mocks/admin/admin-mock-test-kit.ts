// The admin mock's tests share one harness: the admin and subscriber handlers behind msw/node (sign-in is the
// subscriber mock's), an admin session signed in once per file, and helpers that check a status and parse the
// answer. Each test file calls withAdminMockServer() at its top.
// The tests check pages with the domain's schema of a paged answer.
export { pageOf } from '@edgeboard/domain';
import { beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { adminMockHandlers } from '@/mocks/admin-handlers';
import { mockHandlers } from '@/mocks/handlers';
import { accessTokenOf, MOCK_ORIGIN as ORIGIN, serveMockHandlers } from '@/mocks/mock-test-server';

/** The admin's access token, sent by call() unless a test names another caller. */
let token = '';

export function withAdminMockServer() {
  serveMockHandlers([...adminMockHandlers(ORIGIN), ...mockHandlers(ORIGIN)]);
  // The first request builds the demo season in this process: seconds, more on a loaded machine.
  beforeAll(async () => {
    token = await signIn('admin@demo.edgeboard.dev');
  }, 60_000);
}

const ErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

export const signIn = accessTokenOf;

export async function call(path: string, init: RequestInit & { as?: string | null } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const who = init.as === undefined ? token : init.as;
  if (who !== null) headers.set('Authorization', `Bearer ${who}`);
  if (typeof init.body === 'string' && !headers.has('Content-Type'))
    headers.set('Content-Type', 'application/json');
  return fetch(`${ORIGIN}/api/admin${path}`, { ...init, headers });
}

export async function json<T>(schema: z.ZodType<T>, res: Response, status = 200): Promise<T> {
  expect(res.status).toBe(status);
  return schema.parse(await res.json());
}

export async function error(res: Response, status: number) {
  return (await json(ErrorBody, res, status)).error;
}
