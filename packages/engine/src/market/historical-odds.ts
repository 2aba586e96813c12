// The historical odds files (historical_odds_<season>_week<nn>.csv: a snapshot of each game taken about two hours
// before its kick-off, one row per player, market and side): event_id, game_id, season, week, commence_time,
// away_team, home_team (nflverse abbreviations), market (The Odds API's keys: player_pass_yds...), player,
// prop_type (over / under; yes for anytime touchdowns), line (empty for anytime touchdowns), price (American),
// snapshot_timestamp, market_last_update. The files do not name their book. This reads them and turns their
// two-sided markets (and, on request, anytime touchdowns) into the backtest's --lines rows.
import { ODDS_MARKET_STAT_TYPES } from '@edgeboard/domain';
import type { EngineStatType } from '../types';
import { LINES_COLUMNS } from './lines-file';

export const HISTORICAL_ODDS_COLUMNS = [
  'event_id',
  'season',
  'week',
  'commence_time',
  'away_team',
  'home_team',
  'market',
  'player',
  'prop_type',
  'line',
  'price',
  'snapshot_timestamp',
] as const;

export interface HistoricalOddsRow {
  event: string;
  season: number;
  week: number;
  commence: string;
  awayTeam: string;
  homeTeam: string;
  market: string;
  player: string;
  /** prop_type, lower case: over, under or yes. */
  side: string;
  /** null when the cell is empty (anytime touchdowns; the files' passing TDs too). */
  line: number | null;
  price: number;
  snapshot: string;
  /** Negative when the snapshot was taken after kick-off. */
  minutesToKickoff: number;
}

/** A header with a snapshot time and a prop type is a historical odds file (the props_*.csv snapshots have neither). */
export function isHistoricalOddsHeader(header: readonly string[]): boolean {
  return header.includes('snapshot_timestamp') && header.includes('prop_type');
}

/** Reads one file (header first); throws naming the first missing column; rows without American odds are refused. */
export function readHistoricalOdds(table: readonly (readonly string[])[]): {
  rows: HistoricalOddsRow[];
  refused: number;
} {
  const [header = [], ...body] = table;
  const names = header.map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(HISTORICAL_ODDS_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof HISTORICAL_ODDS_COLUMNS)[number],
    number
  >;
  const missing = HISTORICAL_ODDS_COLUMNS.find((c) => at[c] < 0);
  if (missing) throw new Error(`missing column ${missing}`);
  const rows: HistoricalOddsRow[] = [];
  let refused = 0;
  for (const cells of body) {
    const cell = (c: (typeof HISTORICAL_ODDS_COLUMNS)[number]) => (cells[at[c]] ?? '').trim();
    if (cells.every((x) => x.trim() === '')) continue;
    const price = Number(cell('price'));
    const commence = cell('commence_time');
    const snapshot = cell('snapshot_timestamp');
    const minutes = (Date.parse(commence) - Date.parse(snapshot)) / 60_000;
    if (!Number.isInteger(price) || Math.abs(price) < 100 || !Number.isFinite(minutes)) {
      refused += 1;
      continue;
    }
    rows.push({
      event: cell('event_id'),
      season: Number(cell('season')),
      week: Number(cell('week')),
      commence,
      awayTeam: cell('away_team').toUpperCase(),
      homeTeam: cell('home_team').toUpperCase(),
      market: cell('market'),
      player: cell('player'),
      side: cell('prop_type').toLowerCase(),
      line: cell('line') === '' ? null : Number(cell('line')),
      price,
      snapshot,
      minutesToKickoff: minutes,
    });
  }
  return { rows, refused };
}

/** One row of the --lines format. */
export interface LinesFileRow {
  season: number;
  week: number;
  awayTeam: string;
  homeTeam: string;
  player: string;
  statType: EngineStatType;
  line: number;
  overOdds: number | null;
  underOdds: number | null;
  sportsbook: string;
}

export interface HistoricalLinesSkipped {
  /** Rows of snapshots taken at or after kick-off. */
  afterKickoff: number;
  /** Rows of a snapshot older than a later pre-game snapshot of the same player and market. */
  superseded: number;
  /** Anytime-touchdown rows, left out unless asked for (one-sided: `npm run td-holds` scores them). */
  anytime: number;
  /** Rows of a two-sided market without a line or an over/under side. */
  noLine: number;
  /** Lines with an over and no under, or the reverse (one per line, not per row). */
  oneSide: number;
  /** Markets the engine does not price. */
  otherMarket: number;
}

const STAT_OF: Readonly<Record<string, EngineStatType>> = ODDS_MARKET_STAT_TYPES;
const ANYTIME = 'player_anytime_td';

/**
 * The --lines rows of a season's historical odds: per player and market the last snapshot before kick-off, each
 * line's over and under paired into one row (anytime touchdowns, with `anytime`, as touchdowns over 0.5 at the
 * "yes" price). Rows come out in the input's order of first appearance.
 */
export function historicalLines(
  rows: readonly HistoricalOddsRow[],
  options: { book: string; anytime?: boolean },
): { lines: LinesFileRow[]; skipped: HistoricalLinesSkipped } {
  const skipped: HistoricalLinesSkipped = {
    afterKickoff: 0,
    superseded: 0,
    anytime: 0,
    noLine: 0,
    oneSide: 0,
    otherMarket: 0,
  };
  const propKey = (r: HistoricalOddsRow) => `${r.event}|${r.market}|${r.player}`;
  // The pre-game snapshot nearest kick-off of each player and market: a later one knows more.
  const nearest = new Map<string, number>();
  for (const r of rows)
    if (r.minutesToKickoff > 0 && r.minutesToKickoff < (nearest.get(propKey(r)) ?? Infinity))
      nearest.set(propKey(r), r.minutesToKickoff);
  const pairs = new Map<string, { first: HistoricalOddsRow; over?: number; under?: number }>();
  for (const r of rows) {
    const statType = STAT_OF[r.market];
    if (!statType) {
      skipped.otherMarket += 1;
      continue;
    }
    if (r.market === ANYTIME && !options.anytime) {
      skipped.anytime += 1;
      continue;
    }
    if (!(r.minutesToKickoff > 0)) {
      skipped.afterKickoff += 1;
      continue;
    }
    if (nearest.get(propKey(r)) !== r.minutesToKickoff) {
      skipped.superseded += 1;
      continue;
    }
    const anytime = r.market === ANYTIME;
    const side = anytime ? (r.side === 'yes' ? 'over' : r.side === 'no' ? 'under' : '') : r.side;
    const line = anytime ? 0.5 : r.line;
    if (line === null || !Number.isFinite(line) || (side !== 'over' && side !== 'under')) {
      skipped.noLine += 1;
      continue;
    }
    const key = `${propKey(r)}|${line}`;
    const pair = pairs.get(key) ?? { first: r };
    pair[side] = r.price;
    pairs.set(key, pair);
  }
  const lines: LinesFileRow[] = [];
  for (const { first, over, under } of pairs.values()) {
    const anytime = first.market === ANYTIME;
    // An anytime "yes" stands alone; a two-sided line needs both prices to be de-vigged.
    if (over === undefined || (!anytime && under === undefined)) {
      skipped.oneSide += 1;
      continue;
    }
    lines.push({
      season: first.season,
      week: first.week,
      awayTeam: first.awayTeam,
      homeTeam: first.homeTeam,
      player: first.player,
      statType: STAT_OF[first.market] as EngineStatType,
      line: anytime ? 0.5 : (first.line ?? 0),
      overOdds: over,
      underOdds: under ?? null,
      sportsbook: options.book,
    });
  }
  return { lines, skipped };
}

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The rows as a --lines CSV, header first. */
export function linesCsv(lines: readonly LinesFileRow[]): string {
  const body = lines.map((l) =>
    [
      l.season,
      l.week,
      l.awayTeam,
      l.homeTeam,
      l.player,
      l.statType,
      l.line,
      l.overOdds ?? '',
      l.underOdds ?? '',
      l.sportsbook,
    ]
      .map((v) => quote(String(v)))
      .join(','),
  );
  return `${[LINES_COLUMNS.join(','), ...body].join('\n')}\n`;
}
