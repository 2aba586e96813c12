// The AI picks screens: the generation preview and run, the list with its filters and sort, and an edit or
// delete that the server refuses once the pick's game has kicked off. The preview, the edit and the delete are
// the API's use cases on the demo world; the run re-uses the seeded picks (generate-week.ts).
import { deleteAiPick, editAiPick } from '@edgeboard/application/admin/ai-picks/ai-picks';
import { previewGeneration } from '@edgeboard/application/admin/generate-picks/generate-picks';
import {
  adminBandRange,
  GeneratePicksPreview,
  GeneratePicksPreviewQuery,
  GeneratePicksResult,
  AiPick,
  AiPickListQuery,
  AiPickUpdate,
  applyPickEdit,
  hasKickedOff,
  Season,
  Week,
  type PickWithGame,
} from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { sortAdminRows } from '@/mocks/admin-list-order';
import { apiError, invalid, notFound } from '@/mocks/api-errors';
import type { DemoWorld } from '@/mocks/demo-world';
import { guarded, type AdminPath } from './admin-guard';
import { answer, bodyOf, contains, Deleted, idOf, ok, page, pageOf, queryOf } from './admin-http';
import { activityOf, record } from './admin-state';
import { generateWeek } from './generate-week';

/**
 * A pick as the server would hold it at the mock's season instant: the server's demo season locks a pick when
 * its game kicks off, so one whose game has started carries `locked_at` (its kickoff) here too.
 */
const asStored = (found: PickWithGame, now: Date) =>
  found.pick.locked_at || !hasKickedOff(found, now) || !found.game
    ? found.pick
    : { ...found.pick, locked_at: found.game.kickoff };

const inBand = (confidence: number, range: { min: number; max: number }) =>
  confidence >= range.min && confidence <= range.max;

/**
 * The use cases' dependencies over the demo world's picks (changed in place): the season clock is the world's,
 * an edit applies as the repository applies it.
 */
function worldPicks(w: DemoWorld) {
  const find = (id: string) => w.pickById.get(id);
  const weekOf = (season: number, week: number) => (p: { season?: number; week?: number }) =>
    p.season === season && p.week === week;
  return {
    seasonClock: { now: () => w.demoNow },
    activity: activityOf(w),
    propLines: {
      forWeek: (s: number, wk: number) => Promise.resolve(w.season.propLines.filter(weekOf(s, wk))),
    },
    games: { forWeek: (s: number, wk: number) => Promise.resolve(w.season.games.filter(weekOf(s, wk))) },
    picks: {
      forWeek: (s: number, wk: number) => Promise.resolve(w.picks.map((p) => p.pick).filter(weekOf(s, wk))),
      getWithGame: (id: string) => {
        const found = find(id);
        return Promise.resolve(found ? { ...found, open: true, versionCount: 0 } : null);
      },
      update: (id: string, patch: AiPickUpdate) => {
        const found = find(id);
        if (found) found.pick = applyPickEdit(found.pick, patch);
        return Promise.resolve(found?.pick ?? null);
      },
      delete: (id: string) => {
        const found = find(id);
        if (found) {
          w.picks.splice(w.picks.indexOf(found), 1);
          w.pickById.delete(id);
        }
        return Promise.resolve(Boolean(found));
      },
    },
  };
}
const GenerateRequest = z.object({ season: Season, week: Week });

export const aiPicksHandlers = (at: AdminPath) => [
  http.get(
    at('/ai-picks/generate/preview'),
    guarded(({ request, w }) => {
      const q = GeneratePicksPreviewQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      return answer(GeneratePicksPreview, () => previewGeneration(worldPicks(w), q.data));
    }),
  ),
  http.post(
    at('/ai-picks/generate'),
    guarded(async ({ request, w, admin }) => {
      const body = GenerateRequest.safeParse(await bodyOf(request));
      if (!body.success) return invalid(body.error);
      const { season, week } = body.data;
      if (!w.season.propLines.some((l) => l.season === season && l.week === week))
        return apiError(404, 'not_found', `No prop lines are stored for season ${season}, week ${week}.`);
      const result = generateWeek(w, season, week, new Date().toISOString());
      record(w, admin.id, 'ai_picks_generated', `${season} week ${week}: ${result.inserted} picks`);
      return ok(GeneratePicksResult, result);
    }),
  ),
  http.get(
    at('/ai-picks'),
    guarded(({ request, w }) => {
      const q = AiPickListQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const { search, statType, band, season, week, result } = q.data;
      const rows = w.picks
        .map((p) => asStored(p, w.demoNow))
        .filter((p) => contains(p.player, search) || contains(p.opponent, search))
        .filter((p) => statType === undefined || p.stat_type === statType)
        .filter((p) => band === undefined || inBand(p.confidence, adminBandRange(band)))
        .filter(
          (p) => (season === undefined || p.season === season) && (week === undefined || p.week === week),
        )
        .filter((p) => result === undefined || (p.result ?? 'pending') === result);
      const sorted = sortAdminRows(rows, q.data, 'created_at', {
        created_at: [(p) => p.created_at],
        player: [(p) => p.player],
        opponent: [(p) => p.opponent],
        stat_type: [(p) => p.stat_type],
        confidence: [(p) => p.confidence],
        week: [(p) => p.season, (p) => p.week],
      });
      return ok(pageOf(AiPick), page(sorted, q.data));
    }),
  ),
  http.get(
    at('/ai-picks/:id'),
    guarded(({ params, w }) => {
      const found = w.pickById.get(idOf(params));
      return found ? ok(AiPick, asStored(found, w.demoNow)) : notFound('AI pick', idOf(params));
    }),
  ),
  http.put(
    at('/ai-picks/:id'),
    guarded(async ({ request, params, w }) => {
      const patch = AiPickUpdate.strict().safeParse(await bodyOf(request));
      if (!patch.success) return invalid(patch.error);
      return answer(AiPick, () => editAiPick(worldPicks(w), idOf(params), patch.data));
    }),
  ),
  http.delete(
    at('/ai-picks/:id'),
    guarded(({ params, w, admin }) =>
      answer(Deleted, async () => {
        await deleteAiPick(worldPicks(w), admin.id, idOf(params));
        return { success: true };
      }),
    ),
  ),
];
