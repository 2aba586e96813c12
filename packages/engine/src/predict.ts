import { writeAnalysis } from './analysis';
import { writePricedAnalysis } from './analysis-priced';
import { propFeatures } from './features';
import type { History } from './history';
import { scoreFeatures } from './score';
import type { EngineModel, EngineStatType, Prediction, PropInput } from './types';
import { MARKET_ONLY } from './market/blend';
import { postedQuote, priceMarket } from './market/price';
import type { BookQuote, MarketPrice } from './market/price';
import { FITTED_SHAPES } from './market/spread-fit';
import type { PropShape } from './market/anchored';
import { priceAcrossLines } from './best-across-lines';
import { publishedDistribution } from './price-ladder';

/** The books quoting a prop, and what the verdict needs to know besides the prices. */
export interface MarketInput {
  books: readonly BookQuote[];
  injured?: boolean;
  /** Publication time, for the line freshness check. */
  now?: Date;
  freshnessMs?: number;
}

/** The model's blend for a stat type: market only until real lines have shown the model helps. */
function blendOf(model: EngineModel, statType: EngineStatType) {
  const b = model.market?.blends[statType];
  return b ? { bias: b.bias, weight: b.weight, evidence: b.evidence } : MARKET_ONLY;
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** A prop's distribution shape: the model's variance for the stat type, the player's, the fitted spread. */
export function propShape(model: EngineModel, statType: EngineStatType, playerVariance: number): PropShape {
  return { statType, model: model.stats[statType], playerVariance, ...FITTED_SHAPES[statType] };
}

/**
 * Turns a prop line into a pick using only games strictly before (prop.season, prop.week).
 * Returns null when the player has fewer than MIN_HISTORY_GAMES earlier games.
 */
export function predictProp(
  input: PropInput,
  history: History,
  model: EngineModel,
  market?: MarketInput,
): Prediction | null {
  // Priced against books, the published line is the posted book's and its prices are the prop's.
  const posted = market ? postedQuote(market.books) : null;
  if (market && !posted) return null;
  const prop: PropInput = posted
    ? { ...input, line: posted.line, overOdds: posted.overOdds, underOdds: posted.underOdds }
    : input;
  if (!Number.isFinite(prop.line)) return null;
  const features = propFeatures(history, prop);
  if (!features) return null;
  const modelScore = scoreFeatures(features, prop.statType, prop.line, model);
  let price: MarketPrice | null = null;
  // The prop's distribution: books at other lines join the consensus and every quote is judged at its line.
  const shape = propShape(model, prop.statType, features.playerVariance);
  if (market) {
    price = priceMarket({
      books: market.books,
      modelPOverAt: () => modelScore.pOverCalibrated,
      blend: blendOf(model, prop.statType),
      historyGames: features.games,
      shape,
      ...(market.injured !== undefined && { injured: market.injured }),
      ...(market.now && { now: market.now }),
      ...(market.freshnessMs !== undefined && { freshnessMs: market.freshnessMs }),
    });
    // The pick's price is the best EV for its call across every book and line, not only the posted line's.
    if (price) price = priceAcrossLines(price);
  }
  // A priced pick's ladder reads the published distribution through the published P(over) at the posted line
  // (the calculator asks its own, at the typed line: priceLadder with propShape).
  const published = price
    ? publishedDistribution(shape, price.line, price.pOver, market?.books.map((b) => b.line) ?? [])
    : undefined;
  // The published call and probability are the market-informed ones; the analysis explains those.
  const score = price
    ? {
        ...modelScore,
        pOverCalibrated: price.pOver,
        call: price.call,
        winProbability: price.winProbability,
        edgeScore: price.edgeScore,
      }
    : modelScore;
  // A priced pick is explained by the pricing that made its call; a model-only pick by the model.
  const blend = blendOf(model, prop.statType);
  const text = price
    ? writePricedAnalysis(prop, features, modelScore, price, blend)
    : writeAnalysis(prop, features, score);
  return {
    statType: prop.statType,
    line: prop.line,
    mean: r4(score.projection.mean),
    sd: r4(score.projection.sd),
    pOver: r4(score.pOver),
    call: score.call,
    winProbability: r4(score.winProbability),
    edgeScore: score.edgeScore,
    analysis: text.analysis,
    reasoning: text.reasoning,
    condensedReasoning: text.condensedReasoning,
    market: price,
    ...(published && { ladder: published.ladder, curve: published.curve }),
    modelPOverCalibrated: r4(modelScore.pOverCalibrated),
    features: {
      games: features.games,
      ewmaShort: r4(features.ewmaShort),
      ewmaLong: r4(features.ewmaLong),
      median8: features.median8,
      last5Mean: r4(features.last5Mean),
      seasonMean: r4(features.seasonMean),
      seasonGames: features.seasonGames,
      usageShort: r4(features.usageShort),
      usageLong: r4(features.usageLong),
      leagueRate: r4(features.leagueRate),
      usageProjection: r4(features.usageProjection),
      shareProjection: r4(features.shareProjection),
      opponentFactor: r4(features.opponentFactor),
      missedGames: features.missedGames,
      opponentGames: features.opponentGames,
      playerVariance: r4(features.playerVariance),
      pOverCalibrated: r4(score.pOverCalibrated),
    },
  };
}
