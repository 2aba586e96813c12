import type { AiPick } from '@edgeboard/domain';
import type { Prediction } from '../types';
import type { MarketPrice } from './price';

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

export type PickMarketFields = Pick<
  AiPick,
  | 'odds'
  | 'line_source'
  | 'sportsbook'
  | 'line_pulled_at'
  | 'over_odds'
  | 'under_odds'
  | 'fair_p'
  | 'model_p'
  | 'win_p'
  | 'best_book'
  | 'best_line'
  | 'ev'
  | 'verdict'
  | 'no_play_reason'
>;

/**
 * The stored columns of a pick priced against the books: one mapping for the API's generation run and
 * the demo season, so both publish the same fields. The pick's price (`odds`) is the best one for its
 * call across the books; without one it keeps the posted book's price for the call.
 */
export function pickMarketFields(price: MarketPrice): PickMarketFields {
  const postedOdds = price.call === 'over' ? price.posted.overOdds : price.posted.underOdds;
  return {
    odds: price.best?.odds ?? postedOdds ?? null,
    line_source: 'book',
    sportsbook: price.posted.sportsbook,
    line_pulled_at: price.posted.pulledAt ?? null,
    over_odds: price.posted.overOdds,
    under_odds: price.posted.underOdds,
    fair_p: price.fairWin === null ? null : r4(price.fairWin),
    model_p: r4(price.modelWin),
    win_p: r4(price.winProbability),
    best_book: price.best?.sportsbook ?? null,
    best_line: price.best?.line ?? null,
    ev: price.ev === null ? null : r4(price.ev),
    verdict: price.verdict,
    no_play_reason: price.reason,
  };
}

export type PickCallFields = Pick<
  AiPick,
  | 'pick'
  | 'line_value'
  | 'confidence'
  | 'reasoning'
  | 'condensed_reasoning'
  | 'analysis'
  | 'price_ladder'
  | 'price_curve'
>;

/** The stored columns of a pick that come from its prediction: the call, line, Edge Score and the words. */
export function pickCallFields(prediction: Prediction): PickCallFields {
  return {
    pick: prediction.call,
    line_value: prediction.line,
    confidence: prediction.edgeScore,
    reasoning: prediction.reasoning,
    condensed_reasoning: prediction.condensedReasoning,
    analysis: prediction.analysis,
    price_ladder: prediction.ladder?.map((p) => ({ line: p.line, p_over: p.pOver })) ?? null,
    price_curve: prediction.curve ?? null,
  };
}
