// The `--model-data` part of `npm run td-holds`: the engine's own P(scores) of each priced anytime player-game
// (packages/engine/src/market/anytime-model.ts, the model fitted on the data folder's seasons before the priced
// one, features from games before the week) combined with the market walk-forward by week and scored against the
// single-factor baseline (market/anytime-blend.ts). The players scored are td-holds' own (outcome from the
// parquet, voids left out) that also have a model probability.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseNflverseCsv } from '@edgeboard/engine/nflverse';
import { anytimeModel, BLEND_METHODS, buildHistory } from '@edgeboard/engine';
import type { AnytimeBlendGame, AnytimeBlendReport, BlendMethod, GameLogRow } from '@edgeboard/engine';

export interface PricedGame {
  gameId: string;
  week: number;
  home: string;
  away: string;
  players: { player: string; implied: number; scored: 0 | 1 | null }[];
}

/** Reads the folder's player_stats_<yyyy>.csv of seasons up to `season` (the engine's backtest does the same). */
export function loadModelData(dir: string, season: number): { rows: GameLogRow[]; seasons: number[] } {
  const files = readdirSync(dir)
    .map((f) => ({ f, m: /^player_stats_(\d{4})\.csv$/.exec(f) }))
    .filter((x) => x.m && Number(x.m[1]) <= season)
    .sort((a, b) => a.f.localeCompare(b.f));
  const rows = files.flatMap(({ f }) => parseNflverseCsv(readFileSync(path.join(dir, f), 'utf8')));
  return { rows, seasons: files.map((x) => Number(x.m?.[1])) };
}

export function blendGames(
  games: readonly PricedGame[],
  rows: readonly GameLogRow[],
  season: number,
): { games: AnytimeBlendGame[]; unmatched: number; noHistory: number; trainSeasons: number[] } {
  const history = buildHistory(rows);
  const flat = games.flatMap((g) => g.players.map((p) => ({ g, p })));
  const model = anytimeModel(
    history,
    flat.map(({ g, p }) => ({ season, week: g.week, awayTeam: g.away, homeTeam: g.home, player: p.player })),
    season,
  );
  let i = 0;
  const out = games.map((g) => ({
    gameId: g.gameId,
    week: g.week,
    players: g.players.map((p) => ({ ...p, model: model.pModel[i++] ?? null })),
  }));
  return {
    games: out,
    unmatched: model.unmatched,
    noHistory: model.noHistory,
    trainSeasons: model.trainSeasons,
  };
}

const NAMES: Record<BlendMethod, string> = {
  implied: 'implied as it is',
  flat: 'flat factor of earlier weeks',
  model: 'model alone',
  marketLogistic: 'market recalibrated (logistic)',
  blend: 'engine blend, ungated',
  gated: 'engine blend behind its gate',
  logistic: 'logistic on market and model',
};

const r5 = (x: number) => Math.round(x * 1e5) / 1e5;
const r3 = (x: number) => Math.round(x * 1e3) / 1e3;

export function blendLines(
  r: AnytimeBlendReport,
  info: {
    unmatched: number;
    noHistory: number;
    trainSeasons: number[];
    boot: number;
    unmodelled: 'skip' | 'market';
  },
): string[] {
  const who =
    info.unmodelled === 'skip'
      ? `players with a model probability (${r.withoutModel} played without one left out)`
      : `every played player, ${r.scored - r.modelled} of them without a model probability at the flat factor's price by every method but implied`;
  const out = [
    `Model and market combined walk-forward, ${who} (model fitted on ${info.trainSeasons.join(', ')}; of the priced players ${info.unmatched} named no player whose last earlier game was for either team, ${info.noHistory} had too few earlier games): ${r.scored} players scored, weeks ${r.weeks.join(', ')} (${r.withoutEarlier} with a model probability in weeks without earlier evidence left out): mean implied ${r5(r.meanImplied)}, mean model ${r5(r.meanModel)}, scored ${r5(r.scoreRate)}`,
    `  baseline: implied / ${r5(r.baseline.factor)} (best single factor on these players, in sample)  Brier ${r5(r.baseline.brier).toFixed(5)}`,
    ...BLEND_METHODS.map((m) => {
      const s = r.methods[m];
      return `  ${NAMES[m].padEnd(36)} Brier ${r5(s.brier).toFixed(5)}   vs baseline ${r5(s.vsBaseline.diff)} [${r5(s.vsBaseline.lo)}, ${r5(s.vsBaseline.hi)}]`;
    }),
    `  (95% intervals: ${info.boot} bootstrap resamples of whole games, the baseline's factor refitted on each)`,
    `  per week (factor; engine blend bias, weight; gated weight; logistic intercept, market, model): ${r.byWeek
      .map(
        (w) =>
          `${w.week}: ${r3(w.factor)}; ${r3(w.blend.bias)}, ${r3(w.blend.weight)}; ${r3(w.gated.weight)}; ${w.logistic.map(r3).join(', ')}`,
      )
      .join(' | ')}`,
  ];
  for (const key of ['logistic', 'blend', 'flat'] as const)
    out.push(
      `  calibration by decile, ${NAMES[key]} (mean forecast / scored, n): ${r.deciles[key].map((d) => `${r3(d.meanP)}/${r3(d.rate)}`).join(' ')} (n ${r.deciles[key][0]?.n ?? 0}-${r.deciles[key][9]?.n ?? 0})`,
    );
  return out;
}
