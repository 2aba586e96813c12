// Component tests talk to the dev mock's handlers (ui/src/mocks/handlers.ts), the same ones the contracts'
// mock-drift check holds to the pacts, through msw/node. A test that needs a particular answer (an error, an
// empty list, a slow reply, its own sample rows) overrides that one endpoint with `answer` (or `server.use`),
// which also records each request so the test can check what the page sent. Overrides end with each test.
import type { Session } from '@supabase/supabase-js';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Tier } from '@edgeboard/domain';
import { setAccessTokenProvider } from '@/lib/auth/access-token';
import type { AuthState } from '@/lib/auth/auth-context';
import { demoWorld, subscriptionOf } from '@/mocks/demo-world';
import { mockHandlers } from '@/mocks/handlers';
import { pinMockWorldDate } from '@/mocks/mock-test-clock';
import { session } from '@/mocks/session';

/** Relative paths: MSW resolves them against the page's origin, as the app's own requests are. */
export const server = setupServer(...mockHandlers());

/**
 * Call at the top of a component test file: the mock answers every call, an unknown one fails the test.
 * `buildWorld: false` for a file whose tests override every endpoint they call (the demo world takes seconds).
 */
export function withMockServer({ buildWorld = true }: { buildWorld?: boolean } = {}): void {
  // The demo world is built at a pinned date, so what it answers never depends on today's.
  pinMockWorldDate();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // Built once per file here, where the generous timeout below covers it (seconds on a busy machine).
    if (buildWorld) demoWorld();
  }, 60_000);
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    setAccessTokenProvider(() => Promise.resolve(null));
  });
  afterAll(() => {
    server.close();
  });
}

/**
 * A demo account of `tier` signed in for the running test: the auth state to render with, and its token (one the
 * mock accepts) on every API call, so the mock's /api/me answers that plan.
 */
export function signedInDemo(tier: Tier, opts: { admin?: boolean } = {}): AuthState {
  const w = demoWorld();
  const user = w.users.find(
    (u) => (u.role === 'admin') === (opts.admin ?? false) && subscriptionOf(w, u).tier === tier,
  );
  if (user === undefined) throw new Error(`no demo account on the ${tier} plan`);
  const s = session(user) as unknown as Session;
  setAccessTokenProvider(() => Promise.resolve(s.access_token));
  return { status: 'signed-in', session: s, user: s.user };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'all';

interface Answer {
  status?: number;
  /** Milliseconds before the answer: a slow server. */
  delayMs?: number;
  method?: Method;
}

/** An answer worked out from the request (a page of rows at its offset, the rows its filters keep). */
type ComputedBody = (request: Request, query: URLSearchParams) => JsonBodyType;

/** Every request an override received: its query, and its JSON body when it sent one. */
export interface Recorded {
  query: URLSearchParams[];
  bodies: unknown[];
  requests: Request[];
}

/**
 * Overrides `path` (e.g. `/api/props/prop-feed`) for the running test: answers `body` (or what `body` computes
 * from the request) with `status`, and records each request.
 */
export function answer(
  path: string,
  body: JsonBodyType | ComputedBody,
  { status = 200, delayMs = 0, method = 'get' }: Answer = {},
): Recorded {
  const recorded: Recorded = { query: [], bodies: [], requests: [] };
  server.use(
    http[method](path, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      recorded.query.push(query);
      recorded.requests.push(request.clone());
      const text = await request.clone().text();
      recorded.bodies.push(text === '' ? undefined : (JSON.parse(text) as unknown));
      if (delayMs > 0) await delay(delayMs);
      const json: JsonBodyType = typeof body === 'function' ? (body as ComputedBody)(request, query) : body;
      return HttpResponse.json(json, { status });
    }),
  );
  return recorded;
}

/** The API's error envelope (domain/src/errors.ts as api/src/http/errors.ts writes it). */
export const apiError = (message = 'refused', code = 'x') => ({ error: { code, message } });

/** Overrides `path` with an API error of `status`; records the requests like `answer`. */
export const refuse = (
  path: string,
  status: number,
  opts: Omit<Answer, 'status'> & { message?: string; code?: string } = {},
) => answer(path, apiError(opts.message, opts.code), { ...opts, status });

/**
 * Overrides `path` with an answer held back until the returned `release` is called (never, for a test of the
 * loading state): what the page shows while it waits.
 */
export function hold(path: string, { method = 'get' }: { method?: Method } = {}) {
  let release: (response: Response) => void = () => undefined;
  const held = new Promise<Response>((resolve) => {
    release = resolve;
  });
  const recorded: Recorded = { query: [], bodies: [], requests: [] };
  server.use(
    http[method](path, ({ request }) => {
      recorded.query.push(new URL(request.url).searchParams);
      recorded.requests.push(request.clone());
      return held;
    }),
  );
  return {
    recorded,
    /** Sends the held answer: `body` as JSON with `status`. */
    release: (body: JsonBodyType, status = 200) => {
      release(HttpResponse.json(body, { status }) as Response);
    },
  };
}

/** Every request the running test's page sends, as "METHOD /path", in order (whoever answers it). */
export function requestLog(): string[] {
  const log: string[] = [];
  server.events.on('request:start', ({ request }) => {
    log.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return log;
}

/**
 * A page's loading state: renders with `path` held, checks the page shows its busy status, then lets `body`
 * through (the caller checks what the page shows with it).
 */
export async function showsLoadingUntil(path: string, body: JsonBodyType, render: () => unknown) {
  const held = hold(path);
  render();
  expect(await screen.findByRole('status')).toBeTruthy();
  held.release(body);
}
