import type { Game } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { GAME_LENGTH_MS, gamePhaseAt, scoringPlays, simulateGame } from './simulated-scores';

const kickoff = '2025-10-12T17:00:00.000Z';
const game: Game = {
  id: '2025_06_KC_BUF',
  season: 2025,
  week: 6,
  kickoff,
  home_team: 'BUF',
  away_team: 'KC',
  home_score: 27,
  away_score: 24,
  status: 'scheduled',
  venue_time_zone: 'America/New_York',
};
const at = (minutes: number) => new Date(Date.parse(kickoff) + minutes * 60_000);

describe('simulated scores', () => {
  it('splits any reachable score into 7, 3 and 2 point plays', () => {
    for (let s = 0; s <= 60; s++) {
      if (s === 1) continue;
      expect(scoringPlays(s).reduce((a, b) => a + b, 0)).toBe(s);
    }
  });

  it('is scheduled before kickoff with no score', () => {
    const g = simulateGame(game, at(-5));
    expect(g).toMatchObject({ Status: 'Scheduled', HomeScore: null, AwayScore: null, Quarter: null });
  });

  it('moves through quarters and half-time with scores that never go down, ending on the final score', () => {
    let lastHome = 0;
    let lastAway = 0;
    const quarters = new Set<string | null>();
    for (let m = 0; m <= GAME_LENGTH_MS / 60_000 + 1; m += 1) {
      const g = simulateGame(game, at(m));
      quarters.add(g.Quarter);
      expect(g.HomeScore ?? 0).toBeGreaterThanOrEqual(lastHome);
      expect(g.AwayScore ?? 0).toBeGreaterThanOrEqual(lastAway);
      lastHome = g.HomeScore ?? 0;
      lastAway = g.AwayScore ?? 0;
    }
    expect([...quarters]).toEqual(['1', '2', 'Half', '3', '4', 'F']);
    expect(simulateGame(game, at(300))).toMatchObject({
      Status: 'Final',
      HomeScore: 27,
      AwayScore: 24,
      QuarterDescription: 'Final',
    });
  });

  it('gives the same answer for the same instant', () => {
    expect(simulateGame(game, at(77))).toEqual(simulateGame(game, at(77)));
    expect(simulateGame(game, at(7)).TimeRemaining).toMatch(/^\d{1,2}:\d{2}$/);
  });

  it('invents a plausible final for a game with no stored score', () => {
    const g = simulateGame({ ...game, home_score: null, away_score: null }, at(400));
    expect(g.HomeScore).toBeGreaterThanOrEqual(13);
    expect(g.AwayScore).toBeGreaterThanOrEqual(10);
  });

  it('classifies phases by kickoff', () => {
    expect(gamePhaseAt(kickoff, at(-1))).toBe('scheduled');
    expect(gamePhaseAt(kickoff, at(0))).toBe('in_progress');
    expect(gamePhaseAt(kickoff, at(GAME_LENGTH_MS / 60_000))).toBe('final');
  });
});
