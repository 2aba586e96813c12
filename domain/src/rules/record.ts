// The public track record's rows, filter and CSV: one home for each, used by the API's export and record routes
// and by the UI's dev mock, so the page and the export cannot drift apart.
import type { RecordQuery, RecordResponse, RecordRow } from '../entities/record';
import type { PickWithGame } from '../ports/repositories/ai-pick-repository.port';
import { recordCalibration } from './calibration';
import { matchup } from './present-pick';

/** A graded pick as the record shows it; null for a pick not graded yet. */
export function toRecordRow({ pick, game }: PickWithGame): RecordRow | null {
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
    profit: pick.profit ?? 0,
  };
}

/** The rows matching the record's filters, in the order given. */
export function filterRecord(rows: readonly RecordRow[], q: RecordQuery): RecordRow[] {
  return rows.filter(
    (r) =>
      (q.season === undefined || r.season === q.season) &&
      (q.week === undefined || r.week === q.week) &&
      (q.statType === undefined || r.statType === q.statType),
  );
}

/** Record order: newest publish time first, ties by id, so every reader sees the same sequence. */
export function sortRecord(rows: readonly RecordRow[]): RecordRow[] {
  return [...rows].sort((a, b) =>
    a.publishedAt === b.publishedAt
      ? a.id.localeCompare(b.id)
      : Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
  );
}

/** The record's answer for the filters: matching rows newest first, and their calibration. */
export function recordAnswer(rows: readonly RecordRow[], q: RecordQuery): RecordResponse {
  const matching = sortRecord(filterRecord(rows, q));
  return { rows: matching, calibration: recordCalibration(matching) };
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
] as const;
const CLOSING_COLUMNS = [
  'closing_book',
  'closing_line',
  'closing_price',
  'clv',
  'price_improvement',
] as const;

/** RFC 4180 field: quoted when it holds a comma, quote or line break; a leading formula sign is neutralised. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  // A spreadsheet would run a cell starting with = + - @ as a formula; numbers are written as they are.
  if (typeof value === 'string' && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The record as CSV with a header row; closing columns only when some row has a close. */
export function recordCsv(rows: readonly RecordRow[]): string {
  const withClosing = rows.some((r) => r.closing !== undefined);
  const header = withClosing ? [...BASE_COLUMNS, ...CLOSING_COLUMNS] : [...BASE_COLUMNS];
  const lines = rows.map((r) => {
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
    ];
    const closing = withClosing
      ? [r.closing?.book, r.closing?.line, r.closing?.price, r.closing?.clv, r.closing?.priceImprovement]
      : [];
    return [...base, ...closing].map(csvField).join(',');
  });
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}

/** The export's file name: the season filtered on, else "all". */
export function recordFileName(season: number | undefined, format: 'csv' | 'json'): string {
  return `edgeboard-record-${season ?? 'all'}.${format}`;
}
