import { OpenAPIHono } from '@hono/zod-openapi';
import {
  PropDetail,
  PropFeedQuery,
  PropFeedResponse,
  PropLineHistory,
  PropPriceLadder,
} from '@edgeboard/domain';
import type { TypedResponse } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { ok, PathId, routeGroup } from '../../http/route-group';
import { requireViewer } from '../../http/viewer';
import { ANONYMOUS_STATE } from '@edgeboard/application/props/pick-access';
import { getPropDetail } from '@edgeboard/application/props/get-prop-detail/get-prop-detail';
import { getPropLineHistory } from '@edgeboard/application/props/get-prop-line-history/get-prop-line-history';
import { getPropLadder } from '@edgeboard/application/props/get-prop-ladder/get-prop-ladder';
import type { AppServices } from '../../http/app-services';

const props = routeGroup(['Props'], { bearer: true, prefix: '/api/props' });

const feedRoute = props.get(
  '/prop-feed',
  {
    summary: 'The prop feed: picks matching the filters, limited to the caller’s allowance',
    description:
      'Free and scout callers (and anonymous ones) see at most 3 picks, starting at most 12, all-star and admin every pick. `count` is how many picks match the filters in all.',
  },
  { query: PropFeedQuery },
  ok(PropFeedResponse, 'A page of feed items'),
  400,
  401,
);

const detailRoute = <P extends string>(path: P, summary: string) =>
  props.get(path, summary, { params: PathId }, ok(PropDetail, 'The pick with its analysis'), 401, 403, 404);

const linesRoute = props.get(
  '/{id}/lines',
  {
    summary: 'The line history of a pick’s prop: every pull of every book, oldest first',
    description:
      'The same player, stat type and game as the pick, across books, with the publish time and kickoff to mark. The same access as the pick’s analysis.',
  },
  { params: PathId },
  ok(PropLineHistory, 'The pulls, oldest first'),
  401,
  403,
  404,
);

const ladderRoute = props.get(
  '/{id}/ladder',
  {
    summary:
      'The alt-line ladder of a pick’s prop: P(over), fair odds and the books’ EV at lines around the posted one',
    description:
      'The engine’s published distribution, stored with the pick at publication, read at the ladder’s lines and every line a book quoted; each book’s latest quote at a ladder line with both sides’ EV. The same access as the pick’s analysis.',
  },
  { params: PathId },
  ok(PropPriceLadder, 'The ladder, low line to high'),
  401,
  403,
  404,
);

/** The query string as sent, `?` included (empty without one): with the cap, the key of the bytes sent. */
function rawQuery(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
}

const JSON_TYPE = { 'content-type': 'application/json' } as const;

export function propsRoutes(s: Pick<AppServices, 'propFeed' | 'picks' | 'repos' | 'seasonClock'>) {
  const app = new OpenAPIHono<AppEnv>();
  const service = s.propFeed;
  const lineDeps = { picks: s.picks, lines: s.repos.propLines, seasonClock: s.seasonClock };
  // Subscribers poll the feed: a repeat of a request answered within the cache's time-to-live gets the same bytes
  // before the query is validated again (only valid queries are ever stored).
  app.use(feedRoute.path, async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const state = c.get('viewer')?.subscription ?? ANONYMOUS_STATE;
    const sent = service.sentFeedJson(state, rawQuery(c.req.url));
    if (sent === undefined) return next();
    return c.body(sent, 200, JSON_TYPE);
  });
  app.openapi(feedRoute, async (c) => {
    const state = c.get('viewer')?.subscription ?? ANONYMOUS_STATE;
    const body = await service.feedJson(state, rawQuery(c.req.url), () => c.req.valid('query'));
    // The text is JSON.stringify of a PropFeedResponse (CachedPropFeed.feedJson), sent as it was cached.
    return c.body(body, 200, JSON_TYPE) as unknown as TypedResponse<PropFeedResponse, 200, 'json'>;
  });
  app.openapi(linesRoute, async (c) => {
    const viewer = requireViewer(c);
    return c.json(await getPropLineHistory(lineDeps, viewer.subscription, c.req.valid('param').id), 200);
  });
  app.openapi(ladderRoute, async (c) => {
    const viewer = requireViewer(c);
    return c.json(await getPropLadder(lineDeps, viewer.subscription, c.req.valid('param').id), 200);
  });
  for (const route of [
    detailRoute('/analysis/v2/{id}', 'Detailed analysis of one pick'),
    detailRoute('/{id}', 'One pick'),
  ]) {
    app.openapi(route, async (c) => {
      const viewer = requireViewer(c);
      return c.json(await getPropDetail(s, viewer.subscription, c.req.valid('param').id), 200);
    });
  }
  return app;
}
