// Scores ways of freeing anytime-touchdown prices of their hold against what happened (issue #29 item 4), walk-
// forward by week: the baseline the issue names (implied / the single factor that scores best on these very
// props, chosen in sample, so it is given every advantage), the power method with one exponent fitted on the
// earlier weeks' books, and the power method with each game's own exponent (its list summing to the expected
// scorers), and for reference the power method with the k of least Brier on earlier weeks' settled props (fitted
// on outcomes, but never the week's own). The expected scorers a week is priced with come from the box scores of earlier weeks only (a week
// without any is not scored by any method), the walk-forward exponent from earlier weeks' books only. Each
// method's Brier beside the baseline's, with a 95% interval on the difference from a bootstrap of whole games (a
// game's scorers are not independent: one team's touchdowns are shared among its players).
import { bestSingleFactor, fairGame, fairOneSided, fitExponent } from './one-sided-hold';
import { mulberry32 } from '../seeded-random';

export interface OneSidedPlayer {
  player: string;
  /** The last price before kick-off, as an implied probability (with the hold). */
  implied: number;
  /** 1 scored, 0 did not; null when he did not play or was not found (a void bet, not scored). */
  scored: 0 | 1 | null;
}

export interface OneSidedGame {
  gameId: string;
  week: number;
  players: OneSidedPlayer[];
}

export interface MethodScore {
  brier: number;
  /** Brier minus the baseline's, with its bootstrap interval by game (negative = better than the baseline). */
  vsBaseline: { diff: number; lo: number; hi: number };
}

export interface OneSidedReport {
  games: number;
  players: number;
  /** Players with an outcome (the scored set). */
  scored: number;
  /** Weeks scored: those with an outcome and expected scorers known from earlier weeks. */
  weeks: number[];
  /** Players with an outcome left unscored because no earlier week's outcomes were known. */
  withoutEarlierOutcomes: number;
  /** Per week scored: the expected scorers and exponents it was priced with (books: null before any). */
  byWeek: { week: number; expectedScorers: number; kBooks: number | null; kOutcomes: number }[];
  /** The exponent fitted on every game's books (what the engine publishes). */
  exponent: number;
  baseline: { brier: number; factor: number };
  implied: MethodScore;
  powerWalkForward: MethodScore;
  powerPerGame: MethodScore;
  /** The power method with k of least Brier on earlier weeks' settled props (k = 1 before any settle). */
  powerOutcomes: MethodScore;
  meanImplied: number;
  scoreRate: number;
}

interface Row {
  game: number;
  p: number;
  y: 0 | 1;
}

const sse = (rows: readonly { p: number; y: number }[]) => rows.reduce((s, r) => s + (r.p - r.y) ** 2, 0);

/** The exponent of least Brier of implied^k on settled props, on a grid of 0.005 over 0.8-1.6. */
export function brierExponent(settled: readonly { implied: number; y: 0 | 1 }[]): number {
  let best = { k: 1, sse: Infinity };
  for (let k = 0.8; k <= 1.6 + 1e-9; k += 0.005) {
    const e = settled.reduce((s, r) => s + (fairOneSided(r.implied, k) - r.y) ** 2, 0);
    if (e < best.sse) best = { k: Math.round(k * 1000) / 1000, sse: e };
  }
  return best.k;
}

/**
 * Expected different scorers per game known before each week: twice the mean of the team-games of strictly
 * earlier weeks (a team-game's scorers: its players with a touchdown); null before the first of them.
 */
export function expectedScorersBefore(
  teamGames: readonly { week: number; scorers: number }[],
): (week: number) => number | null {
  return (week) => {
    const before = teamGames.filter((t) => t.week < week);
    return before.length === 0 ? null : (2 * before.reduce((s, t) => s + t.scorers, 0)) / before.length;
  };
}

/**
 * `expectedScorers` is the number every game's fair probabilities sum to, or per week the number known before it
 * (null: nothing known, the week is not scored). The exponent reported is fitted on every game's books to the
 * number (or to the last week's) and is not used to score.
 */
export function scoreOneSided(
  games: readonly OneSidedGame[],
  expectedScorers: number | ((week: number) => number | null),
  options: { boot?: number; seed?: number } = {},
): OneSidedReport | null {
  const expectedAt = typeof expectedScorers === 'number' ? () => expectedScorers : expectedScorers;
  const impliedRows: Row[] = [];
  const wfRows: Row[] = [];
  const gameRows: Row[] = [];
  const outRows: Row[] = [];
  const byWeek = new Map<number, OneSidedReport['byWeek'][number]>();
  const allLists = games.map((g) => g.players.map((p) => p.implied));
  let withoutEarlierOutcomes = 0;
  games.forEach((g, gi) => {
    const target = expectedAt(g.week);
    if (target === null) {
      withoutEarlierOutcomes += g.players.filter((p) => p.scored !== null).length;
      return;
    }
    const earlier = games.filter((o) => o.week < g.week).map((o) => o.players.map((p) => p.implied));
    // The first week has no earlier books: it is priced with its own game's exponent (the books, never outcomes).
    const k = earlier.length > 0 ? fitExponent(earlier, target) : null;
    const perGame = fairGame(
      g.players.map((p) => p.implied),
      target,
    );
    if (!byWeek.has(g.week)) {
      const settled = games
        .filter((o) => o.week < g.week)
        .flatMap((o) =>
          o.players.flatMap((p) => (p.scored === null ? [] : [{ implied: p.implied, y: p.scored }])),
        );
      byWeek.set(g.week, {
        week: g.week,
        expectedScorers: target,
        kBooks: k,
        kOutcomes: settled.length > 0 ? brierExponent(settled) : 1,
      });
    }
    const kOut = byWeek.get(g.week)?.kOutcomes ?? 1;
    g.players.forEach((p, i) => {
      if (p.scored === null) return;
      impliedRows.push({ game: gi, p: p.implied, y: p.scored });
      wfRows.push({
        game: gi,
        p: k === null ? (perGame[i] ?? p.implied) : fairOneSided(p.implied, k),
        y: p.scored,
      });
      gameRows.push({ game: gi, p: perGame[i] ?? p.implied, y: p.scored });
      outRows.push({ game: gi, p: fairOneSided(p.implied, kOut), y: p.scored });
    });
  });
  if (impliedRows.length === 0) return null;
  const factorOf = (rows: readonly Row[]) =>
    bestSingleFactor(
      rows.map((r) => r.p),
      rows.map((r) => r.y),
    );
  const baselineSse = (rows: readonly Row[]) => {
    const c = factorOf(rows);
    return sse(rows.map((r) => ({ p: Math.min(1, r.p / c), y: r.y })));
  };
  const n = impliedRows.length;
  const factor = factorOf(impliedRows);
  const baseBrier = baselineSse(impliedRows) / n;

  // Bootstrap by game: resample games, refit the baseline's factor on each resample (it is chosen in sample).
  const boot = options.boot ?? 1000;
  const rand = mulberry32(options.seed ?? 29);
  const byGame = (rows: readonly Row[]) => {
    const m = new Map<number, Row[]>();
    for (const r of rows) m.set(r.game, [...(m.get(r.game) ?? []), r]);
    return m;
  };
  const gameIds = [...new Set(impliedRows.map((r) => r.game))];
  const groups = {
    implied: byGame(impliedRows),
    wf: byGame(wfRows),
    game: byGame(gameRows),
    out: byGame(outRows),
  };
  type Method = keyof typeof groups;
  const diffs: Record<Method, number[]> = { implied: [], wf: [], game: [], out: [] };
  for (let b = 0; b < boot; b++) {
    const pick = gameIds.map(() => gameIds[Math.floor(rand() * gameIds.length)] ?? 0);
    const take = (m: Map<number, Row[]>) => pick.flatMap((g) => m.get(g) ?? []);
    const base = take(groups.implied);
    const bs = baselineSse(base) / base.length;
    for (const key of ['implied', 'wf', 'game', 'out'] as const) {
      const rows = take(groups[key]);
      diffs[key].push(sse(rows) / rows.length - bs);
    }
  }
  const quantile = (xs: number[], q: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.max(0, Math.floor(q * (s.length - 1))))] ?? 0;
  };
  const score = (rows: readonly Row[], key: Method): MethodScore => {
    const brier = sse(rows) / rows.length;
    return {
      brier,
      vsBaseline: {
        diff: brier - baseBrier,
        lo: quantile(diffs[key], 0.025),
        hi: quantile(diffs[key], 0.975),
      },
    };
  };
  const lastWeek = Math.max(...games.map((g) => g.week));
  return {
    games: games.length,
    players: games.reduce((s, g) => s + g.players.length, 0),
    scored: n,
    weeks: [...new Set(impliedRows.map((r) => games[r.game]?.week ?? 0))].sort((a, b) => a - b),
    withoutEarlierOutcomes,
    byWeek: [...byWeek.values()].filter((w) => impliedRows.some((r) => games[r.game]?.week === w.week)),
    exponent: fitExponent(allLists, expectedAt(lastWeek + 1) ?? 0),
    baseline: { brier: baseBrier, factor },
    implied: score(impliedRows, 'implied'),
    powerWalkForward: score(wfRows, 'wf'),
    powerPerGame: score(gameRows, 'game'),
    powerOutcomes: score(outRows, 'out'),
    meanImplied: impliedRows.reduce((s, r) => s + r.p, 0) / n,
    scoreRate: impliedRows.reduce((s, r) => s + r.y, 0) / n,
  };
}
