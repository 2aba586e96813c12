// Replays a season against real sportsbook lines instead of the proxy. The projection and its
// calibration are fitted on earlier seasons only; each prop reads only games before its week; the
// market blend for week k is fitted on the file's props of weeks before k (walk-forward), so nothing a
// pick is scored on was seen by what priced it.
import { BACKTEST_BANDS } from '../backtest';
import { propFeatures } from '../features';
import { buildSamples, fitFromSamples } from '../fit';
import { gradePick } from '../grading';
import type { History } from '../history';
import { expectedCalibrationError, forecastScores, type ForecastScores } from '../metrics';
import { scoreFeatures } from '../score';
import { ENGINE_STAT_TYPES } from '../types';
import type { EngineModel, EngineStatType } from '../types';
import { BlendTracker, MARKET_ONLY } from './blend';
import type { BlendSample, MarketBlend } from './blend';
import { matchLines } from './line-matching';
import type { UnmatchedLine } from './line-matching';
import type { LineRow } from './lines-file';
import { priceMarket } from './price';
import type { MarketPricing } from './price';

export interface LinesBacktestReport {
  season: number;
  trainSeasons: number[];
  /** Props priced and settled (pushes included in plays, left out of the probability scores). */
  picks: number;
  unmatched: UnmatchedLine[];
  /** Matched props the engine declined: too few earlier games. */
  noHistory: number;
  brier: number;
  logLoss: number;
  ece: number;
  hitRate: number;
  /** The no-vig probability on the two-sided props; brier/logLoss above score the engine on the same props. */
  market: { n: number } & ForecastScores;
  /** The model alone (its calibrated P(over)) on the same two-sided props, for reference. */
  modelAlone: ForecastScores;
  /** Per Edge Score band: props, hit rate and the band's mean score (what it promised). */
  bands: { band: string; n: number; hitRate: number; meanScore: number }[];
  plays: { n: number; roi: number; wins: number; losses: number; pushes: number };
  pricing: Record<MarketPricing, number>;
  /** The blend the next week would be priced with, per stat type. */
  blends: Partial<Record<EngineStatType, MarketBlend>>;
  /** Out-of-sample log loss the fitted blends saved over the market, in nats, per stat type. */
  gains: Partial<Record<EngineStatType, number>>;
  model: EngineModel;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export function runLinesBacktest(
  history: History,
  lines: readonly LineRow[],
  options: { season: number },
): LinesBacktestReport {
  const { season } = options;
  const trainSeasons = history.seasons.filter((s) => s < season);
  const model = fitFromSamples(buildSamples(history, trainSeasons), trainSeasons);
  const { props, unmatched } = matchLines(
    history,
    lines.filter((l) => l.season === season),
  );
  props.sort((a, b) => a.week - b.week || a.key.localeCompare(b.key));

  const trackers = new Map<EngineStatType, BlendTracker>(
    ENGINE_STAT_TYPES.map((statType) => [statType, new BlendTracker()]),
  );
  const blends: Partial<Record<EngineStatType, MarketBlend>> = {};
  const gains: Partial<Record<EngineStatType, number>> = {};
  const scored: {
    pOver: number;
    modelOver: number;
    marketOver: number | null;
    y: number;
    win: number;
    winProbability: number;
    edge: number;
  }[] = [];
  const plays = { n: 0, profit: 0, wins: 0, losses: 0, pushes: 0 };
  const pricing: Record<MarketPricing, number> = { two_sided: 0, one_sided: 0, unpriced: 0 };
  let noHistory = 0;
  let picks = 0;
  let currentWeek = -1;
  const pending: { statType: EngineStatType; sample: BlendSample }[] = [];

  for (const prop of props) {
    if (prop.week !== currentWeek) {
      // The finished week joins the evidence before the next week is priced.
      const settled = pending.splice(0);
      for (const [statType, tracker] of trackers) {
        tracker.addWeek(settled.filter((p) => p.statType === statType).map((p) => p.sample));
        blends[statType] = tracker.current();
      }
      currentWeek = prop.week;
    }
    const features = propFeatures(history, prop);
    if (!features) {
      noHistory += 1;
      continue;
    }
    const price = priceMarket({
      books: prop.books,
      modelPOverAt: (line) => scoreFeatures(features, prop.statType, line, model).pOverCalibrated,
      blend: blends[prop.statType] ?? MARKET_ONLY,
      historyGames: features.games,
    });
    if (!price) continue;
    picks += 1;
    pricing[price.pricing] += 1;
    if (price.verdict === 'play' && price.best) {
      const grade = gradePick({
        call: price.call,
        line: price.line,
        actual: prop.actual,
        odds: price.best.odds,
      });
      plays.n += 1;
      plays.profit += grade.profit;
      if (grade.result === 'win') plays.wins += 1;
      else if (grade.result === 'loss') plays.losses += 1;
      else plays.pushes += 1;
    }
    if (prop.actual === price.line) continue;
    const y = prop.actual > price.line ? 1 : 0;
    scored.push({
      pOver: price.pOver,
      modelOver: price.modelOver,
      marketOver: price.fairOver,
      y,
      win: (price.call === 'over') === (y === 1) ? 1 : 0,
      winProbability: price.winProbability,
      edge: price.edgeScore,
    });
    pending.push({
      statType: prop.statType,
      sample: { market: price.marketOver, model: price.modelOver, over: y },
    });
  }

  // The last week joins too: the blends reported are what the next week would be priced with.
  const settled = pending.splice(0);
  for (const [statType, tracker] of trackers) {
    tracker.addWeek(settled.filter((p) => p.statType === statType).map((p) => p.sample));
    blends[statType] = tracker.current();
    gains[statType] = tracker.gain;
  }
  const twoSided = scored.filter((s) => s.marketOver !== null);
  const outcomes = twoSided.map((s) => s.y);
  // One-sided markets are called on their quoted side, so scores below 50 exist here (a 30% anytime scorer).
  const bands = [{ band: '0-49', min: 0, max: 49 }, ...BACKTEST_BANDS].map(({ band, min, max }) => {
    const inBand = scored.filter((s) => s.edge >= min && s.edge <= max);
    return {
      band,
      n: inBand.length,
      hitRate: ratio(sum(inBand.map((s) => s.win)), inBand.length),
      meanScore: ratio(sum(inBand.map((s) => s.edge)), inBand.length),
    };
  });
  return {
    season,
    trainSeasons,
    picks,
    unmatched,
    noHistory,
    ...forecastScores(
      twoSided.map((s) => s.pOver),
      outcomes,
    ),
    ece: expectedCalibrationError(
      scored.map((s) => s.winProbability),
      scored.map((s) => s.win),
    ),
    hitRate: ratio(sum(scored.map((s) => s.win)), scored.length),
    market: {
      n: twoSided.length,
      ...forecastScores(
        twoSided.map((s) => s.marketOver ?? 0.5),
        outcomes,
      ),
    },
    modelAlone: forecastScores(
      twoSided.map((s) => s.modelOver),
      outcomes,
    ),
    bands,
    plays: {
      n: plays.n,
      roi: ratio(plays.profit, plays.n),
      wins: plays.wins,
      losses: plays.losses,
      pushes: plays.pushes,
    },
    pricing,
    blends,
    gains,
    model,
  };
}
