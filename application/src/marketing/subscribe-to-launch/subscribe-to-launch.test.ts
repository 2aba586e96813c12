import { INVALID_EMAIL_MESSAGE, SUBSCRIBE_FAILED_MESSAGE, ValidationError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryMarketingService } from '../../in-memory/marketing-service';
import { subscribeToLaunch } from './subscribe-to-launch';

describe('subscribeToLaunch', () => {
  it('adds the trimmed address to the list', async () => {
    const marketing = new InMemoryMarketingService();
    expect(await subscribeToLaunch({ marketing }, { email: ' Fan@Example.com ', listId: 1 })).toEqual({
      ok: true,
    });
    expect([...(marketing.lists.get(1) ?? [])]).toEqual(['fan@example.com']);
  });

  it('refuses an invalid address with the spec’s message on the email field, and adds nothing', async () => {
    const marketing = new InMemoryMarketingService();
    const attempt = subscribeToLaunch({ marketing }, { email: 'fan@', listId: 1 });
    await expect(attempt).rejects.toThrow(ValidationError);
    await expect(attempt).rejects.toMatchObject({
      code: 'invalid_email',
      message: INVALID_EMAIL_MESSAGE,
      issues: [{ path: 'email' }],
    });
    expect(marketing.lists.get(1)?.size).toBe(0);
  });

  it('passes on the provider’s refusal as a 400, or the generic message when it gave none', async () => {
    await expect(
      subscribeToLaunch({ marketing: new InMemoryMarketingService() }, { email: 'a@b.co', listId: 77 }),
    ).rejects.toMatchObject({ code: 'marketing_refused', message: 'List 77 does not exist' });
    const silent = { subscribe: () => Promise.resolve({ ok: false as const, error: '' }) };
    await expect(
      subscribeToLaunch({ marketing: silent }, { email: 'a@b.co', listId: 1 }),
    ).rejects.toMatchObject({
      message: SUBSCRIBE_FAILED_MESSAGE,
    });
  });
});
