// @vitest-environment node
import { AdminSubscriptionRow } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { demoWorld } from '@/mocks/demo-world';
import { call, json, pageOf, withAdminMockServer } from './admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: subscriptions', () => {
  it('lists subscriptions with their user, by status and plan, found by part of an e-mail or name, or the id', async () => {
    const Rows = pageOf(AdminSubscriptionRow);
    const active = await json(Rows, await call('/subscriptions?status=active&pageSize=100'));
    expect(active.data.every((s) => s.status === 'active')).toBe(true);
    const fan = demoWorld().users.find((u) => u.email === 'allstar@demo.edgeboard.dev')!;
    const byEmail = await json(Rows, await call('/subscriptions?search=AllStar@demo'));
    expect(byEmail.count).toBeGreaterThan(0);
    expect(byEmail.data.every((s) => s.user_id === fan.id && s.user_email === fan.email)).toBe(true);
    expect(byEmail.data[0]?.user_name).toBe(fan.name);
    const byId = await json(Rows, await call(`/subscriptions?search=${fan.id}`));
    expect(byId.count).toBe(byEmail.count);
    expect((await json(Rows, await call('/subscriptions?search=nobody@x.dev'))).count).toBe(0);
    const plan = await json(Rows, await call('/subscriptions?plan=all-star&pageSize=100'));
    expect(plan.data.every((s) => s.tier === 'all-star')).toBe(true);
    const byMail = await json(Rows, await call('/subscriptions?sortBy=user_email&pageSize=100'));
    const mails = byMail.data.map((s) => s.user_email);
    expect(mails).toEqual([...mails].sort());
  });
});
