import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { PERMISSION_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@edgeboard/domain';
import { markSessionEnded, setAccessTokenProvider, whileSigningOut } from './auth/access-token';
import { clearSessionRefused, isSessionRefused } from './auth/session-refused';
import { createBaseQuery, isApiError, NETWORK_ERROR_MESSAGE, retryDelayMs } from './base-query';

const queryApi = (): BaseQueryApi => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(responses: (() => Response)[]) {
  const fetchFn = vi.fn<typeof fetch>();
  for (const make of responses) fetchFn.mockImplementationOnce(() => Promise.resolve(make()));
  const baseQuery = createBaseQuery({ baseUrl: 'http://edgeboard.test/api', fetchFn });
  return { fetchFn, run: () => baseQuery('me', queryApi(), {}) };
}

/** Lets every pending promise settle, then moves the clock by `ms`. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('base query retry policy', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setAccessTokenProvider(() => Promise.resolve('token-123'));
  });
  afterEach(() => {
    vi.useRealTimers();
    setAccessTokenProvider(() => Promise.resolve(null));
  });

  it('waits 1 s, 2 s and 4 s between retries', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([1000, 2000, 4000]);
  });

  it('retries a 5xx three times with exponential backoff, then gives up with the server message', async () => {
    const fail = () => json(503, { error: { code: 'unavailable', message: 'Scores feed is down' } });
    const { fetchFn, run } = setup([fail, fail, fail, fail]);
    const pending = run();
    await advance(0);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    await advance(1999);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    await advance(4000);
    expect(fetchFn).toHaveBeenCalledTimes(4);
    const result = await pending;
    expect(result.error).toEqual({ status: 503, code: 'unavailable', message: 'Scores feed is down' });
    await advance(60_000);
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });

  it('retries network errors and succeeds when the server answers', async () => {
    const fetchFn = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(() => Promise.resolve(json(200, { ok: true })));
    const baseQuery = createBaseQuery({ baseUrl: 'http://edgeboard.test/api', fetchFn });
    const pending = baseQuery('me', queryApi(), {});
    await advance(1000);
    const result = await pending;
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(result.data).toEqual({ ok: true });
  });

  it('reports a network error after four failed tries', async () => {
    const fetchFn = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    const baseQuery = createBaseQuery({ baseUrl: 'http://edgeboard.test/api', fetchFn });
    const pending = baseQuery('me', queryApi(), {});
    await advance(7000);
    const result = await pending;
    expect(fetchFn).toHaveBeenCalledTimes(4);
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: NETWORK_ERROR_MESSAGE });
  });

  it.each([
    [400, 'Invalid email: Invalid email address'],
    [404, 'No such prop'],
    [429, 'Too many requests'],
  ])('never retries a %i', async (status, message) => {
    const { fetchFn, run } = setup([() => json(status, { error: { code: 'x', message } })]);
    const pending = run();
    await advance(10_000);
    const result = await pending;
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({ status, code: 'x', message });
  });

  it('shows the spec messages for 401 and 403, without retrying', async () => {
    const { fetchFn, run } = setup([
      () => json(401, { error: { code: 'unauthenticated', message: 'jwt expired' } }),
    ]);
    const first = run();
    await advance(10_000);
    expect((await first).error?.message).toBe(SESSION_EXPIRED_MESSAGE);
    expect(fetchFn).toHaveBeenCalledTimes(1);

    const second = setup([() => json(403, { error: { code: 'forbidden', message: 'no' } })]);
    const pending = second.run();
    await advance(10_000);
    expect((await pending).error?.message).toBe(PERMISSION_MESSAGE);
    expect(second.fetchFn).toHaveBeenCalledTimes(1);
  });

  it('reports a 401 on a call that carried a token as a refused session, and no other error', async () => {
    clearSessionRefused();
    const forbidden = setup([() => json(403, { error: { code: 'forbidden', message: 'no' } })]);
    const refusedCall = forbidden.run();
    await advance(10_000);
    await refusedCall;
    expect(isSessionRefused()).toBe(false);
    const { run } = setup([() => json(401, { error: { code: 'unauthenticated', message: 'jwt expired' } })]);
    const pending = run();
    await advance(10_000);
    await pending;
    expect(isSessionRefused()).toBe(true);
    clearSessionRefused();
  });

  it('sends the session token as a bearer header', async () => {
    const { fetchFn, run } = setup([() => json(200, {})]);
    const pending = run();
    await advance(0);
    await pending;
    const request = fetchFn.mock.calls[0]?.[0];
    expect(request).toBeInstanceOf(Request);
    expect((request as Request).headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('drops a call whose session ended while it waited for the token, instead of sending it bare', async () => {
    let release: (token: string | null) => void = () => undefined;
    setAccessTokenProvider(
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
    );
    const { fetchFn, run } = setup([() => json(200, {})]);
    const pending = run();
    await advance(0);
    markSessionEnded();
    release(null);
    const result = await pending;
    expect(fetchFn).not.toHaveBeenCalled();
    expect(result.error).toMatchObject({ status: 401, code: 'signed_out' });
  });

  it('signs out only once calls already sent are back, and sends none meanwhile', async () => {
    setAccessTokenProvider(() => Promise.resolve('token-123'));
    let answer: (r: Response) => void = () => undefined;
    const fetchFn = vi.fn<typeof fetch>(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const baseQuery = createBaseQuery({ baseUrl: 'http://edgeboard.test/api', fetchFn });
    const inFlight = baseQuery('nfl/scoresbasic', queryApi(), {});
    await advance(0);
    expect(fetchFn).toHaveBeenCalledTimes(1);

    const revoke = vi.fn(() => Promise.resolve());
    const signingOut = whileSigningOut(revoke);
    await advance(0);
    // The session is not revoked under the call on its way, and a new call is not sent.
    expect(revoke).not.toHaveBeenCalled();
    expect((await baseQuery('me', queryApi(), {})).error).toMatchObject({ code: 'signed_out' });
    expect(fetchFn).toHaveBeenCalledTimes(1);

    answer(json(200, { ok: true }));
    expect((await inFlight).data).toEqual({ ok: true });
    await signingOut;
    expect(revoke).toHaveBeenCalledTimes(1);
  });
});

describe('isApiError', () => {
  it('tells an ApiError from anything else a call can throw', () => {
    expect(isApiError({ status: 403, message: 'No', code: 'forbidden' })).toBe(true);
    expect(isApiError({ status: 'FETCH_ERROR', message: 'offline' })).toBe(true);
    expect(isApiError(new TypeError('boom'))).toBe(false);
    expect(isApiError({ status: 500 })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('error')).toBe(false);
  });
});
