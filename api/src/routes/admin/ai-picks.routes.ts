// Back-office AI picks: list with search, stat type and confidence band, detail, edit, delete, and generating a
// week's picks with the engine.
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  GeneratePicksPreview,
  GeneratePicksPreviewQuery,
  GeneratePicksRequest,
  GeneratePicksResult,
  AiPick,
  AiPickListQuery,
  AiPickUpdate,
  hasKickedOff,
  NotFoundError,
  seasonWeekAt,
  type ActivityRepository,
  type AiPickRepository,
  type Clock,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireAdmin } from './admin-guard';
import { Deleted, IdParam, pageOf } from './admin-schemas';
import { generateWeekPicks, type GenerateDeps } from './generate-picks';
import { whileEditable } from './pick-ledger-guard';

export interface AiPicksAdminDeps extends Omit<GenerateDeps, 'picks'> {
  picks: AiPickRepository;
  activity: ActivityRepository;
  /** Season time (the demo season's locally): which week is current. */
  seasonClock: Clock;
}

const tags = ['Admin: AI picks'];
const adminErrors = { 401: errors[401], 403: errors[403] };

export const GenerateRequest = GeneratePicksRequest;
export const GenerateResponse = GeneratePicksResult;

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/ai-picks',
  tags,
  summary:
    'AI picks, newest first unless sortBy (created_at, player, opponent, stat_type, confidence, week) and sortOrder say otherwise; search on player or opponent; stat type; band high (80+), medium (60-79), low (<60); season and week; result (win, loss, push, pending)',
  security: bearer,
  request: { query: AiPickListQuery },
  responses: { 200: json(pageOf(AiPick), 'A page of picks'), 400: errors[400], ...adminErrors },
});
const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/ai-picks/{id}',
  tags,
  summary: 'One AI pick',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: json(AiPick, 'The pick'), ...adminErrors, 404: errors[404] },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/admin/ai-picks/{id}',
  tags,
  summary: 'Edit an AI pick (confidence 1-100, line in steps of 0.5, over or under, a listed stat type)',
  security: bearer,
  request: {
    params: IdParam,
    body: { required: true, content: { 'application/json': { schema: AiPickUpdate.strict() } } },
  },
  description:
    'Refused with 409 `pick_locked` once the pick’s game has kicked off (by the season clock): its published ' +
    'fields are part of the record. An edit of a published field before kickoff keeps the values it replaced ' +
    'as a version.',
  responses: {
    200: json(AiPick, 'The updated pick'),
    400: errors[400],
    ...adminErrors,
    404: errors[404],
    409: errors[409],
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/ai-picks/{id}',
  tags,
  summary: 'Delete an AI pick',
  description: 'Refused with 409 `pick_locked` once the pick’s game has kicked off (by the season clock).',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: json(Deleted, 'Deleted'), ...adminErrors, 404: errors[404], 409: errors[409] },
});
const previewRoute = createRoute({
  method: 'get',
  path: '/api/admin/ai-picks/generate/preview',
  tags,
  summary: 'What generating a week would replace (a dry run, nothing written); the current week by default',
  description:
    'Counts the week’s prop lines, its ungraded picks (a run replaces them), graded picks and picks whose game ' +
    'has kicked off by the season clock (both kept), without ' +
    'running the engine. `current` is the week the season clock is in; without season and week it is also the ' +
    'week counted.',
  security: bearer,
  request: { query: GeneratePicksPreviewQuery },
  responses: { 200: json(GeneratePicksPreview, 'The counts'), 400: errors[400], ...adminErrors },
});
const generateRoute = createRoute({
  method: 'post',
  path: '/api/admin/ai-picks/generate',
  tags,
  summary: 'Run the engine over the week’s prop lines; replaces the week’s ungraded picks',
  security: bearer,
  request: { body: { required: true, content: { 'application/json': { schema: GenerateRequest } } } },
  responses: {
    200: json(GenerateResponse, 'What was created'),
    400: errors[400],
    ...adminErrors,
    404: errors[404],
  },
});

export function aiPicksAdminRoutes(deps: AiPicksAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => {
    const { band, statType, search, page, pageSize, season, week, result, sortBy, sortOrder } =
      c.req.valid('query');
    return c.json(
      await deps.picks.adminList({
        page,
        pageSize,
        ...(search ? { search } : {}),
        ...(statType ? { statType } : {}),
        ...(band ? { band } : {}),
        ...(season !== undefined ? { season } : {}),
        ...(week !== undefined ? { week } : {}),
        ...(result ? { result } : {}),
        sortBy,
        sortOrder,
      }),
      200,
    );
  });
  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const pick = await deps.picks.get(id);
    if (!pick) throw new NotFoundError('AI pick', id);
    return c.json(pick, 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const patch = c.req.valid('json');
    const updated = await whileEditable(deps.picks, deps.seasonClock, id, () =>
      deps.picks.update(id, patch, deps.seasonClock.now().toISOString()),
    );
    if (!updated) throw new NotFoundError('AI pick', id);
    return c.json(updated, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid('param');
    const { pick } = await whileEditable(deps.picks, deps.seasonClock, id, async (found) => {
      if (!(await deps.picks.delete(id))) throw new NotFoundError('AI pick', id);
      return found;
    });
    await deps.activity.add({
      user_id: admin.userId,
      activity: 'ai_pick_deleted',
      target: `${pick.player} ${pick.pick} ${pick.line_value} ${pick.stat_type}`,
    });
    return c.json({ success: true as const }, 200);
  });
  app.openapi(previewRoute, async (c) => {
    const query = c.req.valid('query');
    const current = seasonWeekAt(deps.seasonClock.now());
    const season = query.season ?? current.season;
    const week = query.week ?? current.week;
    const now = deps.seasonClock.now();
    const [lines, picks, games] = await Promise.all([
      deps.propLines.forWeek(season, week),
      deps.picks.forWeek(season, week),
      deps.games.forWeek(season, week),
    ]);
    const gameById = new Map(games.map((g) => [g.id, g]));
    const graded = picks.filter((p) => p.result !== null).length;
    const locked = picks.filter(
      (p) => p.result === null && hasKickedOff({ pick: p, game: gameById.get(p.game_id ?? '') ?? null }, now),
    ).length;
    return c.json(
      {
        season,
        week,
        current,
        lines: lines.length,
        ungraded: picks.length - graded - locked,
        graded,
        locked,
      },
      200,
    );
  });
  app.openapi(generateRoute, async (c) => {
    const admin = requireAdmin(c);
    const { season, week } = c.req.valid('json');
    const result = await generateWeekPicks(deps, season, week);
    await deps.activity.add({
      user_id: admin.userId,
      activity: 'ai_picks_generated',
      target: `${season} week ${week}: ${result.inserted} picks`,
    });
    return c.json(result, 200);
  });
  return app;
}
