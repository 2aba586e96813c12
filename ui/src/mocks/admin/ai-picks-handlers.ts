// The AI picks screens: the generation preview and run, the list with its filters and sort, and an edit or
// delete that the server refuses once the pick's game has kicked off. Each answers through the API's use case on
// the catalogue's in-memory repositories over the demo world (catalogue-repositories.ts); the run computes the
// week with the engine, as the server does.
import {
  deleteAiPick,
  editAiPick,
  getAiPick,
  listAiPicks,
} from '@edgeboard/application/admin/ai-picks/ai-picks';
import { generatePicks, previewGeneration } from '@edgeboard/application/admin/generate-picks/generate-picks';
import {
  GeneratePicksPreview,
  GeneratePicksPreviewQuery,
  GeneratePicksResult,
  AiPick,
  AiPickListQuery,
  AiPickUpdate,
  hasKickedOff,
  Season,
  Week,
} from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import type { DemoWorld } from '@/mocks/demo-world';
import { guardedBody, guardedQuery, type AdminPath } from './admin-guard';
import { answer, idOf } from './admin-http';
import { deleteRoute, getRoute, listRoute } from './admin-routes';
import { catalogueRepositories } from './catalogue-repositories';

/**
 * A pick as the server would hold it at the mock's season instant: the server's demo season locks a pick when
 * its game kicks off (a job the mock does not run), so one whose game has started carries `locked_at` (its
 * kickoff) here too.
 */
function asStored(w: DemoWorld, pick: AiPick): AiPick {
  const game = w.picks.find((p) => p.pick.id === pick.id)?.game ?? null;
  return pick.locked_at || !game || !hasKickedOff({ pick, game }, w.demoNow)
    ? pick
    : { ...pick, locked_at: game.kickoff };
}

const GenerateRequest = z.object({ season: Season, week: Week });

export const aiPicksHandlers = (at: AdminPath) => [
  http.get(
    at('/ai-picks/generate/preview'),
    guardedQuery(GeneratePicksPreviewQuery, (q, { w }) =>
      answer(GeneratePicksPreview, () => previewGeneration(catalogueRepositories(w), q)),
    ),
  ),
  http.post(
    at('/ai-picks/generate'),
    guardedBody(GenerateRequest, ({ season, week }, { w, admin }) =>
      answer(GeneratePicksResult, () => generatePicks(catalogueRepositories(w), admin.id, season, week)),
    ),
  ),
  listRoute(at('/ai-picks'), AiPickListQuery, AiPick, async (q, w) => {
    const page = await listAiPicks(catalogueRepositories(w), q);
    return { ...page, data: page.data.map((p) => asStored(w, p)) };
  }),
  getRoute(at('/ai-picks/:id'), AiPick, async (id, w) =>
    asStored(w, await getAiPick(catalogueRepositories(w), id)),
  ),
  http.put(
    at('/ai-picks/:id'),
    guardedBody(AiPickUpdate.strict(), (patch, { params, w }) =>
      answer(AiPick, () => editAiPick(catalogueRepositories(w), idOf(params), patch)),
    ),
  ),
  deleteRoute(at('/ai-picks/:id'), (id, { w, admin }) =>
    deleteAiPick(catalogueRepositories(w), admin.id, id),
  ),
];
