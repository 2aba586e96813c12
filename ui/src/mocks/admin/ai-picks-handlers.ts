// The AI picks screens: the generation preview and run, the list with its filters and sort, and an edit or
// delete that the server refuses once the pick's game has kicked off.
import {
  GeneratePicksPreview,
  GeneratePicksPreviewQuery,
  GeneratePicksResult,
  seasonWeekAt,
  AiPick,
  AiPickListQuery,
  AiPickUpdate,
  applyPickEdit,
  hasKickedOff,
  PICK_LOCKED_CODE,
  pickLockedMessageFor,
  Season,
  Week,
  type PickWithGame,
} from '@edgeboard/domain';
import { http } from 'msw';
import { z } from 'zod';
import { sortAdminRows } from '../admin-list-order';
import { apiError, invalid, notFound } from '../api-errors';
import { guarded, type AdminPath } from './admin-guard';
import { bodyOf, contains, Deleted, idOf, ok, page, pageOf, queryOf } from './admin-http';
import { record } from './admin-state';
import { generateWeek } from './generate-week';

/**
 * A pick as the server would hold it at the mock's season instant: the server's demo season locks a pick when
 * its game kicks off, so one whose game has started carries `locked_at` (its kickoff) here too.
 */
const asStored = (found: PickWithGame, now: Date) =>
  found.pick.locked_at || !hasKickedOff(found, now) || !found.game
    ? found.pick
    : { ...found.pick, locked_at: found.game.kickoff };

/** The server's 409 for a pick whose game has kicked off (pick-ledger-guard.ts), by the same domain rule. */
const refuseIfLocked = (found: PickWithGame, now: Date) =>
  hasKickedOff(found, now) ? apiError(409, PICK_LOCKED_CODE, pickLockedMessageFor(found)) : null;
const GenerateRequest = z.object({ season: Season, week: Week });

export const aiPicksHandlers = (at: AdminPath) => [
  http.get(
    at('/ai-picks/generate/preview'),
    guarded(({ request, w }) => {
      const q = GeneratePicksPreviewQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      // The demo season's clock, as the server's season clock reads it.
      const current = seasonWeekAt(w.demoNow);
      const season = q.data.season ?? current.season;
      const week = q.data.week ?? current.week;
      const picks = w.picks.map((p) => p.pick).filter((p) => p.season === season && p.week === week);
      const graded = picks.filter((p) => p.result !== null).length;
      return ok(GeneratePicksPreview, {
        season,
        week,
        current,
        lines: w.season.propLines.filter((l) => l.season === season && l.week === week).length,
        ungraded: picks.length - graded,
        graded,
      });
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
        .filter(
          (p) =>
            band === undefined ||
            (band === 'high' && p.confidence >= 80) ||
            (band === 'medium' && p.confidence >= 60 && p.confidence < 80) ||
            (band === 'low' && p.confidence < 60),
        )
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
      const found = w.pickById.get(idOf(params));
      if (!found) return notFound('AI pick', idOf(params));
      const locked = refuseIfLocked(found, w.demoNow);
      if (locked) return locked;
      found.pick = applyPickEdit(found.pick, patch.data);
      return ok(AiPick, found.pick);
    }),
  ),
  http.delete(
    at('/ai-picks/:id'),
    guarded(({ params, w, admin }) => {
      const found = w.pickById.get(idOf(params));
      if (!found) return notFound('AI pick', idOf(params));
      const locked = refuseIfLocked(found, w.demoNow);
      if (locked) return locked;
      w.picks.splice(w.picks.indexOf(found), 1);
      w.pickById.delete(found.pick.id);
      const { pick } = found;
      record(
        w,
        admin.id,
        'ai_pick_deleted',
        `${pick.player} ${pick.pick} ${pick.line_value} ${pick.stat_type}`,
      );
      return ok(Deleted, { success: true });
    }),
  ),
];
