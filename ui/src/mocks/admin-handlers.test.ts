// @vitest-environment node
import { AiPick, PropLine, UserProfile } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { call, error, json, pageOf, signIn, withAdminMockServer } from './admin/admin-mock-test-kit';

withAdminMockServer();

describe('admin mock back end', () => {
  it('refuses anonymous callers (401) and non-admins (403)', async () => {
    expect((await error(await call('/metrics', { as: null }), 401)).code).toBe('unauthenticated');
    expect((await error(await call('/metrics', { as: 'not-a-valid-token' }), 401)).code).toBe(
      'invalid_token',
    );
    const fan = await signIn('allstar@demo.edgeboard.dev');
    expect((await error(await call('/users', { as: fan }), 403)).code).toBe('admin_only');
  });

  it('sorts the lists by a whitelisted column and filters picks and lines by week, and refuses others', async () => {
    const users = await json(
      pageOf(UserProfile),
      await call('/users?sortBy=email&sortOrder=desc&pageSize=100'),
    );
    const emails = users.data.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const picks = await json(
      pageOf(AiPick),
      await call('/ai-picks?sortBy=confidence&pageSize=100&result=pending'),
    );
    expect(picks.data.every((p) => p.result === null)).toBe(true);
    const confidences = picks.data.map((p) => p.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    const week = picks.data[0]?.week ?? 1;
    const ofWeek = await json(pageOf(AiPick), await call(`/ai-picks?week=${String(week)}&pageSize=100`));
    expect(ofWeek.data.every((p) => p.week === week)).toBe(true);
    const lines = await json(
      pageOf(PropLine),
      await call('/prop-lines?sortBy=line_value&sportsbook=draft&pageSize=100'),
    );
    expect(lines.data.every((l) => l.sportsbook.toLowerCase().includes('draft'))).toBe(true);
    const values = lines.data.map((l) => l.line_value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect((await error(await call('/users?sortBy=password'), 400)).field).toBe('sortBy');
    expect((await error(await call('/prop-lines?pulledFrom=today'), 400)).field).toBe('pulledFrom');
    expect((await error(await call('/ai-picks?result=won'), 400)).field).toBe('result');
  });
});
