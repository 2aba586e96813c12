// The template season of `npm run bench:growth`: one season (2025) of games, rosters, game logs, 10,000 engine
// picks and their line pulls (five books, three pulls each: 150,000 rows), built as the app's own objects so the
// repositories write them. scripts/bench-growth-seed.ts copies it to earlier seasons in bulk SQL. Deterministic
// (mulberry32 with a fixed seed); volume, not realism: no figure here is shown to anyone.
import {
  type AiPick,
  type EngineStatType,
  type Game,
  type GameLogEntry,
  type Player,
  type PropLine,
} from '@edgeboard/domain';
import { NFL_TEAMS } from '@edgeboard/fixtures';
import { sampleGame, sampleGameLog, samplePick, samplePlayer } from '@edgeboard/fixtures/samples';
import { mulberry32 } from '../packages/engine/src/seeded-random';

export const TEMPLATE_SEASON = 2025;
export const PICKS_PER_SEASON = 10_000;
export const WEEKS = 18;
export const GAMES_PER_WEEK = 16;
/** Players per team roster; every season rotates in SEASON_CHURN new ids (two per team), so careers end. */
export const ROSTER = 20;
export const SEASON_CHURN = 64;
export const BOOKS = ['DraftKings', 'FanDuel', 'BetMGM', 'Caesars', 'ESPN BET'] as const;
/** Hours before kick-off of each of the three pulls. */
export const PULL_HOURS = [96, 72, 48] as const;
/** The season clock of every run: Saturday of 2025 week 10, so weeks 1-9 are graded and week 10 is on. */
export const CURRENT_WEEK = 10;
export const SEASON_NOW = '2025-11-08T12:00:00.000Z';

const TEAMS = NFL_TEAMS.map((t) => t.abbr);
type Position = 'QB' | 'RB' | 'WR' | 'TE';
const POSITIONS: Position[] = [
  'QB',
  'QB',
  'RB',
  'RB',
  'RB',
  'RB',
  ...Array<Position>(8).fill('WR'),
  ...Array<Position>(6).fill('TE'),
];

export function positionOf(rosterSlot: number): Position {
  return POSITIONS[rosterSlot] ?? 'WR';
}

function statTypeOf(position: string, week: number): EngineStatType {
  const even = week % 2 === 0;
  if (position === 'QB') return even ? 'passing_yards' : 'passing_tds';
  if (position === 'RB') return even ? 'rushing_yards' : 'touchdowns';
  if (position === 'WR') return even ? 'receiving_yards' : 'receptions';
  return even ? 'receptions' : 'receiving_yards';
}

const BASE_LINE: Record<EngineStatType, number> = {
  passing_yards: 220.5,
  rushing_yards: 45.5,
  receiving_yards: 40.5,
  receptions: 3.5,
  passing_tds: 1.5,
  touchdowns: 0.5,
};
const LINE_SPREAD: Record<EngineStatType, number> = {
  passing_yards: 60,
  rushing_yards: 30,
  receiving_yards: 40,
  receptions: 4,
  passing_tds: 1,
  touchdowns: 1,
};

/** Team indexes of a week's game: the first 16 teams at home, the other 16 rotating by week. */
export function gameTeams(week: number, game: number): [number, number] {
  return [game, GAMES_PER_WEEK + ((game + week) % GAMES_PER_WEEK)];
}

export function gameId(season: number, week: number, game: number): string {
  return `${String(season)}-w${String(week)}-g${String(game)}`;
}

function kickoff(week: number, game: number): string {
  // 2025-09-07 is week 1's Sunday.
  return new Date(Date.UTC(TEMPLATE_SEASON, 8, 7 + (week - 1) * 7, 17 + (game % 4))).toISOString();
}

const hoursBefore = (iso: string, hours: number) =>
  new Date(Date.parse(iso) - hours * 3_600_000).toISOString();

export interface TemplateSeason {
  games: Game[];
  players: Player[];
  logs: GameLogEntry[];
  picks: AiPick[];
  lines: PropLine[];
}

export function templateSeason(): TemplateSeason {
  const rng = mulberry32(34);
  const games: Game[] = [];
  const logs: GameLogEntry[] = [];
  for (let week = 1; week <= WEEKS; week++) {
    for (let g = 0; g < GAMES_PER_WEEK; g++) {
      const [home, away] = gameTeams(week, g);
      const id = gameId(TEMPLATE_SEASON, week, g);
      games.push(
        sampleGame({
          id,
          season: TEMPLATE_SEASON,
          week,
          kickoff: kickoff(week, g),
          home_team: TEAMS[home] ?? 'KC',
          away_team: TEAMS[away] ?? 'BUF',
          home_score: 10 + Math.floor(rng() * 25),
          away_score: 10 + Math.floor(rng() * 25),
          status: 'final',
        }),
      );
      for (const [team, opponent] of [
        [home, away],
        [away, home],
      ] as const) {
        for (let r = 0; r < ROSTER; r++) {
          const position = positionOf(r);
          const n = () => Math.floor(rng() * 100);
          logs.push(
            sampleGameLog({
              player_id: `pl-${String(team + TEAMS.length * r)}`,
              game_id: id,
              season: TEMPLATE_SEASON,
              week,
              team: TEAMS[team] ?? 'KC',
              opponent: TEAMS[opponent] ?? 'BUF',
              ...(position === 'QB'
                ? {
                    passing_yards: 150 + n() * 2,
                    passing_tds: n() % 4,
                    attempts: 25 + (n() % 15),
                    completions: 18,
                  }
                : position === 'RB'
                  ? { rushing_yards: n(), rushing_tds: n() % 2, carries: 5 + (n() % 15), receptions: n() % 4 }
                  : {
                      receiving_yards: n(),
                      receiving_tds: n() % 2,
                      receptions: n() % 9,
                      targets: 2 + (n() % 9),
                    }),
            }),
          );
        }
      }
    }
  }

  const players: Player[] = [];
  for (let r = 0; r < ROSTER; r++) {
    for (let t = 0; t < TEAMS.length; t++) {
      const p = t + TEAMS.length * r;
      players.push(
        samplePlayer({
          id: `pl-${String(p)}`,
          name: `Player ${String(p)}`,
          position: positionOf(r),
          team_name: TEAMS[t] ?? 'KC',
        }),
      );
    }
  }

  const picks: AiPick[] = [];
  const lines: PropLine[] = [];
  for (let j = 0; j < PICKS_PER_SEASON; j++) {
    const week = (j % WEEKS) + 1;
    const g = Math.floor(j / WEEKS) % GAMES_PER_WEEK;
    const slot = Math.floor(j / (WEEKS * GAMES_PER_WEEK));
    const side = slot % 2;
    const r = Math.floor(slot / 2);
    const [home, away] = gameTeams(week, g);
    const team = side === 0 ? home : away;
    const opponent = side === 0 ? away : home;
    const p = team + TEAMS.length * r;
    const position = positionOf(r);
    const statType = statTypeOf(position, week);
    const line = BASE_LINE[statType] + Math.floor(rng() * LINE_SPREAD[statType]);
    const confidence = 45 + Math.floor(rng() * 50);
    const pOver = 0.35 + rng() * 0.3;
    const direction = pOver >= 0.5 ? 'over' : 'under';
    const outcome = rng();
    const result = outcome < 0.05 ? 'push' : outcome < 0.55 ? 'win' : 'loss';
    const game = games[(week - 1) * GAMES_PER_WEEK + g];
    if (!game) throw new Error('template game missing');
    const id = `${String(TEMPLATE_SEASON)}-p${String(j).padStart(5, '0')}`;
    const lastPull = hoursBefore(game.kickoff, PULL_HOURS[PULL_HOURS.length - 1] ?? 48);
    picks.push(
      samplePick({
        id,
        player: `Player ${String(p)}`,
        player_id: `pl-${String(p)}`,
        opponent: TEAMS[opponent] ?? 'BUF',
        team: TEAMS[team] ?? 'KC',
        position,
        stat_type: statType,
        pick: direction,
        line_value: line,
        confidence,
        season: TEMPLATE_SEASON,
        week,
        game_id: game.id,
        projection: { mean: line * (0.8 + pOver * 0.4), sd: Math.max(0.5, line * 0.3) },
        p_over: pOver,
        odds: -110,
        over_odds: -110,
        under_odds: -110,
        sportsbook: 'DraftKings',
        line_pulled_at: lastPull,
        result,
        actual_value: result === 'push' ? line : result === 'win' ? line + 1 : Math.max(0, line - 1),
        profit: result === 'win' ? 0.91 : result === 'loss' ? -1 : 0,
        graded_at: hoursBefore(game.kickoff, -4),
        created_at: hoursBefore(game.kickoff, 120),
      }),
    );
    BOOKS.forEach((book, b) => {
      PULL_HOURS.forEach((hours, pull) => {
        const pulledAt = hoursBefore(game.kickoff, hours);
        lines.push({
          id: `${id}-b${String(b)}-${String(pull)}`,
          player: `Player ${String(p)}`,
          player_id: `pl-${String(p)}`,
          stat_type: statType,
          line_value: line + ((b + pull) % 3) - 1,
          odds: -110,
          over_odds: -(105 + 5 * b),
          under_odds: -(125 - 5 * b),
          sportsbook: book,
          game_id: game.id,
          season: TEMPLATE_SEASON,
          week,
          pulled_at: pulledAt,
          updated_at: pulledAt,
        });
      });
    });
  }
  return { games, players, logs, picks, lines };
}
