// The dev mock's account calls (who am I, delete my account), the contact form, page views and the sign-up list,
// and honest refusals of payments (the mock has no payment provider).
import { MeResponse } from '@edgeboard/domain';
import {
  ContactBody,
  sendContactMessage,
} from '@edgeboard/application/contact/send-contact-message/send-contact-message';
import {
  PageViewBody,
  recordPageView,
} from '@edgeboard/application/page-views/record-page-view/record-page-view';
import { http, HttpResponse } from 'msw';
import { answering, apiError, invalid } from './api-errors';
import { demoWorld, subscriptionOf } from './demo-world';
import { unauthorized, viewerOf } from './session';
import { subscriberRepos } from './subscriber-repositories';

async function jsonOf(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

export function accountMockHandlers(base: string) {
  return [
    http.get(`${base}/api/me`, ({ request }) => {
      const w = demoWorld();
      const user = viewerOf(w, request);
      if (!user) return unauthorized();
      return HttpResponse.json(
        MeResponse.parse({
          id: user.id,
          email: user.email,
          profile: user,
          subscription: subscriptionOf(w, user),
        }),
      );
    }),
    http.delete(`${base}/api/me`, ({ request }) => {
      const w = demoWorld();
      const user = viewerOf(w, request);
      if (!user) return unauthorized();
      w.users.splice(w.users.indexOf(user), 1);
      w.passwords.delete(user.email.toLowerCase());
      return HttpResponse.json({ success: true });
    }),
    // No payment provider in the mock: say so instead of pretending a checkout happened.
    http.post(`${base}/api/checkout/create-checkout-session`, () =>
      apiError(503, 'payments_unavailable', 'Payments are not available in the mock mode.'),
    ),
    http.get(`${base}/api/billing/portal`, () =>
      apiError(503, 'payments_unavailable', 'Payments are not available in the mock mode.'),
    ),
    http.post(`${base}/api/contact`, async ({ request }) => {
      const message = ContactBody.safeParse(await jsonOf(request));
      if (!message.success) return invalid(message.error);
      const w = demoWorld();
      const userId = viewerOf(w, request)?.id ?? null;
      return answering(async () =>
        HttpResponse.json(await sendContactMessage(subscriberRepos(w), message.data, userId)),
      );
    }),
    http.post(`${base}/api/analytics/page-view`, async ({ request }) => {
      const view = PageViewBody.safeParse(await jsonOf(request));
      if (!view.success) return invalid(view.error);
      const w = demoWorld();
      const userId = viewerOf(w, request)?.id ?? null;
      return HttpResponse.json(await recordPageView(subscriberRepos(w), view.data, userId));
    }),
  ];
}
