// The landing page's launch notification (POST /api/selzy/subscribe) for `npm run dev:mock`: the API's use case
// (application/src/marketing/subscribe-to-launch) on the in-memory marketing lists of this page load.
import { InMemoryMarketingService } from '@edgeboard/application/in-memory/marketing-service';
import { subscribeToLaunch } from '@edgeboard/application/marketing/subscribe-to-launch/subscribe-to-launch';
import { DEFAULT_LIST_ID } from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { invalid } from './api-errors';
import { answer, bodyOf } from './admin/admin-http';
import { demoWorld, type DemoWorld } from './demo-world';

/** The request body as the API validates it (api/src/routes/marketing/marketing.routes.ts). */
const SubscribeBody = z.object({
  email: z.string().max(320),
  list_id: z.coerce.number().int().min(1).default(DEFAULT_LIST_ID),
});

const lists = new WeakMap<DemoWorld, InMemoryMarketingService>();
function marketingOf(w: DemoWorld): InMemoryMarketingService {
  let marketing = lists.get(w);
  if (!marketing) {
    marketing = new InMemoryMarketingService();
    lists.set(w, marketing);
  }
  return marketing;
}

export function marketingMockHandlers(base = '') {
  return [
    http.post(`${base}/api/selzy/subscribe`, async ({ request }) => {
      const body = SubscribeBody.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      const input = { email: body.data.email, listId: body.data.list_id };
      const marketing = marketingOf(demoWorld());
      return answer(z.object({ ok: z.literal(true) }), () => subscribeToLaunch({ marketing }, input));
    }),
  ];
}
