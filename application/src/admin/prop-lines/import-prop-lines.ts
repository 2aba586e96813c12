// Use case: importing prop lines from a CSV file. The caller's CSV reader (csv-parse: the server's build or the
// browser's) turns the text into records; the domain's import rules decide row by row. A line already stored
// (same player, stat type, game, sportsbook and pulled time) is skipped, so importing a file twice adds nothing.
import {
  importPropLineRecords,
  invalidCsvError,
  PROP_LINE_CSV_PARSE_OPTIONS,
  type ActivityRepository,
  type Clock,
  type GameRepository,
  type PlayerRepository,
  type PropLineImportReport,
  type PropLineRepository,
} from '@edgeboard/domain';

/** csv-parse's synchronous `parse`, given the domain's options. */
export type CsvParse = (text: string, options: typeof PROP_LINE_CSV_PARSE_OPTIONS) => unknown;

export interface ImportPropLinesDeps {
  /** Real time: when an undated row was pulled. */
  clock: Clock;
  parseCsv: CsvParse;
  /** A new line's id. */
  newId: () => string;
  players: Pick<PlayerRepository, 'all'>;
  games: Pick<GameRepository, 'getMany'>;
  propLines: Pick<PropLineRepository, 'forPlayers' | 'insertMany'>;
  activity: Pick<ActivityRepository, 'add'>;
}

export interface ImportRequest {
  text: string;
  /** Validate and report only: nothing is written (the preview screen). */
  dryRun: boolean;
  adminId: string;
}

/** The distinct non-empty values of one column (none when the header lacks it). */
function columnValues(records: readonly string[][], column: string): string[] {
  const idx = (records[0] ?? []).map((h) => h.trim().toLowerCase()).indexOf(column);
  if (idx < 0) return [];
  return [...new Set(records.slice(1).map((r) => (r[idx] ?? '').trim()))].filter((v) => v !== '');
}

export async function importPropLines(
  deps: ImportPropLinesDeps,
  req: ImportRequest,
): Promise<PropLineImportReport> {
  let records: string[][];
  try {
    records = deps.parseCsv(req.text, PROP_LINE_CSV_PARSE_OPTIONS) as string[][];
  } catch (err) {
    throw invalidCsvError(err);
  }
  // Only the games the file names, and the stored lines of its players (the ones a row may repeat).
  const [players, games, existing] = await Promise.all([
    deps.players.all(),
    deps.games.getMany(columnValues(records, 'game_id')),
    deps.propLines.forPlayers(columnValues(records, 'player')),
  ]);
  const gameById = new Map(games.map((g) => [g.id, g]));
  const parsed = importPropLineRecords(records, {
    players,
    gameById: (id) => gameById.get(id),
    now: deps.clock.now(),
    newId: deps.newId,
    existing,
  });
  const report = {
    imported: parsed.lines.length,
    refused: parsed.rows.length - parsed.lines.length - parsed.skipped,
    skipped: parsed.skipped,
    rows: parsed.rows,
  };
  if (req.dryRun) return report;
  if (parsed.lines.length > 0) await deps.propLines.insertMany(parsed.lines);
  await deps.activity.add({
    user_id: req.adminId,
    activity: 'prop_lines_imported',
    target: `${report.imported} imported, ${report.skipped} already stored, ${report.refused} refused`,
  });
  return report;
}
