import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionState } from '@edgeboard/domain';
import { meAnswer, subscriptionOf } from '@/test/me.fixture';
import { answer, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn } from '@/test/render';
import { NOT_CONFIRMED_TITLE, Component as SuccessPage } from './subscription-success-page';

const sub = (over: Partial<SubscriptionState>): SubscriptionState => subscriptionOf('free', over);

withMockServer({ buildWorld: false });

/** /api/me answers the given subscriptions in turn (the last one from then on). */
function serveMe(...answers: SubscriptionState[]) {
  return answer('/api/me', () => meAnswer((answers.length > 1 ? answers.shift() : answers[0])!));
}

const routes = [
  { path: '/dashboard/subscription/success', element: <SuccessPage /> },
  { path: '/', element: <p>landing</p> },
];

describe('subscription success page', () => {
  it('confirms the plan the server holds, not the tier in the URL (issue #18 item 8)', async () => {
    serveMe(sub({ tier: 'scout', currentPeriodEnd: '2099-01-01T00:00:00.000Z' }));
    renderRoutes(routes, { at: '/dashboard/subscription/success?tier=all-star', auth: signedIn() });
    expect(await screen.findByText('Welcome to Scout!')).toBeTruthy();
    expect(
      screen.getByText('Your Scout subscription is active. You will be redirected shortly.'),
    ).toBeTruthy();
    expect(screen.queryByText(/All-Star/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to Dashboard' })).toBeTruthy();
  });

  it('says a trial has started when the server holds a trialing subscription', async () => {
    serveMe(sub({ tier: 'scout', status: 'trialing', currentPeriodEnd: '2099-01-01T00:00:00.000Z' }));
    renderRoutes(routes, { at: '/dashboard/subscription/success', auth: signedIn() });
    expect(
      await screen.findByText('Your Scout free trial has started. You will be redirected shortly.'),
    ).toBeTruthy();
  });

  it('claims nothing while the server holds no paid plan, and confirms once it does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serveMe(sub({ tier: 'free' }), sub({ tier: 'starting', currentPeriodEnd: '2099-01-01T00:00:00.000Z' }));
      renderRoutes(routes, { at: '/dashboard/subscription/success?tier=all-star', auth: signedIn() });
      expect(await screen.findByText(NOT_CONFIRMED_TITLE)).toBeTruthy();
      expect(screen.queryByText(/subscription is active/)).toBeNull();
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await screen.findByText('Welcome to Starting Edge!')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
