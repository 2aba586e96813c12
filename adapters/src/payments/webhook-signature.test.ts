// Issue #30 item 10: a webhook stamped 10 minutes in the future was accepted (the SDK checks only the past).
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifiedStripeEvent, WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

const SECRET = 'whsec_test_signature';
const NOW = new Date('2026-11-21T12:00:00Z');
const stripe = new Stripe('sk_test_x');
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'ping', data: { object: {} } });

/** A correct signature stamped `offsetSeconds` from NOW. */
const stamped = (offsetSeconds: number) =>
  stripe.webhooks.generateTestHeaderString({
    payload,
    secret: SECRET,
    timestamp: Math.floor(NOW.getTime() / 1000) + offsetSeconds,
  });

describe('verifiedStripeEvent', () => {
  it.each([0, -WEBHOOK_TOLERANCE_SECONDS, WEBHOOK_TOLERANCE_SECONDS, -60, 60])(
    'accepts a delivery stamped %i s from now',
    (offset) => {
      expect(verifiedStripeEvent(stripe, payload, stamped(offset), SECRET, NOW).id).toBe('evt_1');
    },
  );

  it.each([600, WEBHOOK_TOLERANCE_SECONDS + 1, -600, -(WEBHOOK_TOLERANCE_SECONDS + 1)])(
    'refuses a delivery stamped %i s from now',
    (offset) => {
      expect(() => verifiedStripeEvent(stripe, payload, stamped(offset), SECRET, NOW)).toThrow(/tolerance/);
    },
  );

  it('checks the time on the injected clock, not the machine', () => {
    const later = new Date(NOW.getTime() + 3600_000);
    expect(() => verifiedStripeEvent(stripe, payload, stamped(0), SECRET, later)).toThrow(/tolerance/);
  });

  it('refuses another secret and a tampered body', () => {
    expect(() => verifiedStripeEvent(stripe, payload, stamped(0), 'whsec_other', NOW)).toThrow();
    expect(() => verifiedStripeEvent(stripe, `${payload} `, stamped(0), SECRET, NOW)).toThrow();
  });
});
