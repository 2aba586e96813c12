// Sample picks and games for the props, performance and record use-case tests: a season at a pinned instant,
// with one final, one live and one upcoming game, so every access rule has an answer worked out by hand.
import type { AiPick, Clock, Game, PickResult, SubscriptionState, Tier } from '@edgeboard/domain';
import { ANONYMOUS_STATE } from './pick-access';
import { InMemoryAiPickRepository } from '../in-memory/ai-pick-repository';

export const KIT_SEASON = 2025;
/** The season clock of every kit test: Sunday of week 6, after g6's kick-off and before g6b's. */
export const KIT_NOW = new Date('2025-10-12T15:00:00.000Z');
export const kitClock: Clock = { now: () => KIT_NOW };

/** A caller on `tier` (active), or an admin. */
export const kitState = (tier: Tier | 'admin'): SubscriptionState =>
  tier === 'admin' ? { ...ANONYMOUS_STATE, isAdmin: true } : { ...ANONYMOUS_STATE, tier };

export function kitGame(id: string, week: number, kickoff: string, status: Game['status']): Game {
  const teams = { home_team: 'KC', away_team: 'BUF', home_score: null, away_score: null };
  return { id, season: KIT_SEASON, week, kickoff, status, ...teams, venue_time_zone: 'America/Chicago' };
}

const GRADES: Record<PickResult, Pick<AiPick, 'actual_value' | 'profit'>> = {
  win: { actual_value: 70, profit: 0.91 },
  loss: { actual_value: 40, profit: -1 },
  push: { actual_value: 55.5, profit: 0 },
};

/** A pick on `gameId` in `week`, created `minute` minutes into the week's publishing, graded when `result`. */
export function kitPick(
  id: string,
  at: { week: number; gameId: string | null; minute: number },
  over: Partial<AiPick> = {},
): AiPick {
  const result = over.result ?? null;
  const analysis = { supporting_factors: [], concerns: [], factors: [], historicalGames: [] };
  return {
    ...{ id, player: `Player ${id}`, player_id: `pl-${id}`, opponent: 'BUF', reasoning: 'Recent form.' },
    ...{ stat_type: 'receiving_yards', pick: 'over', line_value: 55.5, confidence: 60, sportsbook: 'dk' },
    analysis: { ...analysis, summary: 'Projection 60.1.', final_recommendation: 'OVER 55.5' },
    ...{ season: KIT_SEASON, week: at.week, game_id: at.gameId, verdict: 'play', odds: -110 },
    ...(result === null ? { actual_value: null, profit: null } : GRADES[result]),
    graded_at: result === null ? null : '2025-10-06T01:00:00.000Z',
    created_at: new Date(Date.UTC(2025, 9, 7, 12, at.minute)).toISOString(),
    ...over,
    result,
  };
}

/**
 * Week 6: p01..p10 created in that order, confidence 51..60, plays at EV 10%..1% (so by value, the order capped
 * tiers' allowances are taken in, the first is p01 and the last p10); the odd ones on g6 (live: the public
 * record), the even ones on g6b (upcoming). Week 5: w5-0..w5-3 graded on g5 (final). Plus `extra` picks.
 */
export function kitRepository(extra: AiPick[] = []): InMemoryAiPickRepository {
  const games = [
    kitGame('g5', 5, '2025-10-05T17:00:00.000Z', 'final'),
    kitGame('g6', 6, '2025-10-12T14:00:00.000Z', 'in_progress'),
    kitGame('g6b', 6, '2025-10-13T00:20:00.000Z', 'scheduled'),
  ];
  const week6 = Array.from({ length: 10 }, (_, i) =>
    kitPick(
      `p${String(i + 1).padStart(2, '0')}`,
      { week: 6, gameId: i % 2 === 0 ? 'g6' : 'g6b', minute: i },
      { confidence: 51 + i, ev: (10 - i) / 100 },
    ),
  );
  const results: PickResult[] = ['win', 'loss', 'push', 'win'];
  const week5 = results.map((result, i) =>
    kitPick(`w5-${i}`, { week: 5, gameId: 'g5', minute: i }, { result, confidence: 60 + i * 5 }),
  );
  return new InMemoryAiPickRepository([...week6, ...week5, ...extra], games);
}
