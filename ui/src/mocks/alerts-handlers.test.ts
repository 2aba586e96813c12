// @vitest-environment node
// The dev mock's alerts: the API's use cases over the demo world's current plays, the API's gates.
import { AlertNotices, AlertRules, DEFAULT_ALERT_RULE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { call, serveMock, signIn } from './research-mock-test-kit';

serveMock();

const put = (token: string, rules: unknown[]) =>
  call('/api/alerts/rules', token, { method: 'PUT', body: JSON.stringify({ rules }) });

describe('the dev mock’s alerts', () => {
  it('notifies an all-star of the current plays their rule matches, and marks them read', async () => {
    const token = await signIn('allstar');
    const rule = { ...DEFAULT_ALERT_RULE, enabled: true, minEdgeScore: 1 };
    expect(AlertRules.parse(await (await put(token, [rule])).json())).toMatchObject({ access: 'custom' });
    const bell = AlertNotices.parse(await (await call('/api/alerts', token)).json());
    expect(bell.notices.length).toBeGreaterThan(0);
    expect(bell.unread).toBeGreaterThanOrEqual(bell.notices.length);
    const read = await call('/api/alerts/read', token, { method: 'POST', body: '{"all":true}' });
    expect(await read.json()).toEqual({ unread: 0 });
    const stream = await call('/api/alerts/stream', token);
    // The stream stays open: its first event says where it starts.
    const reader = stream.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toMatch(/^event: ready\ndata: [1-9]\d*\n\n$/);
  });

  it('gates as the API does: starting switches the default rule only, scouts and signed-out callers are refused', async () => {
    const starting = await signIn('starting');
    const custom = await put(starting, [{ ...DEFAULT_ALERT_RULE, enabled: true, minEdgeScore: 90 }]);
    expect(custom.status).toBe(403);
    expect((await put(starting, [{ ...DEFAULT_ALERT_RULE, enabled: true }])).status).toBe(200);
    expect((await call('/api/alerts/rules', await signIn('scout'))).status).toBe(403);
    expect((await call('/api/alerts', null)).status).toBe(401);
    expect((await put(starting, [{ enabled: 'yes' }])).status).toBe(400);
  });
});
