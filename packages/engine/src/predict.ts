import { writeAnalysis } from './analysis';
import { computeFeatures } from './features';
import type { History } from './history';
import { MIN_HISTORY_GAMES } from './history';
import { scoreFeatures } from './score';
import type { EngineModel, Prediction, PropInput } from './types';

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/**
 * Turns a prop line into a pick using only games strictly before (prop.season, prop.week).
 * Returns null when the player has fewer than MIN_HISTORY_GAMES earlier games.
 */
export function predictProp(prop: PropInput, history: History, model: EngineModel): Prediction | null {
  if (!Number.isFinite(prop.line)) return null;
  const features = computeFeatures(
    history,
    prop.playerId,
    prop.statType,
    prop.season,
    prop.week,
    prop.opponent,
    MIN_HISTORY_GAMES,
  );
  if (!features) return null;
  const score = scoreFeatures(features, prop.statType, prop.line, model);
  const text = writeAnalysis(prop, features, score);
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
