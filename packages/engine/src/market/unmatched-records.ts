// The records of lines that matched no player's game, priced from the market alone (runLinesBacktest's last step).
import type { EngineModel, EngineStatType } from '../types';
import { anchorDistribution } from './anchored';
import type { UnmatchedLine } from './line-matching';
import type { LineRow } from './lines-file';
import { priceMarket } from './price';
import { propRecord } from './prop-record';
import type { PropRecord } from './prop-record';
import { DEFAULT_SHAPE_FIT } from './spread-fit';
import type { ShapeFit } from './spread-fit';

/**
 * Lines that matched no player's game are still priced from the market alone (the book's own fair P(over) at
 * its line, the shape without the player's variance, fitted on the weeks before its own), with no outcome.
 */
export function unmatchedRecords(
  unmatched: readonly UnmatchedLine[],
  rows: ReadonlyMap<number, LineRow>,
  model: EngineModel,
  fitsByWeek: readonly { week: number; fits: ReadonlyMap<EngineStatType, ShapeFit> }[],
): { row: number; record: PropRecord }[] {
  return unmatched.flatMap((u) => {
    const row = rows.get(u.row);
    if (!row) return [];
    const quote = {
      sportsbook: row.sportsbook,
      line: row.line,
      overOdds: row.overOdds,
      underOdds: row.underOdds,
    };
    const price = priceMarket({ books: [quote], modelPOverAt: () => 0.5, historyGames: 0 });
    if (!price) return [];
    const fit =
      [...fitsByWeek]
        .reverse()
        .find((f) => f.week <= row.week)
        ?.fits.get(row.statType) ?? DEFAULT_SHAPE_FIT;
    const shape = { statType: row.statType, model: model.stats[row.statType], playerVariance: 0, ...fit };
    const dist = anchorDistribution(shape, price.line, price.pOver);
    return [{ row: u.row, record: propRecord(row, null, { line: price.line, pOver: price.pOver }, dist) }];
  });
}
