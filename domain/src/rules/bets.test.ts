import { describe, expect, it } from 'vitest';
import type { Bet } from '../entities/bet';
import { BetCreate, BetUpdate } from '../entities/bet';
import {
  bankrollSeries,
  betClv,
  betProfit,
  betRecordByStatType,
  betResultOfGrade,
  betsAnswer,
  betsCsv,
  betSummary,
} from './bets';

const bet = (id: string, over: Partial<Bet> = {}): Bet => ({
  id,
  pickId: null,
  sportsbook: 'DraftKings',
  odds: -110,
  stake: 1,
  player: 'Patrick Mahomes',
  playerId: 'p1',
  statType: 'passing_yards',
  line: 265.5,
  side: 'over',
  season: 2025,
  week: 1,
  gameId: 'g1',
  placedAt: '2025-09-05T12:00:00.000Z',
  result: null,
  settledAt: null,
  profit: null,
  clv: null,
  createdAt: '2025-09-05T12:00:00.000Z',
  updatedAt: '2025-09-05T12:00:00.000Z',
  ...over,
});

describe('betProfit', () => {
  it('pays at the bet’s own price and stake; a loss costs the stake, a push nothing', () => {
    expect(betProfit('won', -110, 2)).toBe(1.82);
    expect(betProfit('won', 150, 2)).toBe(3);
    expect(betProfit('lost', 150, 2)).toBe(-2);
    expect(betProfit('push', -110, 2)).toBe(0);
  });

  it('maps the pick grades to bet results', () => {
    expect(['win', 'loss', 'push'].map((g) => betResultOfGrade(g as 'win'))).toEqual(['won', 'lost', 'push']);
  });
});

describe('betClv', () => {
  // The pick was published at -105 with a clv of 0.0095 against a -120/+100 close: fair over 0.52174.
  const closing = { book: 'DraftKings', line: 45.5, price: -120, clv: 0.0095, priceImprovement: 0.0649 };

  it('measures the bet’s price against the fair close of the called side', () => {
    // A bet at -110 implies 0.52381: 0.52170 - 0.52381 = -0.0021.
    expect(betClv({ odds: -110, line: 45.5 }, { price: -105, closing })).toBe(-0.0021);
    expect(betClv({ odds: -105, line: 45.5 }, { price: -105, closing })).toBe(0.0095);
  });

  it('is null without a close, a clv at it, a published price, or at another line', () => {
    expect(betClv({ odds: -110, line: 45.5 }, { price: -105, closing: null })).toBeNull();
    expect(
      betClv({ odds: -110, line: 45.5 }, { price: -105, closing: { ...closing, clv: null } }),
    ).toBeNull();
    expect(betClv({ odds: -110, line: 45.5 }, { price: null, closing })).toBeNull();
    expect(betClv({ odds: -110, line: 46.5 }, { price: -105, closing })).toBeNull();
  });
});

describe('the figures over a subscriber’s bets', () => {
  const bets = [
    bet('a', { result: 'won', settledAt: '2025-09-07T21:00:00.000Z', profit: 0.91, clv: 0.02 }),
    bet('b', {
      result: 'lost',
      stake: 2,
      settledAt: '2025-09-07T20:00:00.000Z',
      profit: -2,
      statType: 'receptions',
      clv: -0.01,
    }),
    bet('c', { result: 'push', settledAt: '2025-09-08T20:00:00.000Z', profit: 0, statType: 'receptions' }),
    bet('d', { placedAt: '2025-09-10T12:00:00.000Z' }),
  ];

  it('sums the settled bets: ROI on units staked, win rate over decided bets, CLV where known', () => {
    expect(betSummary(bets)).toEqual({
      bets: 4,
      open: 1,
      won: 1,
      lost: 1,
      push: 1,
      staked: 4,
      profit: -1.09,
      roi: -0.2725,
      winRate: 0.5,
      averageClv: 0.005,
      clvCount: 2,
    });
    expect(betSummary([bet('x')])).toMatchObject({ roi: null, winRate: null, averageClv: null, open: 1 });
  });

  it('records won, lost and pushed per stat type', () => {
    expect(betRecordByStatType(bets)).toEqual([
      { statType: 'passing_yards', won: 1, lost: 0, push: 0, winRate: 1, profit: 0.91 },
      { statType: 'receptions', won: 0, lost: 1, push: 1, winRate: 0, profit: -2 },
    ]);
  });

  it('runs the bankroll in settlement order', () => {
    expect(bankrollSeries(bets)).toEqual([
      { at: '2025-09-07T20:00:00.000Z', profit: -2, cumulative: -2 },
      { at: '2025-09-07T21:00:00.000Z', profit: 0.91, cumulative: -1.09 },
      { at: '2025-09-08T20:00:00.000Z', profit: 0, cumulative: -1.09 },
    ]);
    expect(betsAnswer(bets).bets.map((b) => b.id)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('exports CSV newest placed first, open bets marked open, formula signs neutralised', () => {
    const csv = betsCsv([
      bet('o', { sportsbook: '=HYPERLINK()', placedAt: '2025-09-06T12:00:00.000Z' }),
      bets[0] as Bet,
    ]);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe(
      'id,placed_at,season,week,player,stat_type,line,side,sportsbook,odds,stake_units,pick_id,result,settled_at,profit_units,clv',
    );
    expect(first).toBe(
      "o,2025-09-06T12:00:00.000Z,2025,1,Patrick Mahomes,passing_yards,265.5,over,'=HYPERLINK(),-110,1,,open,,,",
    );
    expect(second).toContain(',won,2025-09-07T21:00:00.000Z,0.91,0.02');
  });
});

describe('BetCreate and BetUpdate', () => {
  const byHand = {
    sportsbook: 'FanDuel',
    odds: -110,
    stake: 1,
    playerId: 'p1',
    statType: 'receptions',
    line: 4.5,
    side: 'over',
    week: 3,
  };

  it('takes a bet from a pick with book, price and stake only', () => {
    expect(BetCreate.safeParse({ pickId: 'pk1', sportsbook: 'FanDuel', odds: 120, stake: 0.5 }).success).toBe(
      true,
    );
    expect(BetCreate.safeParse(byHand).success).toBe(true);
  });

  it('refuses odds inside ±100, a price that is not a number, and a stake that is not positive', () => {
    for (const odds of [50, -50, 0, 99, '+150', Number.NaN, 110.5])
      expect(BetCreate.safeParse({ ...byHand, odds }).success).toBe(false);
    for (const stake of [0, -1, 1001, 0.001])
      expect(BetCreate.safeParse({ ...byHand, stake }).success).toBe(false);
  });

  it('asks a bet by hand for its player, stat type, line, side and week', () => {
    const r = BetCreate.safeParse({ sportsbook: 'FanDuel', odds: -110, stake: 1 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['playerId', 'statType', 'line', 'side', 'week']);
  });

  it('changes book, price, stake or time only, at least one of them', () => {
    expect(BetUpdate.safeParse({ stake: 2 }).success).toBe(true);
    expect(BetUpdate.safeParse({}).success).toBe(false);
    expect(BetUpdate.safeParse({ line: 3.5 }).success).toBe(false);
  });
});
