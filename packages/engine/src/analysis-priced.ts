// The analysis of a pick priced against the books, written from the pricing that made its call (issue #27
// item 1): the market's fair probability and the books behind it, the model's view and the weight it earned,
// the best price, the expected value and the verdict. The log's evidence is sorted relative to that call,
// and a model that disagrees is a concern that says why the call does not follow it.
import {
  breakEvenProbability,
  evPercentOf,
  formatAmericanOdds,
  formatProbability,
  formatSignedPercent,
  NO_PLAY_REASON_TEXT,
  roundStored,
} from '@edgeboard/domain';
import type { PropFeatures } from './features';
import type { Score } from './score';
import { STAT_LABELS } from './stat-value';
import type { MarketPrice, PropInput } from './types';
import { excerpt, spreadAndHistoryConcerns, type AnalysisText } from './analysis';
import {
  addLogSignals,
  factorBreakdown,
  historicalGames,
  isScoring,
  lineFormat,
  sortedSignals,
} from './analysis-signals';

/** How far the model may move the market for this stat type, and on how much evidence (market/blend.ts). */
export interface ModelWeight {
  weight: number;
  /** Settled props of real lines the blend was fitted on; 0 when none have tested the model. */
  evidence: number;
}

/** Probabilities and EV exactly as they are stored and as the page prints them. */
const prob = (p: number) => formatProbability(roundStored(p));
const evText = (ev: number) => formatSignedPercent(evPercentOf(roundStored(ev)));
const count = (n: number) => n.toLocaleString('en-US');

/** "the no-vig price at DraftKings" or "the no-vig consensus of DraftKings, FanDuel and BetMGM". */
function fairSource(books: readonly string[]): string {
  if (books.length <= 1) return `the no-vig price at ${books[0] ?? 'the posted book'}`;
  const list = `${books.slice(0, -1).join(', ')} and ${books[books.length - 1] ?? ''}`;
  return `the no-vig consensus of ${list}`;
}

/** What the market says about the call's side, in words and as a probability of the call winning. */
function marketView(price: MarketPrice, side: string): { text: string; win: number } {
  const win = price.call === 'over' ? price.marketOver : 1 - price.marketOver;
  const { posted } = price;
  if (price.pricing === 'two_sided' && price.fairWin !== null) {
    return {
      text: `${fairSource(price.fairBooks)} gives the ${side} ${prob(price.fairWin)}`,
      win: price.fairWin,
    };
  }
  if (price.pricing === 'one_sided') {
    const quoted = posted.overOdds ?? posted.underOdds;
    const quotedSide = posted.overOdds != null ? 'over' : 'under';
    return {
      text: `${posted.sportsbook} quotes only the ${quotedSide}${quoted == null ? '' : ` (${formatAmericanOdds(quoted)})`}, which less a typical one-sided margin gives the ${side} about ${prob(win)}`,
      win,
    };
  }
  return {
    text: `${posted.sportsbook} posted the line without prices, so the market's view is its 50/50 point`,
    win,
  };
}

/** Why the call is on its side: the only side sold, the market's favourite, or the model's earned weight. */
function callBecause(price: MarketPrice, market: { text: string; win: number }, side: string): string {
  if (price.pricing === 'one_sided') return `${price.posted.sportsbook} sells only the ${side}`;
  if (market.win >= 0.5) return market.text;
  return `the model, with the weight it earned, moves the market's ${prob(market.win)} ${side} to ${prob(price.winProbability)}`;
}

/** Why the model's view counts for what it does in the price. */
function weightReason(w: ModelWeight, label: string): string {
  if (w.weight <= 0) {
    return w.evidence > 0
      ? `it has not beaten the market at its own line out of sample (${count(w.evidence)} settled ${label} props of real lines), so it carries no weight in the price`
      : `no real lines have yet tested it on ${label} against the market out of sample, so it carries no weight in the price`;
  }
  return `it carries ${Math.round(w.weight * 100)}% of the price, the weight it earned against the market out of sample on ${count(w.evidence)} settled ${label} props`;
}

/**
 * Writes a priced pick's analysis. `prop` carries the posted line and prices, `model` the model's own score
 * at that line (before the market is heard), `price` what made the call.
 */
export function writePricedAnalysis(
  prop: PropInput,
  features: PropFeatures,
  model: Score,
  price: MarketPrice,
  weight: ModelWeight,
): AnalysisText {
  const { statType } = prop;
  const line = price.line;
  const label = STAT_LABELS[statType];
  const call = price.call;
  const side = call;
  const callWord = call.toUpperCase();
  const fmt = lineFormat(line);
  const signals = sortedSignals(call);
  const { supporting, concerns } = signals;
  const market = marketView(price, side);

  // The market: the side it favours is the call's unless the model, with earned weight, pulled it across.
  const marketLeans = market.win - 0.5;
  if (price.pricing !== 'unpriced' && marketLeans !== 0) {
    (marketLeans > 0 ? supporting : concerns).push(
      marketLeans > 0
        ? `The market makes the ${side} the likelier side: ${market.text}`
        : `The market leans the other way: ${market.text}`,
    );
  }

  // The model: its projection and probability, and why the call does or does not follow it.
  const dMean = model.projection.mean - line;
  const modelWin = price.modelWin;
  const projected = isScoring(prop)
    ? `gives him a ${prob(model.pOverCalibrated)} chance to score`
    : `projects ${fmt(model.projection.mean)} ${label}, ${fmt(Math.abs(dMean))} ${dMean >= 0 ? 'above' : 'below'} the line, and gives the ${side} ${prob(modelWin)}`;
  const projectionAgrees = isScoring(prop) || (call === 'over' ? dMean > 0 : dMean < 0);
  const agrees = modelWin > 0.5 && projectionAgrees;
  const why = weightReason(weight, label);
  // "Disagrees" when its probability favours the other side; a projection on the other side of the line whose
  // spread still favours the call (a skewed distribution) is said as such.
  const modelView = agrees
    ? `The model agrees: it ${projected}`
    : modelWin <= 0.5
      ? `The model disagrees: it ${projected}`
      : `The model's projection points the other way: it ${projected}, its spread still favouring the ${side}`;
  const doesNotFollow = price.pricing === 'one_sided' ? `the books sell only this side; ${why}` : why;
  const followed = modelWin <= 0.5 ? 'it' : 'the projection';
  if (agrees) supporting.push(`${modelView}; ${why}`);
  else concerns.push(`${modelView}; the call does not follow ${followed} because ${doesNotFollow}`);

  // The price: what the best price needs to break even against the published probability.
  const win = price.winProbability;
  const best = price.best;
  // A best price at another line names its line ("Over 42.5 -110 at Caesars") and its own probability there.
  const otherLine = best?.line !== undefined && best.line !== line ? best.line : null;
  const bestAt = best
    ? `${otherLine === null ? '' : `${callWord} ${otherLine} `}${formatAmericanOdds(best.odds)} at ${best.sportsbook}`
    : null;
  const breakEven = best ? breakEvenProbability(best.odds) : null;
  const bestWin = otherLine === null ? win : (best?.winProbability ?? win);
  const probabilityThere =
    otherLine === null
      ? `the published probability is ${prob(win)}`
      : `the published distribution gives the ${side} ${otherLine} ${prob(bestWin)}`;
  let priceNote: string;
  if (best && breakEven !== null && price.ev !== null) {
    priceNote = `The best price, ${bestAt}, breaks even at ${prob(breakEven)}; ${probabilityThere}: ${evText(price.ev)} expected value`;
    (price.ev > 1e-9 ? supporting : concerns).push(priceNote);
  } else {
    priceNote = `No book prices the ${side} at ${line}, so there is no expected value to bet`;
    concerns.push(priceNote);
  }
  if (price.reason === 'injury') concerns.push(`${features.playerName} is listed out or doubtful`);
  if (price.reason === 'stale_line') {
    concerns.push(
      `The posted line was pulled ${price.posted.pulledAt ?? 'at an unknown time'}, older than its freshness limit`,
    );
  }

  const beforeLog = supporting.length;
  addLogSignals(signals, prop, features, model.absenceEffect);
  const logSupport = supporting.slice(beforeLog);
  concerns.push(...spreadAndHistoryConcerns(prop, features, model, () => "the model's projection"));

  const verdictLine =
    price.verdict === 'play'
      ? `Play: ${callWord} ${line} ${label}${bestAt ? `, ${bestAt}` : ''}, ${price.ev === null ? 'expected value unknown' : `${evText(price.ev)} expected value`}.`
      : `No play: ${NO_PLAY_REASON_TEXT[price.reason ?? 'no_edge']}.`;
  const modelSentence = agrees
    ? `${modelView}, though ${why}.`
    : `${modelView}; the call does not follow ${followed} because ${doesNotFollow}.`;
  const summary = [
    verdictLine,
    `The call is ${callWord} ${line} ${label} because ${callBecause(price, market, side)}.`,
    modelSentence,
    `Published probability ${prob(win)} (Edge Score ${price.edgeScore}).`,
    `${priceNote}.`,
  ].join(' ');

  const betLine =
    price.verdict === 'play'
      ? `Bet the ${side} ${otherLine ?? line}${best ? ` at ${formatAmericanOdds(best.odds)} at ${best.sportsbook}` : ''}: the published ${prob(bestWin)} clears the ${breakEven === null ? 'unknown' : prob(breakEven)} break-even.`
      : `Do not bet it: ${NO_PLAY_REASON_TEXT[price.reason ?? 'no_edge']}.`;
  const final_recommendation = [
    `${callWord} ${line} ${label} — ${price.verdict === 'play' ? 'Play' : 'No play'}`,
    `Confidence: ${price.edgeScore}%`,
    betLine,
    `Weighed above: ${supporting.length} supporting factor${supporting.length === 1 ? '' : 's'} and ${concerns.length} concern${concerns.length === 1 ? '' : 's'}; the call rests on the market's price, ${agrees ? 'with the model on the same side' : 'not on the model, which disagrees'}.`,
  ].join('\n');

  const reasoning = [
    verdictLine,
    `The call is the ${side} because ${callBecause(price, market, side)}.`,
    modelSentence,
    ...logSupport.slice(0, 2).map((s) => `${s}.`),
  ].join(' ');
  const condensed =
    price.verdict === 'play'
      ? `${callWord} ${line} — Play: EV ${price.ev === null ? 'unknown' : evText(price.ev)}${best ? ` at ${otherLine === null ? '' : `${callWord} ${otherLine} `}${formatAmericanOdds(best.odds)} ${best.sportsbook}` : ''}. The market gives the ${side} ${prob(market.win)}.`
      : `${callWord} ${line} — No play: ${NO_PLAY_REASON_TEXT[price.reason ?? 'no_edge']}. The market gives the ${side} ${prob(market.win)}.`;

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
