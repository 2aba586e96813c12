// Prop line import rules, shared by the API's CSV import and the dev mock: the header must name exactly the
// expected columns (any order, any case); each row is then imported, refused with its reasons, or skipped as
// already stored (so importing the same file twice adds nothing). A wrong header imports nothing.
import { AmericanOdds } from '../entities/market';
import { PROP_LINE_CSV_COLUMNS } from '../entities/prop-admin';
import { StatType, type PropLine } from '../entities/prop';
import type { Game } from '../entities/game';
import type { Player } from '../entities/player';
import { ValidationError } from '../errors';

type Column = (typeof PROP_LINE_CSV_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 5_000;

/**
 * How the API and the dev mock both read an import file with csv-parse (each with its own build of it): no
 * `columns`, so one array of strings per record and the header is the first row.
 */
export const PROP_LINE_CSV_PARSE_OPTIONS = {
  bom: true,
  skip_empty_lines: true,
  trim: true,
  relax_column_count: true,
} as const;

/** The 400 for a file csv-parse could not read. */
export function invalidCsvError(err: unknown): ValidationError {
  return new ValidationError(
    `The file is not valid CSV: ${err instanceof Error ? err.message : 'unreadable'}`,
    [{ path: 'body', message: 'Invalid CSV' }],
    'invalid_csv',
  );
}

export interface ImportRowReport {
  /** Line number in the file (the header is line 1). */
  line: number;
  player: string;
  stat_type: string;
  /** skipped: a stored line is the same observation (`propLineIdentity`); `id` is then that line's. */
  status: 'imported' | 'refused' | 'skipped';
  reasons: string[];
  id?: string;
}

export interface ParsedImport {
  lines: PropLine[];
  rows: ImportRowReport[];
  /** Rows already stored, left out of `lines`. */
  skipped: number;
}

/** What makes two prop lines the same observation. */
export type PropLineIdentityFields = Pick<
  PropLine,
  'player' | 'stat_type' | 'sportsbook' | 'game_id' | 'pulled_at'
>;

/**
 * A line is "already present" when a stored line has the same player, stat type, game, sportsbook and pulled
 * time (names and book compared trimmed and case-insensitively, times as instants). The line value and odds
 * are left out on purpose: one book quotes one line per player and stat at one instant, so a different value
 * under the same identity is a correction, made by editing the stored line, not a second line. Null when the
 * pulled time is not a date.
 */
export function propLineIdentity(l: PropLineIdentityFields): string | null {
  const at = Date.parse(l.pulled_at);
  if (Number.isNaN(at)) return null;
  return [
    l.player.trim().toLowerCase(),
    l.stat_type,
    (l.game_id ?? '').trim(),
    l.sportsbook.trim().toLowerCase(),
    String(at),
  ].join('|');
}

function alreadyStoredReason(stored: PropLine, lineValue: number, odds: number): string {
  const same = stored.line_value === lineValue && stored.odds === odds;
  const signed = (o: number) => (o > 0 ? `+${String(o)}` : String(o));
  return same
    ? 'already imported: a stored line has the same player, stat type, game, sportsbook and pulled time'
    : `a stored line has the same player, stat type, game, sportsbook and pulled time at ${String(stored.line_value)} (${signed(stored.odds)}); edit that line to correct it`;
}

export interface ImportLookups {
  players: readonly Pick<Player, 'id' | 'name'>[];
  /** Games by id; a line's game gives it its season and week. */
  gameById(id: string): Game | undefined;
  now: Date;
  /** A new prop line id. */
  newId(): string;
  /** Stored lines a row may repeat (at least those of the file's players); a match is skipped, not imported. */
  existing?: readonly PropLine[];
}

function columnIndexes(header: readonly string[]): Record<Column, number> {
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = PROP_LINE_CSV_COLUMNS.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => !(PROP_LINE_CSV_COLUMNS as readonly string[]).includes(n));
  const duplicated = names.filter((n, i) => names.indexOf(n) !== i);
  if (missing.length > 0 || unknown.length > 0 || duplicated.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.join(', ')}` : '',
      duplicated.length > 0 ? `repeated ${duplicated.join(', ')}` : '',
    ].filter(Boolean);
    throw new ValidationError(
      `Wrong CSV header (${parts.join('; ')}). Expected: ${PROP_LINE_CSV_COLUMNS.join(', ')}. Nothing was imported.`,
      [{ path: 'header', message: parts.join('; ') }],
      'invalid_csv_header',
    );
  }
  return Object.fromEntries(PROP_LINE_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    Column,
    number
  >;
}

/** The note an imported line of a started or finished game carries (issue 28 item 11: it was silent). */
export function startedGameNote(game: Pick<Game, 'status'>): string {
  return `warning: the game is ${game.status === 'final' ? 'already final' : 'already under way'}; the line is kept as line history and prices no open pick`;
}

/** The CSV's records (header first, cells as read) → the lines to store and a report per row. */
export function importPropLineRecords(
  records: readonly (readonly string[])[],
  lookups: ImportLookups,
): ParsedImport {
  const header = records[0];
  if (!header) {
    throw new ValidationError(
      'The file is empty: it needs a header row and at least one line.',
      [{ path: 'header', message: 'Missing' }],
      'invalid_csv_header',
    );
  }
  const col = columnIndexes(header);
  if (records.length - 1 > MAX_IMPORT_ROWS) {
    throw new ValidationError(`At most ${MAX_IMPORT_ROWS} lines can be imported at once.`, [
      { path: 'body', message: 'Too many rows' },
    ]);
  }
  const playerByName = new Map(lookups.players.map((p) => [p.name.trim().toLowerCase(), p]));
  const seen = new Set<string>();
  const stored = new Map<string, PropLine>();
  for (const l of lookups.existing ?? []) {
    const identity = propLineIdentity(l);
    if (identity !== null && !stored.has(identity)) stored.set(identity, l);
  }
  const lines: PropLine[] = [];
  const rows: ImportRowReport[] = [];
  let skipped = 0;
  const nowIso = lookups.now.toISOString();

  records.slice(1).forEach((record, i) => {
    const cell = (c: Column) => (record[col[c]] ?? '').trim();
    const reasons: string[] = [];
    const player = cell('player');
    if (player === '') reasons.push('player is empty');

    const statType = StatType.safeParse(cell('stat_type').toLowerCase());
    if (!statType.success)
      reasons.push(`stat_type "${cell('stat_type')}" is not one of ${StatType.options.join(', ')}`);

    const lineValue = Number(cell('line_value'));
    if (cell('line_value') === '' || !Number.isFinite(lineValue)) reasons.push('line_value is not a number');
    else if (!Number.isInteger(lineValue * 2)) reasons.push('line_value must be in steps of 0.5');

    const oddsText = cell('odds').replace(/^\+/, '');
    const odds = AmericanOdds.safeParse(Number(oddsText));
    if (oddsText === '' || !odds.success)
      reasons.push('odds must be American odds (-100 or lower, +100 or higher)');

    const sportsbook = cell('sportsbook');
    if (sportsbook === '') reasons.push('sportsbook is empty');

    const gameId = cell('game_id');
    const game = gameId === '' ? undefined : lookups.gameById(gameId);
    if (gameId !== '' && !game) reasons.push(`game_id "${gameId}" is not a known game`);

    const pulled = new Date(cell('pulled_at'));
    if (cell('pulled_at') === '' || Number.isNaN(pulled.getTime()))
      reasons.push('pulled_at is not a date and time');
    else if (game && pulled.getTime() >= Date.parse(game.kickoff))
      reasons.push(
        `pulled_at is at or after the game's kickoff (${game.kickoff}): a line quoted once the game started is not stored`,
      );

    const key = statType.success
      ? propLineIdentity({
          player,
          stat_type: statType.data,
          sportsbook,
          game_id: gameId,
          pulled_at: cell('pulled_at'),
        })
      : null;
    if (reasons.length === 0 && key !== null && seen.has(key))
      reasons.push('duplicate of an earlier line in this file');
    const report: ImportRowReport = {
      line: i + 2,
      player,
      stat_type: cell('stat_type'),
      status: 'refused',
      reasons,
    };
    rows.push(report);
    if (reasons.length > 0 || !statType.success || !odds.success || key === null) return;
    seen.add(key);
    const already = stored.get(key);
    if (already) {
      report.status = 'skipped';
      report.id = already.id;
      reasons.push(alreadyStoredReason(already, lineValue, odds.data));
      skipped++;
      return;
    }
    const id = lookups.newId();
    lines.push({
      id,
      player,
      player_id: playerByName.get(player.toLowerCase())?.id ?? null,
      stat_type: statType.data,
      line_value: lineValue,
      odds: odds.data,
      over_odds: odds.data,
      under_odds: null,
      sportsbook,
      game_id: game ? game.id : null,
      ...(game ? { season: game.season, week: game.week } : {}),
      pulled_at: pulled.toISOString(),
      updated_at: nowIso,
    });
    report.status = 'imported';
    report.id = id;
    // Imported, but said: a line of a game already under way or over is line history, never a bet to take.
    if (game && game.status !== 'scheduled') reasons.push(startedGameNote(game));
  });
  return { lines, rows, skipped };
}
