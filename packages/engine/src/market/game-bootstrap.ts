// Methods of pricing one-sided props (anytime touchdowns) scored against issue #29's baseline, the implied
// probability divided by the single factor that scores best on the very props judged (chosen in sample, so given
// every advantage), with a 95% interval on each Brier difference from a bootstrap of whole games: a game's scorers
// are not independent (one team's touchdowns are shared among its players), so games are resampled, not players.
import { mulberry32 } from '../seeded-random';
import { bestSingleFactor } from './one-sided-hold';

/** One scored prop: its game (an index), a method's forecast and the outcome. */
export interface GameRow {
  game: number;
  p: number;
  y: 0 | 1;
}

export interface MethodScore {
  brier: number;
  /** Brier minus the baseline's, with its bootstrap interval by game (negative = better than the baseline). */
  vsBaseline: { diff: number; lo: number; hi: number };
}

const sse = (rows: readonly { p: number; y: number }[]) => rows.reduce((s, r) => s + (r.p - r.y) ** 2, 0);

const factorOf = (rows: readonly GameRow[]) =>
  bestSingleFactor(
    rows.map((r) => r.p),
    rows.map((r) => r.y),
  );

const baselineSse = (rows: readonly GameRow[]) => {
  const c = factorOf(rows);
  return sse(rows.map((r) => ({ p: Math.min(1, r.p / c), y: r.y })));
};

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.floor(q * (s.length - 1))))] ?? 0;
};

/**
 * `implied` holds the scored props at their implied probability (the baseline divides them by its factor, refitted
 * on each resample); every method's rows are the same props in any order. Resamples draw from `mulberry32(seed)`.
 */
export function againstBaseline<K extends string>(
  implied: readonly GameRow[],
  methods: Record<K, readonly GameRow[]>,
  options: { boot?: number; seed?: number } = {},
): { baseline: { brier: number; factor: number }; scores: Record<K, MethodScore> } {
  const keys = Object.keys(methods) as K[];
  const baseBrier = baselineSse(implied) / implied.length;
  const boot = options.boot ?? 1000;
  const rand = mulberry32(options.seed ?? 29);
  const byGame = (rows: readonly GameRow[]) => {
    const m = new Map<number, GameRow[]>();
    for (const r of rows) m.set(r.game, [...(m.get(r.game) ?? []), r]);
    return m;
  };
  const gameIds = [...new Set(implied.map((r) => r.game))];
  const base = byGame(implied);
  const groups = keys.map((k) => byGame(methods[k]));
  const diffs: number[][] = keys.map(() => []);
  for (let b = 0; b < boot; b++) {
    const pick = gameIds.map(() => gameIds[Math.floor(rand() * gameIds.length)] ?? 0);
    const take = (m: Map<number, GameRow[]>) => pick.flatMap((g) => m.get(g) ?? []);
    const resampled = take(base);
    const bs = baselineSse(resampled) / resampled.length;
    groups.forEach((m, i) => {
      const rows = take(m);
      diffs[i]?.push(sse(rows) / rows.length - bs);
    });
  }
  const scores = {} as Record<K, MethodScore>;
  keys.forEach((k, i) => {
    const brier = sse(methods[k]) / methods[k].length;
    const d = diffs[i] ?? [];
    scores[k] = {
      brier,
      vsBaseline: { diff: brier - baseBrier, lo: quantile(d, 0.025), hi: quantile(d, 0.975) },
    };
  });
  return { baseline: { brier: baseBrier, factor: factorOf(implied) }, scores };
}
