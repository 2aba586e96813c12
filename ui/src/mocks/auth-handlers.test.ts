// @vitest-environment node
import { MeResponse } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, json, Session, serveMockBackend, signIn } from './mock-http-test-kit';

serveMockBackend();

const feedPath = '/api/props/prop-feed?limit=100&sortBy=confidence&sortOrder=desc';

describe('mock auth', () => {
  it('signs a demo user in, answers /api/me, refreshes, and rejects a wrong password', async () => {
    const { access_token: token, refresh_token } = await signIn('allstar@demo.edgeboard.dev');
    const me = await json(MeResponse, await call('/api/me', { token }));
    expect(me.email).toBe('allstar@demo.edgeboard.dev');
    expect(me.subscription.tier).toBe('all-star');
    const user = await json(z.object({ email: z.string() }), await call('/auth/v1/user', { token }));
    expect(user.email).toBe(me.email);
    const refreshed = await call('/auth/v1/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token }),
    });
    expect((await json(Session, refreshed)).user.id).toBe(me.id);
    const wrong = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: 'allstar@demo.edgeboard.dev', password: 'nope' }),
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()) as unknown).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect((await call('/api/me')).status).toBe(401);
  });

  it('answers auth errors in the 2024-01-01 shape to a client that asks for it, as supabase-js does', async () => {
    const wrong = await call('/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: 'allstar@demo.edgeboard.dev', password: 'nope' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
    expect((await wrong.json()) as unknown).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
  });

  it('signs up, updates the password, recovers, deletes the account and logs out', async () => {
    const signUp = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'new@example.com', password: 'Secret-123', data: { name: 'New Fan' } }),
    });
    const { access_token: token } = await json(Session, signUp);
    const me = await json(MeResponse, await call('/api/me', { token }));
    expect(me.subscription.tier).toBe('free');
    const update = await call('/auth/v1/user', {
      method: 'PUT',
      token,
      body: JSON.stringify({ password: 'Other-456' }),
    });
    expect(update.status).toBe(200);
    expect(
      (await call('/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email: me.email }) })).status,
    ).toBe(200);
    const deleted = await call('/api/me', { method: 'DELETE', token });
    expect(await json(z.object({ success: z.boolean() }), deleted)).toEqual({ success: true });
    expect((await call('/auth/v1/logout?scope=global', { method: 'POST', token })).status).toBe(204);
  });

  it('refuses a sign-up the server refuses: a bad address and a weak password, with Supabase codes', async () => {
    const badEmail = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: '<b>x</b>@example.com', password: 'Secret-123' }),
    });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ error_code: 'validation_failed' });
    const weak = await call('/auth/v1/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 'weak@example.com', password: '        ' }),
    });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toMatchObject({
      error_code: 'weak_password',
      weak_password: { reasons: ['characters'] },
    });
  });

  it('refuses a token that is not a live session with 401 invalid_token, on every /api route', async () => {
    const bad = await call(feedPath, { token: 'not-a-valid-token' });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_token');
    expect((await call('/api/admin/metrics', { token: 'not-a-valid-token' })).status).toBe(401);
    // No Authorization header at all is a signed-out visitor.
    expect((await call(feedPath)).status).toBe(200);
  });
});
