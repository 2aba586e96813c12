// The dev mock's bet tracker (api/src/routes/bets): the same schemas and the same use cases as the API
// (application/src/bets), over bets kept for this page load and the demo season's picks, games and box scores, so
// a bet settles here exactly as the server settles it.
import { assertBetTracker } from '@edgeboard/application/bets/bets-access/bets-access';
import { deleteBet } from '@edgeboard/application/bets/delete-bet/delete-bet';
import { exportBets } from '@edgeboard/application/bets/export-bets/export-bets';
import { listBets } from '@edgeboard/application/bets/list-bets/list-bets';
import { recordBet } from '@edgeboard/application/bets/record-bet/record-bet';
import { updateBet } from '@edgeboard/application/bets/update-bet/update-bet';
import {
  BETS_CSV_FILE_NAME,
  BetCreate,
  BetsQuery,
  BetUpdate,
  type SubscriptionState,
} from '@edgeboard/domain';
import { http, HttpResponse } from 'msw';
import { answering, invalid } from './api-errors';
import { demoWorld, subscriptionOf } from './demo-world';
import { researchRepos, type ResearchRepositories } from './research-repositories';
import { refusedToken, unauthorized, viewerOf } from './session';

interface Caller {
  userId: string;
  subscription: SubscriptionState;
  repos: ResearchRepositories;
}

/** The API's gate, before the body is read: 401 signed out, 403 with its code below starting. */
async function asSubscriber(request: Request, run: (caller: Caller) => Promise<Response>) {
  const w = demoWorld();
  const refused = refusedToken(w, request);
  if (refused) return refused;
  const user = viewerOf(w, request);
  if (!user) return unauthorized();
  return answering(async () => {
    const caller = { userId: user.id, subscription: subscriptionOf(w, user), repos: researchRepos(w) };
    assertBetTracker(caller.subscription);
    return run(caller);
  });
}

const bodyOf = (request: Request) => request.json().catch(() => null);

export function betsMockHandlers(base = '') {
  return [
    http.get(`${base}/api/bets`, ({ request }) =>
      asSubscriber(request, async (c) => {
        const query = BetsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
        if (!query.success) return invalid(query.error);
        return HttpResponse.json(await listBets(c.repos, c.userId, query.data));
      }),
    ),
    http.get(`${base}/api/bets/export`, ({ request }) =>
      asSubscriber(
        request,
        async (c) =>
          new HttpResponse(await exportBets(c.repos, c), {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename="${BETS_CSV_FILE_NAME}"`,
            },
          }),
      ),
    ),
    http.post(`${base}/api/bets`, ({ request }) =>
      asSubscriber(request, async (c) => {
        const body = BetCreate.safeParse(await bodyOf(request));
        if (!body.success) return invalid(body.error);
        return HttpResponse.json(await recordBet(c.repos, c, body.data), { status: 201 });
      }),
    ),
    http.patch(`${base}/api/bets/:id`, ({ request, params }) =>
      asSubscriber(request, async (c) => {
        const patch = BetUpdate.safeParse(await bodyOf(request));
        if (!patch.success) return invalid(patch.error);
        return HttpResponse.json(await updateBet(c.repos, c.userId, String(params.id), patch.data));
      }),
    ),
    http.delete(`${base}/api/bets/:id`, ({ request, params }) =>
      asSubscriber(request, async (c) => {
        await deleteBet(c.repos, c.userId, String(params.id));
        return HttpResponse.json({ success: true });
      }),
    ),
  ];
}
