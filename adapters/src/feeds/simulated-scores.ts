// Local scores feed: the demo schedule played out against a clock. A game's scoring plays are fixed by its
// id (a hash, never Math.random), so every poll at the same instant gives the same score, and scores only
// ever go up while a game is in progress. Past games end on their stored final score.
import type { Game, NflGame } from '@edgeboard/domain';

const MINUTE = 60_000;
/** Wall-clock layout of a broadcast: four 47.5-minute quarters and a 20-minute half-time (3.5 h, as the demo data set assumes). */
const QUARTER_MS = 47.5 * MINUTE;
const HALFTIME_MS = 20 * MINUTE;
export const GAME_LENGTH_MS = 4 * QUARTER_MS + HALFTIME_MS;

/** FNV-1a, mapped to [0, 1): deterministic per key. */
function unit(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0x1_0000_0000;
}

/** Splits a final score into plays worth 7, 3 and 2 points. */
export function scoringPlays(points: number): number[] {
  for (let tds = Math.floor(points / 7); tds >= 0; tds--) {
    const rest = points - tds * 7;
    const safeties = [0, 2, 1][rest % 3] ?? 0;
    if (rest - safeties * 2 >= 0 && (rest - safeties * 2) % 3 === 0) {
      return [
        ...Array<number>(tds).fill(7),
        ...Array<number>((rest - safeties * 2) / 3).fill(3),
        ...Array<number>(safeties).fill(2),
      ];
    }
  }
  return [];
}

function finalScore(game: Game, side: 'home' | 'away'): number {
  const stored = side === 'home' ? game.home_score : game.away_score;
  if (stored !== null && stored !== undefined) return stored;
  const base = side === 'home' ? 13 : 10;
  return base + Math.floor(unit(`${game.id}:${side}:final`) * 26);
}

/** Score of one side after `elapsed` of 60 game minutes (fraction 0..1). */
function scoreAt(game: Game, side: 'home' | 'away', fraction: number): number {
  const plays = scoringPlays(finalScore(game, side));
  let total = 0;
  plays.forEach((points, i) => {
    if (unit(`${game.id}:${side}:${i}`) < fraction) total += points;
  });
  return total;
}

function gameIdNumber(id: string): number {
  return /^\d+$/.test(id) ? Number(id) : Math.floor(unit(`gid:${id}`) * 1_000_000);
}

const QUARTER_NAMES = ['1st Quarter', '2nd Quarter', '3rd Quarter', '4th Quarter'];

export type GamePhase = 'scheduled' | 'in_progress' | 'final';

export function gamePhaseAt(kickoff: string, now: Date): GamePhase {
  const elapsed = now.getTime() - Date.parse(kickoff);
  if (elapsed < 0) return 'scheduled';
  return elapsed >= GAME_LENGTH_MS ? 'final' : 'in_progress';
}

/** The game as the scores provider would report it at `now`. */
export function simulateGame(game: Game, now: Date): NflGame {
  const base = {
    GameID: gameIdNumber(game.id),
    DateTime: game.kickoff,
    AwayTeam: game.away_team,
    HomeTeam: game.home_team,
  };
  const elapsed = now.getTime() - Date.parse(game.kickoff);
  if (elapsed < 0 && game.status !== 'final') {
    return {
      ...base,
      Status: 'Scheduled',
      AwayScore: null,
      HomeScore: null,
      Quarter: null,
      QuarterDescription: null,
      TimeRemaining: null,
    };
  }
  if (elapsed >= GAME_LENGTH_MS || elapsed < 0) {
    return {
      ...base,
      Status: 'Final',
      AwayScore: finalScore(game, 'away'),
      HomeScore: finalScore(game, 'home'),
      Quarter: 'F',
      QuarterDescription: 'Final',
      TimeRemaining: null,
    };
  }
  // Map wall time onto the game clock, with the clock stopped at half-time.
  const firstHalf = 2 * QUARTER_MS;
  const onClock =
    elapsed < firstHalf ? elapsed : elapsed < firstHalf + HALFTIME_MS ? firstHalf : elapsed - HALFTIME_MS;
  const fraction = onClock / (4 * QUARTER_MS);
  const score = { AwayScore: scoreAt(game, 'away', fraction), HomeScore: scoreAt(game, 'home', fraction) };
  if (elapsed >= firstHalf && elapsed < firstHalf + HALFTIME_MS) {
    return {
      ...base,
      ...score,
      Status: 'InProgress',
      Quarter: 'Half',
      QuarterDescription: 'Halftime',
      TimeRemaining: null,
    };
  }
  const quarter = Math.min(3, Math.floor(onClock / QUARTER_MS));
  const leftInQuarter = 15 * 60 - Math.floor(((onClock - quarter * QUARTER_MS) / QUARTER_MS) * 15 * 60);
  const mm = Math.floor(leftInQuarter / 60);
  const ss = String(leftInQuarter % 60).padStart(2, '0');
  return {
    ...base,
    ...score,
    Status: 'InProgress',
    Quarter: String(quarter + 1),
    QuarterDescription: QUARTER_NAMES[quarter] ?? null,
    TimeRemaining: `${mm}:${ss}`,
  };
}
