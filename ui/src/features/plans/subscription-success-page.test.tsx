import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionState } from '@edgeboard/domain';
import { renderRoutes, signedIn } from '@/test/render';
import { NOT_CONFIRMED_TITLE, Component as SuccessPage } from './subscription-success-page';

const sub = (over: Partial<SubscriptionState>): SubscriptionState => ({
  tier: 'free',
  status: 'active',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  isAdmin: false,
  ...over,
});

/** /api/me answers the given subscriptions in turn (the last one from then on). */
function serveMe(...answers: SubscriptionState[]) {
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/api/me')) return Promise.resolve(new Response('{}', { status: 404 }));
    const subscription = answers.length > 1 ? answers.shift() : answers[0];
    const body = {
      id: '11111111-1111-4111-8111-111111111111',
      email: 'fan@example.com',
      profile: null,
      subscription,
    };
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const routes = [
  { path: '/dashboard/subscription/success', element: <SuccessPage /> },
  { path: '/', element: <p>landing</p> },
];

describe('subscription success page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

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
