import type { GameLogEntry } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitGame, kitPick } from '../../props/props-test-kit';
import { KitPicks } from '../../admin/catalogue-test-kit';
import { gradeFinalPicks } from './grade-final-picks';

const box = (playerId: string, gameId: string, yards: number) =>
  ({ player_id: playerId, game_id: gameId, season: 2025, week: 5, receiving_yards: yards }) as GameLogEntry;

function repos(logs: GameLogEntry[]) {
  const games = [
    kitGame('g5', 5, '2025-10-05T17:00:00.000Z', 'final'),
    kitGame('g5b', 5, '2025-10-05T20:00:00.000Z', 'in_progress'),
  ];
  const aiPicks = new KitPicks(
    [
      kitPick('over', { week: 5, gameId: 'g5', minute: 0 }),
      kitPick('absent', { week: 5, gameId: 'g5', minute: 1 }),
      kitPick('live', { week: 5, gameId: 'g5b', minute: 2 }),
    ],
    games,
  );
  return {
    aiPicks,
    games: { forWeek: (s: number, w: number) => Promise.resolve(games.filter((g) => g.week === w)) },
    gameLogs: { forSeasons: () => Promise.resolve(logs) },
  };
}

describe('grading final games from stored box scores', () => {
  it('grades on the box score, settles a player who did not play as a push, and leaves live games', async () => {
    const r = repos([box('pl-over', 'g5', 70)]);
    expect(await gradeFinalPicks(r, 2025, 5)).toBe(2);
    const graded = await r.aiPicks.forWeek(2025, 5);
    expect(graded.map((p) => [p.id, p.result, p.actual_value])).toEqual([
      ['over', 'win', 70],
      ['absent', 'push', 0],
      ['live', null, null],
    ]);
    // Three and a half hours after kickoff, whenever the job runs.
    expect(graded[0]?.graded_at).toBe('2025-10-05T20:30:00.000Z');
  });

  it('waits for the box scores of a game marked final before they arrived', async () => {
    const r = repos([]);
    expect(await gradeFinalPicks(r, 2025, 5)).toBe(0);
    expect((await r.aiPicks.forWeek(2025, 5)).every((p) => p.result === null)).toBe(true);
  });
});
