// Local-only pages standing in for hosted services: the card provider's checkout page and billing portal, and
// the mail outbox. Paying or changing a plan here signs a Stripe-format event with the webhook secret and
// hands it to the same webhook handler that Stripe's deliveries go through.
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  DomainError,
  formatDisplayDate,
  PAID_TIERS,
  PaidTier,
  PLAN_CATALOGUE,
  type HtmlSanitizer,
  type LocalPaymentPages,
  type MailOutboxRepository,
} from '@edgeboard/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { loopbackOnly } from '../../http/loopback';
import type { PaymentWebhook } from '@edgeboard/application/payments/handle-payment-webhook/handle-payment-webhook';
import { escapeHtml, linkify, page } from './html';

export interface DevDeps {
  payments: LocalPaymentPages;
  webhook: PaymentWebhook;
  outbox: Pick<MailOutboxRepository, 'list'>;
  /** The outbox shows each HTML e-mail cleaned as an article is. */
  html: HtmlSanitizer;
}

export const OUTBOX_PAGE_SIZE = 100;

const notice = (c: Context, status: 400 | 403 | 404, title: string, message: string) =>
  c.html(
    page(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></div>`),
    status,
  );

/** Domain refusals (expired session, nothing to cancel) as a readable page rather than JSON. */
async function asPage(c: Context, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof DomainError && (err.kind === 'not_found' || err.kind === 'validation')) {
      return notice(c, err.kind === 'not_found' ? 404 : 400, 'Not available', err.message);
    }
    throw err;
  }
}

export function devRoutes(deps: DevDeps) {
  const app = new OpenAPIHono<AppEnv>();

  // The outbox shows password-reset links and the checkout page grants plans: whoever can open them owns any
  // account. Only this machine may, even when the server was told to listen on other interfaces (HOST).
  app.use(
    '/dev/*',
    loopbackOnly((c) =>
      notice(
        c,
        403,
        'Local only',
        'These development pages are served only to a browser on the machine running EdgeBoard.',
      ),
    ),
  );

  app.get('/dev/checkout/:session', (c) => {
    const session = deps.payments.checkoutSession(c.req.param('session'));
    if (!session)
      return notice(c, 404, 'Checkout not found', 'This checkout session does not exist or has expired.');
    const id = encodeURIComponent(session.id);
    const finished =
      session.status === 'open'
        ? `<form method="post" action="/dev/checkout/${id}/pay"><button class="primary" type="submit">Pay</button></form>
<form method="post" action="/dev/checkout/${id}/cancel"><button type="submit">Cancel</button></form>`
        : `<p>This session is ${session.status === 'complete' ? 'paid' : 'canceled'}.</p>`;
    const trial =
      session.trialDays > 0
        ? `<p class="muted">${session.trialDays}-day free trial, then billed monthly.</p>`
        : '';
    return c.html(
      page(
        'Checkout',
        `<div class="card"><p class="muted">Subscribe to</p><h1>${escapeHtml(session.planName)}</h1>
<p class="price">$${session.price.toFixed(2)}<span class="muted"> / month</span></p>${trial}
<p class="muted">Billed to ${escapeHtml(session.email)}</p>${finished}</div>`,
      ),
    );
  });

  app.post('/dev/checkout/:session/pay', (c) =>
    asPage(c, async () => {
      const id = c.req.param('session');
      const successUrl = deps.payments.checkoutSession(id)?.successUrl;
      const { payload, signature } = deps.payments.pay(id);
      await deps.webhook.handle(payload, signature);
      return c.redirect(successUrl ?? '/dashboard/subscription', 303);
    }),
  );

  app.post('/dev/checkout/:session/cancel', (c) =>
    asPage(c, () => Promise.resolve(c.redirect(deps.payments.cancel(c.req.param('session')), 303))),
  );

  app.get('/dev/billing-portal/:portal', async (c) => {
    const state = await deps.payments.portal(c.req.param('portal'));
    if (!state)
      return notice(
        c,
        404,
        'Billing portal',
        'This billing portal link has expired. Open it again from your profile.',
      );
    const id = encodeURIComponent(state.session.id);
    const back = `<a href="${escapeHtml(state.session.returnUrl)}">Return to EdgeBoard</a>`;
    const sub = state.subscription;
    if (!sub) {
      return c.html(
        page(
          'Billing portal',
          `<div class="card"><h1>Billing</h1><p>You have no paid subscription.</p>${back}</div>`,
        ),
      );
    }
    const end = formatDisplayDate(new Date(sub.current_period_end));
    const action = sub.cancel_at_period_end
      ? `<p>Your plan ends on ${end}.</p><form method="post" action="/dev/billing-portal/${id}/resume"><button class="primary" type="submit">Resume subscription</button></form>`
      : `<p>Renews on ${end}.</p><form method="post" action="/dev/billing-portal/${id}/cancel"><button type="submit">Cancel at period end</button></form>`;
    const others = PAID_TIERS.filter((t) => t !== sub.tier)
      .map((t) => {
        const plan = PLAN_CATALOGUE.find((p) => p.tier === t);
        const label = plan ? `${plan.name} · $${plan.price.toFixed(2)} / month` : t;
        return `<form method="post" action="/dev/billing-portal/${id}/plan/${encodeURIComponent(t)}"><button type="submit">Switch to ${escapeHtml(label)}</button></form>`;
      })
      .join('');
    return c.html(
      page(
        'Billing portal',
        `<div class="card"><p class="muted">Current plan</p><h1>${escapeHtml(sub.tier)}</h1><p class="muted">Status: ${escapeHtml(sub.status)}</p>${action}</div>
<div class="card"><h2>Change plan</h2><p class="muted">The change applies at once; the renewal date stays.</p>${others}</div><p>${back}</p>`,
      ),
    );
  });

  app.post('/dev/billing-portal/:portal/plan/:tier', (c) =>
    asPage(c, async () => {
      const portal = c.req.param('portal');
      const tier = PaidTier.safeParse(c.req.param('tier'));
      if (!tier.success) return notice(c, 400, 'Not available', 'There is no such plan.');
      const { payload, signature } = await deps.payments.changePlan(portal, tier.data);
      await deps.webhook.handle(payload, signature);
      return c.redirect(`/dev/billing-portal/${encodeURIComponent(portal)}`, 303);
    }),
  );

  for (const [action, cancel] of [
    ['cancel', true],
    ['resume', false],
  ] as const) {
    app.post(`/dev/billing-portal/:portal/${action}`, (c) =>
      asPage(c, async () => {
        const portal = c.req.param('portal');
        const { payload, signature } = await deps.payments.setCancelAtPeriodEnd(portal, cancel);
        await deps.webhook.handle(payload, signature);
        return c.redirect(`/dev/billing-portal/${encodeURIComponent(portal)}`, 303);
      }),
    );
  }

  app.get('/dev/mail', async (c) => {
    const mails = await deps.outbox.list(OUTBOX_PAGE_SIZE);
    const items = mails
      .map((m) => {
        const body =
          m.text.trim() !== '' ? `<pre>${linkify(m.text)}</pre>` : deps.html.sanitize(m.html ?? '');
        return `<div class="card"><p class="muted">${escapeHtml(new Date(m.created_at).toUTCString())}${m.kind ? ` · ${escapeHtml(m.kind)}` : ''}</p>
<p><strong>To:</strong> ${escapeHtml(m.to)}<br><strong>Subject:</strong> ${escapeHtml(m.subject)}</p>${body}</div>`;
      })
      .join('');
    return c.html(
      page(
        'Mail outbox',
        `<h1>Mail outbox</h1><p class="muted">Newest first; the last ${OUTBOX_PAGE_SIZE} messages.</p>${items || '<p>No mail yet.</p>'}`,
      ),
    );
  });

  return app;
}
