import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { PropDetail, PropFeedQuery, PropFeedResponse, PropLineHistory } from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireViewer } from '../../http/viewer';
import { ANONYMOUS_STATE, type PropFeedService } from './prop-feed.service';
import type { PropLinesService } from './prop-lines.service';

const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

const feedRoute = createRoute({
  method: 'get',
  path: '/api/props/prop-feed',
  tags: ['Props'],
  summary: 'The prop feed: picks matching the filters, limited to the caller’s allowance',
  description:
    'Free and scout callers (and anonymous ones) see at most 3 picks, starting at most 12, all-star and admin every pick. `count` is how many picks match the filters in all.',
  security: bearer,
  request: { query: PropFeedQuery },
  responses: { 200: json(PropFeedResponse, 'A page of feed items'), 400: errors[400], 401: errors[401] },
});

const detailRoute = (path: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    tags: ['Props'],
    summary,
    security: bearer,
    request: { params: IdParam },
    responses: {
      200: json(PropDetail, 'The pick with its analysis'),
      401: errors[401],
      403: errors[403],
      404: errors[404],
    },
  });

const linesRoute = createRoute({
  method: 'get',
  path: '/api/props/{id}/lines',
  tags: ['Props'],
  summary: 'The line history of a pick’s prop: every pull of every book, oldest first',
  description:
    'The same player, stat type and game as the pick, across books, with the publish time and kickoff to mark. The same access as the pick’s analysis.',
  security: bearer,
  request: { params: IdParam },
  responses: {
    200: json(PropLineHistory, 'The pulls, oldest first'),
    401: errors[401],
    403: errors[403],
    404: errors[404],
  },
});

export function propsRoutes(service: PropFeedService, lines: PropLinesService) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(feedRoute, async (c) => {
    const state = c.get('viewer')?.subscription ?? ANONYMOUS_STATE;
    return c.json(await service.feed(state, c.req.valid('query')), 200);
  });
  app.openapi(linesRoute, async (c) => {
    const viewer = requireViewer(c);
    return c.json(await lines.history(viewer.subscription, c.req.valid('param').id), 200);
  });
  for (const route of [
    detailRoute('/api/props/analysis/v2/{id}', 'Detailed analysis of one pick'),
    detailRoute('/api/props/{id}', 'One pick'),
  ]) {
    app.openapi(route, async (c) => {
      const viewer = requireViewer(c);
      return c.json(await service.detail(viewer.subscription, c.req.valid('param').id), 200);
    });
  }
  return app;
}
