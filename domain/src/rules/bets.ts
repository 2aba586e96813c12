// The bet tracker's arithmetic (issue #19 item 5), one home for the API, its CSV export and the web app's dev
// mock: a bet's result from its pick's grade, its P/L at its own price and stake, its CLV against the pick's
// close, and the summary, per-stat-type record and bankroll over a subscriber's bets.
import {
  BETS_PAGE_SIZE,
  type BankrollPoint,
  type Bet,
  type BetResult,
  type BetStatTypeRecord,
  type BetSummary,
  type BetsResponse,
} from '../entities/bet';
import type { ClosingLine } from '../entities/market';
import type { PickResult, StatType } from '../entities/prop';
import { summarizeClv } from './clv';
import { americanToDecimal, impliedProbability } from './odds';
import { csvField } from './record';

const r2 = (x: number) => Math.round(x * 100) / 100;
const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** A bet on a pick settles as the pick was graded: win is won, loss is lost, push is push. */
export function betResultOfGrade(grade: PickResult): BetResult {
  return grade === 'win' ? 'won' : grade === 'loss' ? 'lost' : 'push';
}

/** Units won or lost at the bet's own price and stake, to the cent: a push returns the stake. */
export function betProfit(result: BetResult, odds: number, stake: number): number {
  if (result === 'push') return 0;
  if (result === 'lost') return -stake;
  return r2(stake * (americanToDecimal(odds) - 1));
}

/**
 * The bet's closing line value, by the same definition as the pick's (`closingLineValue`): the no-vig probability
 * of the called side at the close minus the probability the bet's price implies. The stored close keeps the pick's
 * clv against its published price, so the fair closing probability is that clv plus the published price's
 * implied probability. Null without a close, without a clv at it, or when the bet is at another line.
 */
export function betClv(
  bet: { odds: number; line: number },
  pick: { price: number | null; closing: ClosingLine | null | undefined },
): number | null {
  const close = pick.closing;
  if (!close || close.clv === null || pick.price === null || close.line !== bet.line) return null;
  const fairClose = close.clv + impliedProbability(pick.price);
  return r4(fairClose - impliedProbability(bet.odds));
}

type Settled = Bet & { result: BetResult; settledAt: string; profit: number };
const isSettled = (b: Bet): b is Settled => b.result !== null && b.settledAt !== null && b.profit !== null;
const winRateOf = (won: number, lost: number) => (won + lost === 0 ? null : r4(won / (won + lost)));

/** The summary cards over a subscriber's bets: counts, units staked and won, ROI, win rate and CLV. */
export function betSummary(bets: readonly Bet[]): BetSummary {
  const settled = bets.filter(isSettled);
  const count = (r: BetResult) => settled.filter((b) => b.result === r).length;
  const staked = r2(settled.reduce((s, b) => s + b.stake, 0));
  const profit = r2(settled.reduce((s, b) => s + b.profit, 0));
  const clv = summarizeClv(bets.map((b) => b.clv));
  const won = count('won');
  const lost = count('lost');
  return {
    bets: bets.length,
    open: bets.length - settled.length,
    won,
    lost,
    push: count('push'),
    staked,
    profit,
    roi: staked === 0 ? null : r4(profit / staked),
    winRate: winRateOf(won, lost),
    averageClv: clv.averageClv,
    clvCount: clv.clvCount,
  };
}

/** Won, lost and pushed per stat type over the settled bets, in the order stat types first appear. */
export function betRecordByStatType(bets: readonly Bet[]): BetStatTypeRecord[] {
  const by = new Map<StatType, BetStatTypeRecord>();
  for (const b of bets.filter(isSettled)) {
    const row = by.get(b.statType) ?? {
      statType: b.statType,
      won: 0,
      lost: 0,
      push: 0,
      winRate: null,
      profit: 0,
    };
    row[b.result] += 1;
    row.profit = r2(row.profit + b.profit);
    by.set(b.statType, row);
  }
  return [...by.values()].map((r) => ({ ...r, winRate: winRateOf(r.won, r.lost) }));
}

/** The running P/L after each settled bet, in settlement order (ties by id), for the bankroll chart. */
export function bankrollSeries(bets: readonly Bet[]): BankrollPoint[] {
  const settled = bets
    .filter(isSettled)
    .sort((a, b) =>
      a.settledAt === b.settledAt
        ? a.id.localeCompare(b.id)
        : Date.parse(a.settledAt) - Date.parse(b.settledAt),
    );
  let cumulative = 0;
  return settled.map((b) => {
    cumulative = r2(cumulative + b.profit);
    return { at: b.settledAt, profit: b.profit, cumulative };
  });
}

/** Newest placed first, ties by id, so the list and the export read in the same order. */
export function sortBets(bets: readonly Bet[]): Bet[] {
  return [...bets].sort((a, b) =>
    a.placedAt === b.placedAt ? a.id.localeCompare(b.id) : Date.parse(b.placedAt) - Date.parse(a.placedAt),
  );
}

/** The figures of GET /api/bets, over every bet the caller keeps (never one page of them). */
export function betsFigures(bets: readonly Bet[]): Pick<BetsResponse, 'summary' | 'byStatType' | 'bankroll'> {
  return {
    summary: betSummary(bets),
    byStatType: betRecordByStatType(bets),
    bankroll: bankrollSeries(bets),
  };
}

/**
 * GET /api/bets from every bet in memory: the asked page newest first, and every figure over all of them. The
 * API pages in SQL (application/src/bets/list-bets); tests and pages that hold a few bets build answers here.
 */
export function betsAnswer(
  bets: readonly Bet[],
  { page, pageSize }: { page: number; pageSize: number } = { page: 1, pageSize: BETS_PAGE_SIZE },
): BetsResponse {
  const from = (page - 1) * pageSize;
  return {
    bets: sortBets(bets).slice(from, from + pageSize),
    total: bets.length,
    page,
    pageSize,
    ...betsFigures(bets),
  };
}

const CSV_COLUMNS = [
  'id',
  'placed_at',
  'season',
  'week',
  'player',
  'stat_type',
  'line',
  'side',
  'sportsbook',
  'odds',
  'stake_units',
  'pick_id',
  'result',
  'settled_at',
  'profit_units',
  'clv',
] as const;

/** The tracker's CSV export ("reports"), newest placed first, with a header row; open bets have no result. */
export function betsCsv(bets: readonly Bet[]): string {
  const lines = sortBets(bets).map((b) =>
    [
      b.id,
      b.placedAt,
      b.season,
      b.week,
      b.player,
      b.statType,
      b.line,
      b.side,
      b.sportsbook,
      b.odds,
      b.stake,
      b.pickId,
      b.result ?? 'open',
      b.settledAt,
      b.profit,
      b.clv,
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The export's file name. */
export const BETS_CSV_FILE_NAME = 'edgeboard-bets.csv';
