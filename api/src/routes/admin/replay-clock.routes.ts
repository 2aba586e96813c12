// The back office's replay clock (issue #33 item 4): steps a replayed season's clock a day or a week forward, kept
// across restarts, and runs the replay job on the new instant (pulls, publication, locks, grades). Outside a
// replay there is no such clock: 409 not_replay, nothing changed.
import { OpenAPIHono } from '@hono/zod-openapi';
import {
  stepReplayClock,
  type ReplayClockControl,
} from '@edgeboard/application/admin/replay-clock/step-replay-clock';
import { ReplayClockAnswer, ReplayClockStep } from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { adminGroup, jsonBody, ok } from '../../http/route-group';

export interface ReplayClockAdminDeps {
  /** Set only when the server runs a replay (EDGEBOARD_DATA=replay). */
  replayClock?: ReplayClockControl | null;
}

const group = adminGroup('Replay', '/api/admin/replay');
const stepRoute = group.post(
  '/clock',
  'Steps a replayed season’s clock a day or a week forward (kept across restarts) and runs the replay job at once',
  { body: jsonBody(ReplayClockStep) },
  ok(ReplayClockAnswer, 'The new season instant and what the replay job did'),
  400,
  409,
);

export function replayClockAdminRoutes(deps: ReplayClockAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(stepRoute, async (c) =>
    c.json(await stepReplayClock(deps.replayClock ?? null, c.req.valid('json')), 200),
  );
  return app;
}
