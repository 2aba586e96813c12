// The public track record's rows, filter and CSV: one home for each, used by the API's export and record routes
// and by the UI's dev mock, so the page and the export cannot drift apart.
import type { RecordPageQuery, RecordQuery, RecordResponse, RecordRow } from '../entities/record';
import type { GradedPickWithGame } from '../ports/repositories/ai-pick-repository.port';
import { recordCalibration } from './calibration';
import { paginationMeta } from './paging';
import { matchup } from './present-pick';
import { recordHeadline } from './record-headline';

/** A graded pick as the record shows it; null for a pick not graded yet. */
export function toRecordRow({ pick, game }: GradedPickWithGame): RecordRow | null {
  if (pick.result === null) return null;
  return {
    id: pick.id,
    // Picks are published when they are stored: created_at is the publish time.
    publishedAt: pick.created_at,
    season: pick.season,
    week: pick.week,
    game: matchup(pick, game),
    player: pick.player,
    statType: pick.stat_type,
    line: pick.line_value,
    price: pick.odds ?? null,
    // The price was taken at best_book; older picks name only the posted book.
    book: pick.best_book ?? pick.sportsbook ?? null,
    call: pick.pick,
    edgeScore: pick.confidence,
    result: pick.result,
    // Grading settles an unpriced pick at -110 (the engine's default); the record shows no units it never offered.
    profit: pick.odds === null || pick.odds === undefined ? null : (pick.profit ?? 0),
    // Picks stored before verdicts existed were all published as bets.
    play: pick.verdict !== 'no_play',
  };
}

/** The rows matching the record's filters, in the order given (no view given: every pick). */
export function filterRecord(
  rows: readonly RecordRow[],
  q: Omit<RecordQuery, 'view'> & { view?: RecordQuery['view'] },
): RecordRow[] {
  return rows.filter(
    (r) =>
      (q.season === undefined || r.season === q.season) &&
      (q.week === undefined || r.week === q.week) &&
      (q.statType === undefined || r.statType === q.statType) &&
      (q.view !== 'plays' || r.play),
  );
}

/** Record order: newest publish time first, ties by id, so every reader sees the same sequence. */
export function sortRecord(rows: readonly RecordRow[]): RecordRow[] {
  // Each time parsed once, not at every comparison: the record is sorted whole (a million rows at the
  // growth benchmark's largest size, issue #34), and parsing in the comparator cost ~40 parses a row.
  const keyed = rows.map((row) => ({ row, at: Date.parse(row.publishedAt) }));
  keyed.sort((a, b) => (a.at === b.at ? a.row.id.localeCompare(b.row.id) : b.at - a.at));
  return keyed.map((k) => k.row);
}

/** Every matching row, newest first: the export's rows and what a page of the record is cut from. */
export function recordRows(rows: readonly RecordRow[], q: RecordQuery): RecordRow[] {
  return sortRecord(filterRecord(rows, q));
}

/** Seasons the record holds, newest first. */
export function recordSeasons(rows: readonly RecordRow[]): number[] {
  return [...new Set(rows.map((r) => r.season))].sort((a, b) => b - a);
}

/**
 * The record's answer for the filters: one page of the matching rows (newest first), and the headline and
 * calibration of every matching row. `seasons` is given (it does not depend on the filters).
 */
export function recordAnswer(
  matching: readonly RecordRow[],
  q: Pick<RecordPageQuery, 'page' | 'limit'>,
  seasons: number[],
  figures: RecordFigures = recordFigures(matching),
): RecordResponse {
  const from = (q.page - 1) * q.limit;
  return {
    rows: matching.slice(from, from + q.limit),
    meta: paginationMeta(q.page, q.limit, matching.length),
    ...figures,
    seasons,
  };
}

export type RecordFigures = Pick<RecordResponse, 'headline' | 'calibration'>;

/** The headline and calibration of a set of rows (computed once per filter; every page shares them). */
export function recordFigures(matching: readonly RecordRow[]): RecordFigures {
  return {
    headline: recordHeadline(
      matching.map((r) => ({ result: r.result, profit: r.profit, clv: r.closing?.clv ?? null })),
    ),
    calibration: recordCalibration(matching),
  };
}

const BASE_COLUMNS = [
  'id',
  'published_at',
  'season',
  'week',
  'game',
  'player',
  'stat_type',
  'line',
  'price',
  'book',
  'call',
  'edge_score',
  'result',
  'profit_units',
  'verdict',
] as const;
const CLOSING_COLUMNS = [
  'closing_book',
  'closing_line',
  'closing_price',
  'clv',
  'price_improvement',
] as const;

/**
 * What a spreadsheet may read as the start of a formula (OWASP's CSV injection list): = + - @, and a tab or
 * carriage return, which some applications strip before looking at the next character; a leading line feed or
 * space is treated the same way (Excel trims leading whitespace, so ` =cmd` runs as `=cmd`).
 */
const FORMULA_START = /^[=+\-@\t\r\n ]/;

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading formula sign is neutralised. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // Text that could start a formula gets a leading apostrophe; numbers are written as they are.
  if (typeof value === 'string' && FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Whether the record's CSV carries the closing columns: when some row has a close. */
export const recordCsvHasClosing = (rows: readonly RecordRow[]): boolean =>
  rows.some((r) => r.closing !== undefined);

/** The CSV's header line (no line break). */
export function recordCsvHeader(withClosing: boolean): string {
  return (withClosing ? [...BASE_COLUMNS, ...CLOSING_COLUMNS] : [...BASE_COLUMNS]).join(',');
}

/** One row of the CSV (no line break). */
export function recordCsvLine(r: RecordRow, withClosing: boolean): string {
  const base = [
    r.id,
    r.publishedAt,
    r.season,
    r.week,
    r.game,
    r.player,
    r.statType,
    r.line,
    r.price,
    r.book,
    r.call,
    r.edgeScore,
    r.result === 'win' ? 'won' : r.result === 'loss' ? 'lost' : 'push',
    r.profit,
    r.play ? 'play' : 'no_play',
  ];
  const closing = withClosing
    ? [r.closing?.book, r.closing?.line, r.closing?.price, r.closing?.clv, r.closing?.priceImprovement]
    : [];
  return [...base, ...closing].map(csvField).join(',');
}

/** The record as CSV with a header row; closing columns only when some row has a close. */
export function recordCsv(rows: readonly RecordRow[]): string {
  const withClosing = recordCsvHasClosing(rows);
  const lines = rows.map((r) => recordCsvLine(r, withClosing));
  return [recordCsvHeader(withClosing), ...lines].join('\r\n') + '\r\n';
}

/** The export's file name: the season filtered on, else "all". */
export function recordFileName(season: number | undefined, format: 'csv' | 'json'): string {
  return `edgeboard-record-${season ?? 'all'}.${format}`;
}
