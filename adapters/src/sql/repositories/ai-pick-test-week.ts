import type { AiPick } from '@edgeboard/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db';
import { SqlAiPickRepository } from './ai-pick-repository';
import { SqlGameRepository } from './game-repository';
import { game, pick } from './test-rows';

// The pick repository tests' week: what they seed before each test, and the picks they compare answers to.

export const at = (minute: number) => new Date(Date.UTC(2025, 8, 1, 0, minute)).toISOString();

/** Week 1 of 2025: six picks over three games with distinct statuses, plus one pick without a game. */
export const WEEK1: AiPick[] = [
  pick('p1', {
    player: 'Patrick Mahomes',
    confidence: 91,
    stat_type: 'passing_yards',
    game_id: 'g-final',
    created_at: at(5),
  }),
  pick('p2', {
    player: 'Travis Kelce',
    confidence: 64,
    stat_type: 'receptions',
    game_id: 'g-final',
    created_at: at(1),
  }),
  pick('p3', {
    player: 'Josh Allen',
    confidence: 78,
    stat_type: 'rushing_yards',
    game_id: 'g-live',
    created_at: at(3),
  }),
  pick('p4', {
    player: 'James Cook',
    confidence: 78,
    stat_type: 'rushing_yards',
    game_id: 'g-live',
    created_at: at(3),
  }),
  pick('p5', {
    player: "Ja'Marr Chase",
    confidence: 55,
    stat_type: 'receiving_yards',
    game_id: 'g-next',
    created_at: at(2),
  }),
  pick('p6', {
    player: 'Joe Burrow',
    confidence: 83,
    stat_type: 'passing_tds',
    game_id: null,
    created_at: at(4),
  }),
];

/** Empties picks and games, then writes week 1's games and picks, a week-2 pick and a 2024 pick. */
export async function seedWeek1(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('ai_picks').execute();
  await db.deleteFrom('games').execute();
  await new SqlGameRepository(db).upsertMany([
    game('g-final', {
      status: 'final',
      home_score: 27,
      away_score: 20,
      kickoff: '2025-09-07T17:00:00.000Z',
    }),
    game('g-live', {
      status: 'in_progress',
      home_score: 7,
      away_score: 3,
      kickoff: '2025-09-07T20:25:00.000Z',
    }),
    game('g-next', {
      status: 'scheduled',
      kickoff: '2025-09-08T00:20:00.000Z',
      venue_time_zone: 'America/New_York',
    }),
  ]);
  await new SqlAiPickRepository(db).insertMany([
    ...WEEK1,
    pick('w2', { week: 2, confidence: 99, created_at: at(0) }),
    pick('s24', { season: 2024, confidence: 99, created_at: at(0) }),
  ]);
}
