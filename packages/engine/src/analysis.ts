// The analysis of a pick the model alone called (a proxy line, no book to price it against). A pick priced
// against the books is written by analysis-priced.ts from the pricing that made its call.
import type { PropFeatures } from './features';
import type { Score } from './score';
import { STAT_LABELS } from './stat-value';
import type { PropAnalysis, PropInput } from './types';
import {
  addLogSignals,
  factorBreakdown,
  historicalGames,
  isScoring,
  lineFormat,
  pct,
  sortedSignals,
} from './analysis-signals';

const EXCERPT_LIMIT = 150;

export interface AnalysisText {
  analysis: PropAnalysis;
  reasoning: string;
  condensedReasoning: string;
}

/** Break-even win rate of American odds. */
function breakEven(odds: number): number {
  return odds < 0 ? -odds / (-odds + 100) : 100 / (odds + 100);
}

/** Cuts text to whole sentences within `limit` characters (the pick card's excerpt rule). */
export function excerpt(text: string, limit: number = EXCERPT_LIMIT): string {
  if (text.length <= limit) return text;
  // A sentence ends at . ! ? followed by a space or the end, so "206.9" is not a break.
  const sentences = text.match(/[\s\S]*?[.!?]+(?=\s|$)/g) ?? [];
  let out = '';
  for (const s of sentences) {
    if ((out + s).trim().length > limit) break;
    out += s;
  }
  return out.trim() !== '' ? out.trim() : `${text.slice(0, limit - 1).trimEnd()}…`;
}

/** The wide-range and thin-history concerns every analysis carries when they apply. */
export function spreadAndHistoryConcerns(
  prop: PropInput,
  features: PropFeatures,
  score: Score,
  projectionWords: (fmt: (x: number) => string) => string,
): string[] {
  const fmt = lineFormat(prop.line);
  const out: string[] = [];
  const spreadRatio = score.projection.sd / Math.max(prop.line, 0.5);
  if (spreadRatio >= 0.6 && !isScoring(prop)) {
    out.push(
      `Wide range of outcomes: a typical game lands within ±${fmt(score.projection.sd)} ${STAT_LABELS[prop.statType]} of ${projectionWords(fmt)}`,
    );
  }
  if (features.games < 6)
    out.push(`Only ${features.games} earlier games on record for ${features.playerName}`);
  return out;
}

/**
 * Writes the analysis of a model-only pick from the numbers behind it. Every sentence quotes a figure from
 * the player's log, the opponent's record or the model.
 */
export function writeAnalysis(prop: PropInput, features: PropFeatures, score: Score): AnalysisText {
  const { statType, line } = prop;
  const label = STAT_LABELS[statType];
  const name = features.playerName;
  const call = score.call;
  const callWord = call.toUpperCase();
  const fmt = lineFormat(line);
  const signals = sortedSignals(call);
  const { supporting, concerns } = signals;
  addLogSignals(signals, prop, features, score.absenceEffect);
  // Projection, then what earlier seasons say about projections like it (the calibration).
  const dMean = score.projection.mean - line;
  if (isScoring(prop)) {
    signals.add(
      score.pOver - 0.5,
      `Model projects ${fmt(score.projection.mean)} touchdowns, a ${pct(score.pOver)} chance he scores before calibration`,
    );
  } else if (dMean !== 0) {
    signals.add(
      dMean,
      `Model projects ${fmt(score.projection.mean)} ${label}, ${fmt(Math.abs(dMean))} ${dMean > 0 ? 'above' : 'below'} the line`,
    );
  }
  const rawSide = score.pOver >= 0.5 ? 'over' : 'under';
  if (rawSide !== call || Math.abs(score.pOverCalibrated - score.pOver) >= 0.03) {
    signals.add(
      score.pOverCalibrated - 0.5,
      `In earlier seasons, ${label} props the raw model put at ${pct(score.pOver)} to go over went over ${pct(score.pOverCalibrated)} of the time`,
    );
  }
  concerns.push(
    ...spreadAndHistoryConcerns(prop, features, score, (f) => `the ${f(score.projection.mean)} projection`),
  );

  const edge = score.edgeScore;
  const calledOdds = call === 'over' ? prop.overOdds : prop.underOdds;
  let oddsNote = '';
  if (typeof calledOdds === 'number' && Math.abs(calledOdds) >= 100) {
    const be = breakEven(calledOdds);
    const margin = score.winProbability - be;
    const gap = Math.abs(Math.round(margin * 100));
    oddsNote =
      gap === 0
        ? ` At ${calledOdds > 0 ? '+' : ''}${calledOdds} the break-even rate is ${pct(be)}, level with the model's ${pct(score.winProbability)}.`
        : ` At ${calledOdds > 0 ? '+' : ''}${calledOdds} the break-even rate is ${pct(be)}, ${gap} point${gap === 1 ? '' : 's'} ${margin >= 0 ? 'under' : 'over'} the model's ${pct(score.winProbability)}.`;
  }
  const summary =
    `${name} projects to ${fmt(score.projection.mean)} ${label} against ${prop.opponent} (typical spread ±${fmt(score.projection.sd)}). ` +
    `Against the ${line} line the calibrated chance of the over is ${pct(score.pOverCalibrated)}, so the call is ${callWord} with a ${pct(score.winProbability)} win probability (Edge Score ${edge}).` +
    oddsNote;

  const final_recommendation = [
    `${callWord} ${line} ${label} — Edge Score ${edge}`,
    `Confidence: ${edge}%`,
    'Supporting Factors:',
    ...supporting.map((s) => `- ${s}`),
    'Concerns:',
    ...concerns.map((c) => `- ${c}`),
  ].join('\n');

  const lead = supporting[0];
  const reasoning = [
    `${callWord} ${line} ${label}: ${name} projects to ${fmt(score.projection.mean)} against ${prop.opponent}, a ${pct(score.winProbability)} calibrated win probability.`,
    ...supporting.slice(0, 3).map((s) => `${s}.`),
    ...(concerns[0] ? [`Concern: ${concerns[0]}.`] : []),
  ].join(' ');
  const condensed = `${callWord} ${line}: projects ${fmt(score.projection.mean)} ${label}.${lead ? ` ${lead}.` : ''}`;

  return {
    analysis: {
      supporting_factors: supporting,
      concerns,
      factors: factorBreakdown(prop, features, call),
      historicalGames: historicalGames(prop, features),
      summary,
      weather_impact: null,
      final_recommendation,
    },
    reasoning,
    condensedReasoning: excerpt(condensed),
  };
}
