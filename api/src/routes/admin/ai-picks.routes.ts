// Back-office AI picks: list with search, stat type and confidence band, detail, edit, delete, and generating a
// week's picks with the engine.
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  deleteAiPick,
  editAiPick,
  getAiPick,
  listAiPicks,
} from '@edgeboard/application/admin/ai-picks/ai-picks';
import type { GenerateDeps } from '@edgeboard/application/admin/generate-picks/compute-picks';
import { generatePicks, previewGeneration } from '@edgeboard/application/admin/generate-picks/generate-picks';
import {
  GeneratePicksPreview,
  GeneratePicksPreviewQuery,
  GeneratePicksRequest,
  GeneratePicksResult,
  AiPick,
  AiPickListQuery,
  AiPickUpdate,
  stableId,
  type ActivityRepository,
  type AiPickRepository,
  type Clock,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { adminGroup, jsonBody, ok } from '../../http/route-group';
import { requireAdmin } from './admin-guard';
import { editRoute, itemRoute, listRoute } from './admin-schemas';

/** Generation's inputs (its pick ids are hashed with the domain's stableId, as the demo season's are). */
export interface AiPicksAdminDeps extends Omit<GenerateDeps, 'picks' | 'stableId'> {
  picks: AiPickRepository;
  activity: ActivityRepository;
  /** Season time (the demo season's locally): which week is current. */
  seasonClock: Clock;
}

const admin = adminGroup('AI picks', '/api/admin/ai-picks');

export const GenerateRequest = GeneratePicksRequest;
export const GenerateResponse = GeneratePicksResult;

const listPicksRoute = listRoute(
  admin,
  'AI picks, newest first unless sortBy (created_at, player, opponent, stat_type, confidence, week) and sortOrder say otherwise; search on player or opponent; stat type; band high (80+), medium (60-79), low (<60); season and week; result (win, loss, push, pending)',
  AiPickListQuery,
  AiPick,
  'A page of picks',
);
const getRoute = itemRoute(admin, 'One AI pick', AiPick, 'The pick');
const updateRoute = editRoute(
  admin,
  {
    summary: 'Edit an AI pick (confidence 1-100, line in steps of 0.5, over or under, a listed stat type)',
    description:
      'Refused with 409 `pick_locked` once the pick’s game has kicked off (by the season clock): its published ' +
      'fields are part of the record. An edit of a published field before kickoff keeps the values it replaced ' +
      'as a version.',
  },
  AiPickUpdate.strict(),
  AiPick,
  'The updated pick',
  409,
);
const deleteRoute = admin.deleteById(
  {
    summary: 'Delete an AI pick',
    description: 'Refused with 409 `pick_locked` once the pick’s game has kicked off (by the season clock).',
  },
  409,
);
const previewRoute = admin.get(
  '/generate/preview',
  {
    summary: 'What generating a week would replace (a dry run, nothing written); the current week by default',
    description:
      'Counts the week’s prop lines, its ungraded picks (a run replaces them), graded picks and picks whose game ' +
      'has kicked off by the season clock (both kept), without ' +
      'running the engine. `current` is the week the season clock is in; without season and week it is also the ' +
      'week counted.',
  },
  { query: GeneratePicksPreviewQuery },
  ok(GeneratePicksPreview, 'The counts'),
  400,
);
const generateRoute = admin.post(
  '/generate',
  'Run the engine over the week’s prop lines; replaces the week’s ungraded picks',
  { body: jsonBody(GenerateRequest) },
  ok(GenerateResponse, 'What was created'),
  400,
  404,
);

export function aiPicksAdminRoutes(deps: AiPicksAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const generation = { ...deps, stableId };
  app.openapi(listPicksRoute, async (c) => c.json(await listAiPicks(deps, c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await getAiPick(deps, c.req.valid('param').id), 200));
  app.openapi(updateRoute, async (c) =>
    c.json(await editAiPick(deps, c.req.valid('param').id, c.req.valid('json')), 200),
  );
  app.openapi(deleteRoute, async (c) => {
    await deleteAiPick(deps, requireAdmin(c).userId, c.req.valid('param').id);
    return c.json({ success: true as const }, 200);
  });
  app.openapi(previewRoute, async (c) => c.json(await previewGeneration(deps, c.req.valid('query')), 200));
  app.openapi(generateRoute, async (c) => {
    const admin = requireAdmin(c);
    const { season, week } = c.req.valid('json');
    return c.json(await generatePicks(generation, admin.userId, season, week), 200);
  });
  return app;
}
