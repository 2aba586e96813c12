// Issue #30 item 5: inputs that PostgreSQL cannot hold (a NUL character in text, an integer past its `integer`
// columns, a year-0000 date) answered 500 there where SQLite answered 2xx or 4xx. Validation refuses them
// before any statement, so both engines give the same 400 (the fuzz test draws them too; these are the ones
// found, kept as fixed reproducers).
import { expect, it } from 'vitest';
import { describeEachEngineApp } from '../testing/engine-test-app';
import { seedSample } from '../testing/sample-season';
import type { TestApp } from '../testing/test-app';

const YEAR_ZERO = '0000-01-01T00:00:00Z';
const TWO_31 = 2 ** 31;

interface Case {
  name: string;
  caller: 'anonymous' | 'subscriber' | 'admin';
  method?: string;
  path: string;
  body?: unknown;
  /** The field the 400 names. */
  field?: string;
}

const CASES: Case[] = [
  { name: 'a NUL in a path', caller: 'anonymous', path: '/api/articles/%00', field: 'path' },
  { name: 'a NUL in a pick id', caller: 'subscriber', path: '/api/props/p01%00', field: 'path' },
  { name: 'a NUL in a query', caller: 'admin', path: '/api/admin/users?search=a%00b', field: 'query' },
  {
    name: 'a NUL in a JSON body',
    caller: 'anonymous',
    method: 'POST',
    path: '/api/contact',
    body: { name: 'A\u0000', email: 'a@example.com', subject: 'Hi', message: 'Hello there' },
    field: 'body',
  },
  {
    name: 'a NUL in a JSON key',
    caller: 'subscriber',
    method: 'PUT',
    path: '/api/alerts/rules',
    body: { 'rules\u0000': [] },
    field: 'body',
  },
  {
    name: 'odds of 2^31 on a bet',
    caller: 'subscriber',
    method: 'POST',
    path: '/api/bets',
    body: { pickId: 'p02', sportsbook: 'DraftKings', odds: TWO_31, stake: 1 },
    field: 'odds',
  },
  {
    name: 'a bet placed in year 0000',
    caller: 'subscriber',
    method: 'POST',
    path: '/api/bets',
    body: { pickId: 'p02', sportsbook: 'DraftKings', odds: -110, stake: 1, placedAt: YEAR_ZERO },
    field: 'placedAt',
  },
  {
    name: 'a notice id of 2^31',
    caller: 'subscriber',
    method: 'POST',
    path: '/api/alerts/read',
    body: { id: TWO_31 },
  },
  {
    name: 'a mailing list id of 2^31',
    caller: 'anonymous',
    method: 'POST',
    path: '/api/selzy/subscribe',
    body: { email: 'fan@example.com', list_id: TWO_31 },
    field: 'list_id',
  },
  {
    name: 'a line pulled in year 0000',
    caller: 'admin',
    path: `/api/admin/prop-lines?pulledFrom=${YEAR_ZERO}&pulledTo=2025-01-01T00:00:00Z`,
    field: 'pulledFrom',
  },
  { name: 'page 2^31', caller: 'admin', path: `/api/admin/users?page=${String(TWO_31)}`, field: 'page' },
  {
    name: 'a feed offset of 2^53',
    caller: 'subscriber',
    path: `/api/props/prop-feed?offset=${String(2 ** 53)}`,
    field: 'offset',
  },
  {
    name: 'calculator odds of 2^31',
    caller: 'subscriber',
    method: 'POST',
    path: '/api/players/p1/calculator',
    body: { statType: 'receiving_yards', line: 50.5, overOdds: TWO_31, underOdds: -110 },
    field: 'overOdds',
  },
];

describeEachEngineApp('inputs PostgreSQL cannot hold', (getApp) => {
  let callers: Record<Case['caller'], Record<string, string>> | undefined;
  /** The sample season and the callers, made once per engine on first use. */
  const headersOf = async (t: TestApp, caller: Case['caller']) => {
    if (!callers) {
      await seedSample(t);
      callers = {
        anonymous: {},
        subscriber: (await t.user('pg-inputs-sub@x.dev', { tier: 'all-star' })).headers,
        admin: (await t.user('pg-inputs-admin@x.dev', { role: 'admin' })).headers,
      };
    }
    return callers[caller];
  };

  it('a NUL in a sign-up to the auth stand-in: 400 validation_failed in GoTrue’s shape', async () => {
    const t = getApp();
    const res = await t.app.request('/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({
        email: 'nul-sign-up@example.com',
        password: 'Test-Pass-1!',
        data: { name: 'Nul\u0000Name', is_over_18: true },
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code?: string }).code).toBe('validation_failed');
  });

  it.each(CASES)('$name: 400 naming the field, never a 500', async (c) => {
    const t = getApp();
    const headers = await headersOf(t, c.caller);
    const res = await t.app.request(c.path, {
      method: c.method ?? 'GET',
      headers: { ...headers, ...(c.body !== undefined && { 'content-type': 'application/json' }) },
      ...(c.body !== undefined && { body: JSON.stringify(c.body) }),
    });
    const body = (await res.json()) as { error?: { code: string; field?: string } };
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.error?.code).toBe('invalid_request');
    if (c.field) expect(body.error?.field).toBe(c.field);
  });
});
