// Replays a season against real sportsbook lines instead of the proxy. The projection and its
// calibration are fitted on earlier seasons only; each prop reads only games before its week; the
// market blend for week k is fitted on the file's props of weeks before k (walk-forward), so nothing a
// pick is scored on was seen by what priced it.
import { BACKTEST_BANDS } from '../backtest';
import { propFeatures } from '../features';
import { buildSamples, fitFromSamples } from '../fit';
import { gradePick } from '../grading';
import type { History } from '../history';
import { expectedCalibrationError, forecastScores } from '../metrics';
import { scoreFeatures } from '../score';
import { ENGINE_STAT_TYPES } from '../types';
import type { EngineStatType } from '../types';
import { BlendTracker, MARKET_ONLY } from './blend';
import type { BlendSample, MarketBlend } from './blend';
import { matchLines } from './line-matching';
import type { LineRow } from './lines-file';
import type { LinesBacktestReport, RecordPlayer } from './lines-backtest-report';
import { priceMarket } from './price';
import type { MarketPricing } from './price';
import { anchorDistribution } from './anchored';
import { scoreLadders } from './ladder-scores';
import { propRecord } from './prop-record';
import type { PropRecord } from './prop-record';
import { DEFAULT_SHAPE_FIT, SpreadTracker } from './spread-fit';
import type { ShapeFit, SpreadSample } from './spread-fit';
import { unmatchedRecords } from './unmatched-records';

// The report's types live in lines-backtest-report.ts; importers keep reaching them here, beside the run.
export type { LinesBacktestReport, RecordPlayer } from './lines-backtest-report';

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
  const pending: { statType: EngineStatType; sample: BlendSample; spread?: SpreadSample }[] = [];
  const spreads = new Map<EngineStatType, SpreadTracker>(
    ENGINE_STAT_TYPES.map((statType) => [statType, new SpreadTracker(statType)]),
  );
  const rowsByNumber = new Map(lines.map((l) => [l.row, l]));
  const fitsByWeek: { week: number; fits: Map<EngineStatType, ShapeFit> }[] = [];
  const records: { row: number; record: PropRecord; player?: RecordPlayer }[] = [];
  const settleWeek = () => {
    const settled = pending.splice(0);
    for (const [statType, tracker] of trackers) {
      const mine = settled.filter((p) => p.statType === statType);
      tracker.addWeek(mine.map((p) => p.sample));
      blends[statType] = tracker.current();
      spreads.get(statType)?.addWeek(mine.flatMap((p) => (p.spread ? [p.spread] : [])));
    }
  };

  for (const prop of props) {
    if (prop.week !== currentWeek) {
      // The finished week joins the evidence before the next week is priced.
      settleWeek();
      currentWeek = prop.week;
      fitsByWeek.push({
        week: currentWeek,
        fits: new Map([...spreads].map(([statType, t]) => [statType, t.current()])),
      });
    }
    const features = propFeatures(history, prop);
    if (!features) {
      noHistory += 1;
      continue;
    }
    // The prop's whole distribution, its shape fitted on the weeks before: it moves books at other lines to the
    // posted one for the consensus, and every quote of the file is recorded at its own line.
    const shape = {
      statType: prop.statType,
      model: model.stats[prop.statType],
      playerVariance: features.playerVariance,
    };
    const fitted = { ...shape, ...(spreads.get(prop.statType)?.current() ?? DEFAULT_SHAPE_FIT) };
    const price = priceMarket({
      books: prop.books,
      modelPOverAt: (line) => scoreFeatures(features, prop.statType, line, model).pOverCalibrated,
      blend: blends[prop.statType] ?? MARKET_ONLY,
      historyGames: features.games,
      shape: fitted,
    });
    if (!price) continue;
    const dist = anchorDistribution(fitted, price.line, price.pOver);
    const log = history.players.get(prop.playerId);
    const game = log?.games.find((g) => g.season === prop.season && g.week === prop.week);
    const player =
      game && log
        ? { playerId: prop.playerId, team: game.team, opponent: game.opponent, position: log.position }
        : undefined;
    for (const r of prop.rows) {
      const row = rowsByNumber.get(r);
      if (row)
        records.push({
          row: r,
          record: propRecord(row, prop.actual, { line: price.line, pOver: price.pOver }, dist),
          ...(player ? { player } : {}),
        });
    }
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
      spread: { shape, line: price.line, pOver: price.pOver, actual: prop.actual },
    });
  }

  // The last week joins too: the blends reported are what the next week would be priced with.
  settleWeek();
  records.push(...unmatchedRecords(unmatched, rowsByNumber, model, fitsByWeek));
  // In the file's order.
  const sortedRecords = records.sort((a, b) => a.row - b.row);
  const recordsInOrder = sortedRecords.map((r) => r.record);
  const spreadScales: LinesBacktestReport['spreadScales'] = {};
  for (const [statType, tracker] of trackers) gains[statType] = tracker.gain;
  for (const [statType, tracker] of spreads)
    if (tracker.evidence > 0) spreadScales[statType] = { ...tracker.current(), evidence: tracker.evidence };
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
    records: recordsInOrder,
    recordPlayers: sortedRecords.map((r) => r.player ?? null),
    ladder: scoreLadders(recordsInOrder),
    spreadScales,
  };
}
