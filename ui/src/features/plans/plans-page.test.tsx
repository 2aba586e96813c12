import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_NO_URL_MESSAGE,
  CHECKOUT_SESSION_PREFIX,
  Plan,
  planFeatures,
  STRIPE_JS_FAILED_MESSAGE,
  type SubscriptionState,
} from '@edgeboard/domain';
import { http } from 'msw';
import { meAnswer, subscriptionOf } from '@/test/me.fixture';
import { answer, server, withMockServer } from '@/test/mock-server';
import { renderRoutes, signedIn, signedOut } from '@/test/render';
import { useLocation } from 'react-router-dom';
import { Component as PlansPage } from './plans-page';

// Stripe.js itself is a script from js.stripe.com; the tests replace its loader.
const { loadStripe } = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js', () => ({ loadStripe }));

const USER_ID = '11111111-1111-4111-8111-111111111111';
const PUBLISHABLE_KEY = 'pk_test_edgeboard';

const plans: Plan[] = [
  { id: 'scout', tier: 'scout', name: 'Scout', price: 9.99, features: ['Props'], popular: false },
  { id: 'starting', tier: 'starting', name: 'Starting', price: 19.99, features: ['More'], popular: true },
].map((p) => Plan.parse({ ...p, interval: 'month', description: `${p.name} plan` }));

const freeUser: SubscriptionState = subscriptionOf('free');

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

withMockServer({ buildWorld: false });

/** Serves /api/plans, /api/me and the checkout answer; records the checkout requests' bodies. */
function serve(checkout: () => Promise<Response>, subscription: SubscriptionState = freeUser) {
  const checkoutBodies: unknown[] = [];
  const portalCalls: (string | null)[] = [];
  answer('/api/plans', plans);
  answer('/api/me', meAnswer(subscription, { id: USER_ID }));
  answer('/api/billing/portal', (_request, q) => {
    portalCalls.push(q.get('returnPath'));
    return { url: 'http://localhost/dev/billing-portal/bps_local_1' };
  });
  server.use(
    http.post('/api/checkout/create-checkout-session', async ({ request }) => {
      checkoutBodies.push(await request.json());
      return checkout();
    }),
  );
  return { checkoutBodies, portalCalls };
}

const assign = vi.fn();

beforeEach(() => {
  loadStripe.mockReset();
  assign.mockReset();
  const here = new URL(window.location.href);
  // jsdom cannot navigate; a stand-in location records where the page sends the browser.
  vi.stubGlobal('location', {
    assign,
    href: here.href,
    origin: here.origin,
    protocol: here.protocol,
    host: here.host,
    hostname: here.hostname,
    port: here.port,
    pathname: here.pathname,
    search: here.search,
    hash: here.hash,
  });
  vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', PUBLISHABLE_KEY);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

async function subscribeToStarting() {
  renderRoutes([{ path: '/dashboard/subscription', element: <PlansPage /> }], {
    at: '/dashboard/subscription',
    auth: signedIn(USER_ID),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe Now: Starting' }));
}

describe('Plans checkout', () => {
  it('hands a stripe-session answer to Stripe.js redirectToCheckout with the publishable key', async () => {
    const redirectToCheckout = vi.fn(() => new Promise(() => undefined));
    loadStripe.mockResolvedValue({ redirectToCheckout });
    const { checkoutBodies } = serve(() =>
      json({ url: `${CHECKOUT_SESSION_PREFIX}cs_test_123`, sessionId: 'cs_test_123' }),
    );
    await subscribeToStarting();
    await waitFor(() => {
      expect(redirectToCheckout).toHaveBeenCalledWith({ sessionId: 'cs_test_123' });
    });
    expect(loadStripe).toHaveBeenCalledWith(PUBLISHABLE_KEY);
    expect(checkoutBodies).toEqual([{ planId: 'starting', userId: USER_ID, userEmail: 'fan@example.com' }]);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says Stripe.js failed to load when the loader gives nothing or throws, or the key is missing', async () => {
    serve(() => json({ url: `${CHECKOUT_SESSION_PREFIX}cs_test_123`, sessionId: 'cs_test_123' }));

    loadStripe.mockResolvedValue(null);
    await subscribeToStarting();
    expect(await screen.findByText(STRIPE_JS_FAILED_MESSAGE)).toBeTruthy();
    cleanup();

    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    await subscribeToStarting();
    expect(await screen.findByText(STRIPE_JS_FAILED_MESSAGE)).toBeTruthy();
    cleanup();

    loadStripe.mockReset();
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', '');
    await subscribeToStarting();
    expect(await screen.findByText(STRIPE_JS_FAILED_MESSAGE)).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('shows the failure message when Stripe cannot redirect', async () => {
    loadStripe.mockResolvedValue({
      redirectToCheckout: vi.fn().mockResolvedValue({ error: { message: 'network' } }),
    });
    serve(() => json({ url: `${CHECKOUT_SESSION_PREFIX}cs_test_123`, sessionId: 'cs_test_123' }));
    await subscribeToStarting();
    expect(await screen.findByText(CHECKOUT_FAILED_MESSAGE)).toBeTruthy();
  });

  it('follows a plain checkout URL without Stripe.js', async () => {
    serve(() => json({ url: 'https://pay.example.com/session/1', sessionId: null }));
    await subscribeToStarting();
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('https://pay.example.com/session/1');
    });
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('says no checkout URL came back when the answer has none', async () => {
    serve(() => json({ url: '', sessionId: null }));
    await subscribeToStarting();
    expect(await screen.findByText(CHECKOUT_NO_URL_MESSAGE)).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('shows the generic failure when the checkout request fails', async () => {
    serve(() => json({ error: { code: 'invalid_plan', message: 'Unknown plan' } }, 400));
    await subscribeToStarting();
    expect(await screen.findByText(CHECKOUT_FAILED_MESSAGE)).toBeTruthy();
    expect(loadStripe).not.toHaveBeenCalled();
  });
});

// Issue #28 item 10: a visitor's Sign Up lost the plan chosen.
describe('A plan chosen before signing up', () => {
  it('goes to sign-up with the plan, and comes back to the plans page with it', async () => {
    serve(() => json({}));
    let arrived: { search: string; state: unknown } | null = null;
    function AuthProbe() {
      const here = useLocation();
      arrived = { search: here.search, state: here.state };
      return <p>auth</p>;
    }
    renderRoutes(
      [
        { path: '/dashboard/subscription', element: <PlansPage /> },
        { path: '/auth', element: <AuthProbe /> },
      ],
      { at: '/dashboard/subscription', auth: signedOut },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up: Starting' }, { timeout: 10_000 }));
    await screen.findByText('auth');
    expect(arrived).toEqual({
      search: '?signup=true&plan=starting',
      state: { from: { pathname: '/dashboard/subscription', search: '?plan=starting' } },
    });
  });

  it('offers checkout for that plan once signed in', async () => {
    const { checkoutBodies } = serve(() =>
      json({ url: 'http://localhost/dev/checkout/cs_local_1', sessionId: null }),
    );
    renderRoutes([{ path: '/dashboard/subscription', element: <PlansPage /> }], {
      at: '/dashboard/subscription?plan=starting',
      auth: signedIn(USER_ID),
    });
    expect(await screen.findByText('You chose Starting.', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    await waitFor(() => {
      expect(checkoutBodies).toMatchObject([{ planId: 'starting', userId: USER_ID }]);
    });
  });
});

// Issue #18 items 1 and 9: subscribers open the plans page (refusals link here) and change plan from it.
describe('Plans for a subscriber', () => {
  const openPlans = () =>
    renderRoutes([{ path: '/dashboard/subscription', element: <PlansPage /> }], {
      at: '/dashboard/subscription',
      auth: signedIn(USER_ID),
    });

  it('marks their plan current and sends a change of plan to the billing portal', async () => {
    const scout = { ...freeUser, tier: 'scout' as const, currentPeriodEnd: '2099-01-01T00:00:00.000Z' };
    const { portalCalls } = serve(() => json({}), scout);
    openPlans();
    const current = await screen.findByRole('button', { name: 'Current Plan: Scout' });
    expect((current as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Manage in Billing Portal: Starting' }));
    await waitFor(() => {
      expect(assign).toHaveBeenCalledWith('http://localhost/dev/billing-portal/bps_local_1');
    });
    expect(portalCalls).toEqual(['/dashboard/subscription']);
  });

  it('treats a trial as the current plan rather than offering it again', async () => {
    serve(() => json({}), { ...freeUser, tier: 'scout', status: 'trialing' });
    openPlans();
    expect(await screen.findByRole('button', { name: 'Current Plan: Scout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe Now: Scout' })).toBeNull();
  });

  it('lists on each card what the plan unlocks, from the domain, whatever the plan row says', async () => {
    // Regression (issue #28 item 8): the cards sold "Ad-supported", "VIP community" and "Priority support".
    serve(() => json({}));
    const stale = plans.map((p) => ({
      ...p,
      features: ['Ad-supported', 'VIP community', 'Priority support'],
    }));
    answer('/api/plans', stale);
    openPlans();
    expect(await screen.findByText(planFeatures('starting')[0] ?? '', {}, { timeout: 10_000 })).toBeTruthy();
    for (const feature of [...planFeatures('scout'), ...planFeatures('starting')])
      expect(screen.getAllByText(feature).length).toBeGreaterThan(0);
    expect(screen.queryByText('VIP community')).toBeNull();
    expect(screen.queryByText('Ad-supported')).toBeNull();
  });

  it('offers an administrator nothing to buy', async () => {
    serve(() => json({}), { ...freeUser, tier: 'all-star', isAdmin: true });
    openPlans();
    const buttons = await screen.findAllByRole('button', { name: /^Included for administrators/ });
    expect(buttons).toHaveLength(2);
    for (const b of buttons) expect((b as HTMLButtonElement).disabled).toBe(true);
  });
});
