import { NotFoundError, type Player } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitClock, kitPick } from '../../props/props-test-kit';
import { ADMIN_ID, kitActivity, kitLine, kitLines, kitPicks, kitStableId } from '../catalogue-test-kit';
import { generatePicks, previewGeneration, repricePicks } from './generate-picks';

const player = (id: string): Player => ({
  ...{ id, name: `Player ${id}`, position: 'WR', team_name: 'KC', espn_id: null, pff_id: null },
  ...{ sleeper_id: null, created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' },
});

const unknown = kitLine('l2', 'nobody', { player: 'Nobody Known', player_id: null });

/** The kit's season with two lines on week 6 (a known player's and an unknown one's) and no game history. */
function world(lines = [kitLine('l1', 'p02'), unknown]) {
  const picks = kitPicks();
  const { activity, rows } = kitActivity();
  const deps = {
    ...{ clock: kitClock, seasonClock: kitClock, picks, activity, stableId: kitStableId },
    games: {
      forWeek: (s: number, w: number) =>
        Promise.resolve(picks.games.filter((g) => g.season === s && g.week === w)),
    },
    propLines: kitLines(lines),
    players: { all: () => Promise.resolve([player('pl-p02')]) },
    gameLogs: { forSeasons: () => Promise.resolve([]) },
  };
  return { deps, picks, rows };
}

describe('generating a week of AI picks', () => {
  it('previews the current week: lines, ungraded picks it would replace, graded and kicked-off ones it keeps', async () => {
    const { deps } = world();
    const graded = kitPick('g', { week: 6, gameId: 'g6b', minute: 30 }, { result: 'win' });
    await deps.picks.insertMany([graded]);
    // Week 6: p01..p10, the odd ones on g6 (kicked off at the kit's instant), the even ones on g6b.
    expect(await previewGeneration(deps, {})).toEqual({
      season: 2025,
      week: 6,
      current: { season: 2025, week: 6 },
      lines: 2,
      ungraded: 5,
      graded: 1,
      locked: 5,
    });
    expect((await previewGeneration(deps, { season: 2025, week: 5 })).graded).toBe(4);
  });

  it('replaces the ungraded picks of games not started, keeps the started ones and logs the run', async () => {
    const { deps, picks, rows } = world();
    const result = await generatePicks(deps, ADMIN_ID, 2025, 6);
    // No game history in this world: the known player's prop is skipped for want of it, the other is unknown.
    expect(result.skipped.map((s) => s.reason).sort()).toEqual([
      'Not enough game history for this player',
      'Unknown player',
    ]);
    expect([result.lines, result.deleted, result.inserted, result.updated]).toEqual([2, 5, 0, 0]);
    const week6 = await picks.forWeek(2025, 6);
    expect(week6.map((p) => p.id)).toEqual(['p01', 'p03', 'p05', 'p07', 'p09']);
    expect(week6.every((p) => p.locked_at)).toBe(true);
    expect(rows.map((r) => r.target)).toEqual(['2025 week 6: 0 new, 0 updated, 5 deleted picks']);
  });

  it('refuses a week without prop lines with a 404 that names it, and logs nothing', async () => {
    const { deps, rows } = world([]);
    const run = generatePicks(deps, ADMIN_ID, 2025, 6);
    await expect(run).rejects.toThrow(
      new NotFoundError('Prop lines', undefined, 'No prop lines are stored for season 2025, week 6.'),
    );
    expect(rows).toEqual([]);
  });

  it("re-prices only the edited line's prop", async () => {
    const { deps } = world();
    expect(await repricePicks(deps, 2025, 6, new Set(['someone-else|receiving_yards']))).toEqual({
      repriced: 0,
      skipped: [],
    });
    const { skipped } = await repricePicks(deps, 2025, 6, new Set(['pl-p02|receiving_yards']));
    expect(skipped).toEqual([
      {
        player: 'Player p02',
        stat_type: 'receiving_yards',
        reason: 'Not enough game history for this player',
      },
    ]);
  });
});
