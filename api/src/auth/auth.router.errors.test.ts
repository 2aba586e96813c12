import type { LocalAuthService } from '@edgeboard/adapters/auth/local-auth-service';
import { RateLimitedError } from '@edgeboard/domain';
import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createAuthRouter, withAuthErrors } from './auth.router';
import { authRouterWorld, postTo, signUpAda, VERSIONED } from './auth-router-test-kit';

// GoTrue's error answers: both shapes, bad input, refused passwords and addresses, and rate limits.
describe('auth router errors', () => {
  let app: Hono;
  let service: LocalAuthService;
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    postTo(app, path, body, headers);
  const signUp = () => signUpAda(app);

  beforeEach(async () => {
    ({ app, service } = await authRouterWorld());
  });

  it('speaks both GoTrue error shapes, keyed on X-Supabase-Api-Version', async () => {
    await signUp();
    const bad = { email: 'ada@example.com', password: 'wrong-password' };
    const versioned = await post('/token?grant_type=password', bad);
    expect(versioned.status).toBe(400);
    expect(versioned.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect(await versioned.json()).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    const legacy = await post('/token?grant_type=password', bad, { 'Content-Type': 'application/json' });
    expect(legacy.headers.get('X-Supabase-Api-Version')).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('turns malformed input into 400s that name the problem, never a 500', async () => {
    const cases: [string, unknown, string][] = [
      ['/signup', '{not json', 'bad_json'],
      ['/signup', { email: 'ada@example.com' }, 'validation_failed'],
      [
        '/signup',
        { email: 'ada@example.com', password: 'Correct-Horse-9', data: { is_over_18: 'yes' } },
        'validation_failed',
      ],
      ['/signup', { email: 42, password: 'Correct-Horse-9' }, 'validation_failed'],
      ['/token?grant_type=magic', { email: 'a@b.co', password: 'x' }, 'validation_failed'],
      ['/token', { email: 'a@b.co', password: 'x' }, 'validation_failed'],
      ['/token?grant_type=refresh_token', {}, 'validation_failed'],
      ['/recover', { email: '' }, 'validation_failed'],
      ['/verify', { token_hash: 'x' }, 'validation_failed'],
      ['/logout?scope=everyone', {}, 'validation_failed'],
    ];
    for (const [path, body, code] of cases) {
      const res = await post(path, body);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { code: string }).code, path).toBe(code);
    }
    const missing = (await (await post('/signup', { email: 'ada@example.com' })).json()) as {
      message: string;
    };
    expect(missing.message).toBe('Signup requires a valid password');
    const huge = await post('/signup', { email: 'ada@example.com', password: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
  });

  it('answers as GoTrue does: an empty sign-in password, a common password, an address it cannot take', async () => {
    await signUp();
    const empty = await post('/token?grant_type=password', { email: 'ada@example.com', password: '' });
    expect([empty.status, await empty.json()]).toEqual([
      400,
      { code: 'invalid_credentials', message: 'Invalid login credentials' },
    ]);
    const common = await post(
      '/signup',
      { email: 'bob@example.com', password: '12345678' },
      {
        'Content-Type': 'application/json',
      },
    );
    expect([common.status, await common.json()]).toEqual([
      422,
      {
        code: 422,
        error_code: 'weak_password',
        msg: 'Password is known to be weak and easy to guess, please choose a different one.',
        weak_password: { reasons: ['pwned'] },
      },
    ]);
    const markup = await post('/signup', { email: '<b>x</b>@example.com', password: 'Correct-Horse-9' });
    expect([markup.status, await markup.json()]).toEqual([
      400,
      { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
    ]);
  });

  it("turns a rate limit in front of the routes into GoTrue's 429, which supabase-js reads as a code", async () => {
    const limited = new Hono();
    limited.use(
      '/auth/v1/signup',
      withAuthErrors(() => {
        throw new RateLimitedError(
          30_000,
          'Too many sign-up attempts from this address. Please try again later.',
        );
      }),
    );
    limited.route('/auth/v1', createAuthRouter(service));
    const res = await limited.request('/auth/v1/signup', { method: 'POST', headers: VERSIONED, body: '{}' });
    expect(res.status).toBe(429);
    expect(res.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect(await res.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many sign-up attempts from this address. Please try again later.',
    });
  });
});
