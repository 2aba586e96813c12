// Prop line CSV import: csv-parse reads the file; the domain's import rules decide row by row.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  importPropLineRecords,
  invalidCsvError,
  PROP_LINE_CSV_PARSE_OPTIONS,
  PROP_LINE_CSV_COLUMNS,
  type ImportLookups,
  type ParsedImport,
} from '@edgeboard/domain';

export { PROP_LINE_CSV_COLUMNS };

function readCsv(text: string): string[][] {
  try {
    const rows: unknown = parse(text, PROP_LINE_CSV_PARSE_OPTIONS);
    return rows as string[][];
  } catch (err) {
    throw invalidCsvError(err);
  }
}

/** The distinct non-empty values of one column (none when the header lacks it or the file is unreadable). */
function columnValues(text: string, column: string): string[] {
  try {
    const records = readCsv(text);
    const idx = (records[0] ?? []).map((h) => h.trim().toLowerCase()).indexOf(column);
    if (idx < 0) return [];
    const values = new Set(
      records
        .slice(1)
        .map((r) => (r[idx] ?? '').trim())
        .filter((v) => v !== ''),
    );
    return [...values];
  } catch {
    return [];
  }
}

/** The distinct game ids a file names (none when its header is wrong), to look the games up first. */
export function gameIdsInCsv(text: string): string[] {
  return columnValues(text, 'game_id');
}

/** The distinct player names a file names: their stored lines are the ones a row may repeat. */
export function playerNamesInCsv(text: string): string[] {
  return columnValues(text, 'player');
}

export function parsePropLineCsv(text: string, lookups: Omit<ImportLookups, 'newId'>): ParsedImport {
  return importPropLineRecords(readCsv(text), { ...lookups, newId: randomUUID });
}
