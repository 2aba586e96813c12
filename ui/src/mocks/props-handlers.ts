// The dev mock's prop feed, a pick's analysis, its line history and its alt-line ladder: the API's use cases
// (application/src/props) on the demo world's picks, so the mock applies the server's caps and access rules
// instead of a copy of them.
import {
  PropDetail,
  PropFeedQuery,
  PropFeedResponse,
  PropLineHistory,
  PropPriceLadder,
} from '@edgeboard/domain';
import { getPropDetail } from '@edgeboard/application/props/get-prop-detail/get-prop-detail';
import { getPropFeed } from '@edgeboard/application/props/get-prop-feed/get-prop-feed';
import { getPropLineHistory } from '@edgeboard/application/props/get-prop-line-history/get-prop-line-history';
import { getPropLadder } from '@edgeboard/application/props/get-prop-ladder/get-prop-ladder';
import { http, HttpResponse } from 'msw';
import { answering } from './api-errors';
import { demoWorld, subscriptionOf } from './demo-world';
import { getWithQuery } from './query-route';
import { stateOf, unauthorized, viewerOf } from './session';
import { subscriberRepos } from './subscriber-repositories';

/** A signed-in caller's plan and the world's repositories, or the API's 401 (it asks for the session first). */
function signedIn(request: Request) {
  const w = demoWorld();
  const user = viewerOf(w, request);
  return user ? { state: subscriptionOf(w, user), repos: subscriberRepos(w) } : null;
}

export function propsMockHandlers(base: string) {
  return [
    getWithQuery(`${base}/api/props/prop-feed`, PropFeedQuery, PropFeedResponse, (q, request) => {
      const w = demoWorld();
      return getPropFeed(subscriberRepos(w), stateOf(w, request), q);
    }),
    http.get(`${base}/api/props/analysis/v2/:id`, ({ request, params }) => {
      const caller = signedIn(request);
      if (!caller) return unauthorized();
      return answering(async () => {
        const detail = await getPropDetail(caller.repos, caller.state, String(params.id));
        return HttpResponse.json(PropDetail.parse(detail));
      });
    }),
    http.get(`${base}/api/props/:id/lines`, ({ request, params }) => {
      const caller = signedIn(request);
      if (!caller) return unauthorized();
      return answering(async () => {
        const history = await getPropLineHistory(caller.repos, caller.state, String(params.id));
        return HttpResponse.json(PropLineHistory.parse(history));
      });
    }),
    http.get(`${base}/api/props/:id/ladder`, ({ request, params }) => {
      const caller = signedIn(request);
      if (!caller) return unauthorized();
      return answering(async () => {
        const ladder = await getPropLadder(caller.repos, caller.state, String(params.id));
        return HttpResponse.json(PropPriceLadder.parse(ladder));
      });
    }),
  ];
}
