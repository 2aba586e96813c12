// @vitest-environment node
import { INVALID_EMAIL_MESSAGE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { marketingMockHandlers } from './marketing-handlers';
import { MOCK_ORIGIN as ORIGIN, serveMockHandlers } from './mock-test-server';

serveMockHandlers(marketingMockHandlers(ORIGIN));

const subscribe = (body: unknown) =>
  fetch(`${ORIGIN}/api/selzy/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('mock: launch notification', () => {
  it('answers as the API does: ok, the invalid-email 400, an unknown list’s 400', async () => {
    const ok = await subscribe({ email: 'fan@example.com', list_id: 1 });
    expect([ok.status, await ok.json()]).toEqual([200, { ok: true }]);
    const bad = await subscribe({ email: 'fan@' });
    expect([bad.status, await bad.json()]).toEqual([
      400,
      { error: { code: 'invalid_email', message: INVALID_EMAIL_MESSAGE, field: 'email' } },
    ]);
    const unknown = await subscribe({ email: 'fan@example.com', list_id: 77 });
    expect([unknown.status, await unknown.json()]).toEqual([
      400,
      { error: { code: 'marketing_refused', message: 'List 77 does not exist' } },
    ]);
    expect((await subscribe({ email: 'a@b.co', list_id: 'one' })).status).toBe(400);
  });
});
