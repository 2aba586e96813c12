// The bet tracker's API (issue #19 item 5): a subscriber's own bets only (another user's id answers 404).
// Starting and up may track bets; the CSV export is "reports", all-star only. Refusals carry a code the web app
// reads to name the plan that unlocks the feature.
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { assertBetTracker } from '@edgeboard/application/bets/bets-access/bets-access';
import type { BetsDeps } from '@edgeboard/application/bets/bets-deps';
import { deleteBet } from '@edgeboard/application/bets/delete-bet/delete-bet';
import { exportBets } from '@edgeboard/application/bets/export-bets/export-bets';
import { listBets } from '@edgeboard/application/bets/list-bets/list-bets';
import { recordBet } from '@edgeboard/application/bets/record-bet/record-bet';
import { updateBet } from '@edgeboard/application/bets/update-bet/update-bet';
import {
  Bet,
  BETS_CSV_FILE_NAME,
  BetCreate,
  BetsExportQuery,
  BetsQuery,
  BetsResponse,
  BetUpdate,
} from '@edgeboard/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { json } from '../../http/openapi';
import { jsonBody, ok, PathId, routeGroup } from '../../http/route-group';
import { requireViewer } from '../../http/viewer';
import type { AppServices } from '../../http/app-services';

// Every bets route answers 401 anonymous and 403 below starting.
const bets = routeGroup(['Bets'], { bearer: true, errors: [401, 403], prefix: '/api/bets' });

const listRoute = bets.get(
  '',
  "One page of the caller's bets, newest placed first, with P/L, ROI, CLV, win rate by stat type and bankroll over all of them",
  { query: BetsQuery },
  ok(BetsResponse, 'One page of bets, their total and the figures over every bet'),
  400,
);
const createBetRoute = bets.post(
  '',
  'Record a bet placed before its game kicked off (409 bet_after_kickoff otherwise), from a pick (pickId) or by hand; a bet entered late with its earlier placed time settles at once if its game is graded',
  { body: jsonBody(BetCreate) },
  { 201: json(Bet, 'The bet') },
  400,
  404,
  409,
);
const updateRoute = bets.patch(
  '/{id}',
  "Change an open bet's book, price, stake or time (409 once it has settled, or for a time at or after kickoff)",
  { params: PathId, body: jsonBody(BetUpdate) },
  ok(Bet, 'The bet'),
  400,
  404,
  409,
);
const deleteRoute = bets.deleteById('Delete a bet');
const exportRoute = bets.get(
  '/export',
  "The caller's bets as CSV (all-star: reports)",
  { query: BetsExportQuery },
  {
    200: {
      description: `The bets, as an attachment named ${BETS_CSV_FILE_NAME}`,
      content: { 'text/csv': { schema: z.string() } },
    },
  },
  400,
);

/** The caller, when their plan includes the tracker: 401 anonymous, 403 below starting. */
function subscriber(c: Context<AppEnv>) {
  const viewer = requireViewer(c);
  assertBetTracker(viewer.subscription);
  return viewer;
}

/** Who may call comes before what they sent: an anonymous or free caller's bad body is still 401 or 403. */
const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
  subscriber(c);
  await next();
};

export function betsRoutes(s: Pick<AppServices, 'repos' | 'clock' | 'seasonClock'>) {
  const r = s.repos;
  const deps: BetsDeps = {
    ...{ bets: r.bets, picks: r.aiPicks, games: r.games, gameLogs: r.gameLogs, players: r.players },
    ...{ clock: s.clock, seasonClock: s.seasonClock },
  };
  const app = new OpenAPIHono<AppEnv>();
  app.use('/api/bets', gate);
  app.use('/api/bets/*', gate);
  app.openapi(listRoute, async (c) =>
    c.json(await listBets(deps, subscriber(c).userId, c.req.valid('query')), 200),
  );
  app.openapi(exportRoute, async (c) => {
    const csv = await exportBets(deps, subscriber(c));
    c.header('Content-Disposition', `attachment; filename="${BETS_CSV_FILE_NAME}"`);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    return c.body(csv, 200);
  });
  app.openapi(createBetRoute, async (c) =>
    c.json(await recordBet(deps, subscriber(c), c.req.valid('json')), 201),
  );
  app.openapi(updateRoute, async (c) => {
    const { userId } = subscriber(c);
    return c.json(await updateBet(deps, userId, c.req.valid('param').id, c.req.valid('json')), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await deleteBet(deps, subscriber(c).userId, c.req.valid('param').id);
    return c.json({ success: true as const }, 200);
  });
  return app;
}
