import { describe, expect, it } from 'vitest';
import { fitModel } from '../fit';
import { BLEND_GATE_NATS, MARKET_ONLY } from './blend';
import { runLinesBacktest } from './lines-backtest';
import { twoSidedConsensus } from './consensus';
import { ANYTIME_TD_FACTOR } from './one-sided-hold';
import { fairOver, history, parsed } from './lines-backtest.fixture';

/** The consensus fair P(over) of the quotes at one line (what priceMarket publishes, consensus.test.ts). */
const consensusOf = (...quotes: [number, number, number][]) =>
  twoSidedConsensus(
    quotes.map(([over, under, i]) => ({ sportsbook: `B${i}`, line: 1, overOdds: over, underOdds: under })),
    1,
  )!.fairOver;
// Davis w2 and Walker w3: DraftKings -135/+105 and FanDuel +105/-140 at one line.
const twoBooks = consensusOf([-135, 105, 0], [105, -140, 1]);

describe('runLinesBacktest on the hand-made league', () => {
  const report = runLinesBacktest(history, parsed.lines, { season: 2051 });

  // The six settled two-sided props, their fair P(over) and outcome (Walker w3, a push, is out).
  const twoSided = [
    { what: 'Lamar w2 passing yards 215.5 (250)', p: fairOver(-115, -105), y: 1 },
    { what: 'Davis w2 receiving yards 45.5 (60)', p: twoBooks, y: 1 },
    { what: 'Walker w2 rushing yards 70.5 (50)', p: fairOver(-120, 100), y: 0 },
    { what: 'Lamar w3 passing yards 230.5 (200)', p: 0.5, y: 0 },
    { what: 'Fant w4 receptions 3.5 (2)', p: fairOver(110, -140), y: 0 },
    { what: 'Davis w4 receiving yards 50.5 (70)', p: fairOver(-125, 105), y: 1 },
  ];

  it('fits the model on the earlier season only', () => {
    expect(report.season).toBe(2051);
    expect(report.trainSeasons).toEqual([2050]);
    expect(report.model).toEqual(fitModel(history, { trainSeasons: [2050] }));
  });

  it('counts priced props, unmatched lines and props without history', () => {
    // Ten matched props: one has no history (Smith-Njigba, two earlier games), nine are priced.
    expect(report.picks).toBe(9);
    expect(report.noHistory).toBe(1);
    // The 2050 line is another season's: neither priced nor unmatched.
    expect(report.unmatched.map((u) => u.row)).toEqual([6, 7, 15]);
    expect(report.pricing).toEqual({ two_sided: 7, one_sided: 1, unpriced: 1 });
  });

  it('keeps the market alone: a handful of props cannot earn the blend, and evidence is walk-forward', () => {
    for (const blend of Object.values(report.blends)) {
      expect(blend.bias).toBe(0);
      expect(blend.weight).toBe(0);
    }
    // What a week 5 would be priced with: every settled, non-push prop of weeks 2-4 by stat type
    // (Walker's week 3 push and Smith-Njigba's unpriced prop add nothing).
    expect(report.blends).toEqual({
      passing_yards: { ...MARKET_ONLY, evidence: 2 },
      rushing_yards: { ...MARKET_ONLY, evidence: 1 },
      receiving_yards: { ...MARKET_ONLY, evidence: 2 },
      receptions: { ...MARKET_ONLY, evidence: 1 },
      passing_tds: { ...MARKET_ONLY, evidence: 1 },
      touchdowns: { ...MARKET_ONLY, evidence: 1 },
    });
    for (const gain of Object.values(report.gains)) {
      expect(Number.isFinite(gain)).toBe(true);
      expect(gain).toBeLessThanOrEqual(BLEND_GATE_NATS);
    }
    // A stat type's first settled week is scored on the market alone: no gain either way.
    expect(report.gains.touchdowns).toBeCloseTo(0, 9);
    expect(report.gains.receptions).toBeCloseTo(0, 9);
  });

  it('scores the market on the two-sided props only, the push left out', () => {
    expect(report.market.n).toBe(6);
    const brier = twoSided.reduce((a, s) => a + (s.p - s.y) ** 2, 0) / 6;
    const logLoss = -twoSided.reduce((a, s) => a + Math.log(s.y === 1 ? s.p : 1 - s.p), 0) / 6;
    expect(report.market.brier).toBeCloseTo(brier, 12);
    expect(report.market.logLoss).toBeCloseTo(logLoss, 12);
    // 0.2392831 + 0.2462657 + 0.2722117 + 0.25 + 0.2019947 + 0.2185866, over 6.
    expect(twoBooks).toBeCloseTo(0.503748, 6);
    expect(report.market.brier).toBeCloseTo(0.238057, 6);
    // The market alone was published, so the engine scores the same on the same props.
    expect(report.brier).toBeCloseTo(report.market.brier, 12);
    expect(report.logLoss).toBeCloseTo(report.market.logLoss, 12);
  });

  it('hit rate, bands and ECE cover every settled prop: two-sided, one-sided and unpriced', () => {
    // Calls (the market's side): Lamar w2 over (won), Davis w2 over (won), Walker w2 over (lost),
    // Lamar w3 over at 50/50 (lost), Fant w4 under (won), Davis w4 over (won),
    // Flowers w3 over the one-sided +150, the only side sold (lost), Lamar w4 passing TDs over at the
    // unpriced 50/50 (won).
    expect(report.hitRate).toBe(5 / 8);
    const oneSidedOver = 0.4 / ANYTIME_TD_FACTOR;
    // Edge Scores 51, 50, 52, 50, 55, 53, the one-sided over's, 50.
    expect(report.bands).toEqual([
      { band: '0-49', n: 1, hitRate: 0, meanScore: Math.round(oneSidedOver * 100) },
      { band: '50-59', n: 7, hitRate: 5 / 7, meanScore: (51 + 50 + 52 + 50 + 55 + 53 + 50) / 7 },
      { band: '60-69', n: 0, hitRate: 0, meanScore: 0 },
      { band: '70-79', n: 0, hitRate: 0, meanScore: 0 },
      { band: '80-100', n: 0, hitRate: 0, meanScore: 0 },
    ]);
    const bin5 = [fairOver(-115, -105), twoBooks, fairOver(-120, 100), 0.5, 1 - fairOver(110, -140), 0.5];
    bin5.push(fairOver(-125, 105));
    const meanP = bin5.reduce((a, b) => a + b, 0) / 7;
    expect(report.ece).toBeCloseTo(
      (7 / 8) * Math.abs(meanP - 5 / 7) + (1 / 8) * Math.abs(oneSidedOver - 0),
      12,
    );
  });

  it('plays only positive EV at the best price; a push settles 0', () => {
    // Davis w2: DraftKings -135/+105 and FanDuel +105/-140 make 50.4% over (FanDuel's wider margin counts less);
    // FanDuel's +105 over is the best price: EV +3.3%, won.
    // Walker w3: the same at 75 yards, FanDuel +105: a push. Every other prop is at or below the market.
    expect(report.plays).toEqual({ n: 2, roi: 1.05 / 2, wins: 1, losses: 0, pushes: 1 });
  });

  it('is the same whatever the order of the file’s rows', () => {
    const reversed = runLinesBacktest(history, [...parsed.lines].reverse(), { season: 2051 });
    expect(reversed.picks).toBe(report.picks);
    expect(reversed.brier).toBeCloseTo(report.brier, 12);
    expect(reversed.ece).toBeCloseTo(report.ece, 12);
    expect(reversed.hitRate).toBe(report.hitRate);
    expect(reversed.plays).toEqual(report.plays);
    expect(reversed.market).toEqual(report.market);
    expect(reversed.unmatched.map((u) => u.row).sort((a, b) => a - b)).toEqual([6, 7, 15]);
  });

  it('a season without lines prices nothing', () => {
    const empty = runLinesBacktest(history, parsed.lines, { season: 2052 });
    expect(empty.picks).toBe(0);
    expect(empty.unmatched).toEqual([]);
    expect(empty.market).toEqual({ n: 0, brier: 0, logLoss: 0 });
    expect(empty.plays).toEqual({ n: 0, roi: 0, wins: 0, losses: 0, pushes: 0 });
    expect(empty.trainSeasons).toEqual([2050, 2051]);
  });
});
