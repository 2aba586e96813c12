// Prop line CSV import: csv-parse reads the file; the domain's import rules decide row by row.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  importPropLineRecords,
  PROP_LINE_CSV_COLUMNS,
  ValidationError,
  type ImportLookups,
  type ParsedImport,
} from '@edgeboard/domain';

export { PROP_LINE_CSV_COLUMNS };

function readCsv(text: string): string[][] {
  try {
    const rows: unknown = parse(text, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
    // Without `columns`, csv-parse yields one array of strings per record.
    return rows as string[][];
  } catch (err) {
    throw new ValidationError(
      `The file is not valid CSV: ${err instanceof Error ? err.message : 'unreadable'}`,
      [{ path: 'body', message: 'Invalid CSV' }],
      'invalid_csv',
    );
  }
}

/** The distinct game ids a file names (none when its header is wrong), to look the games up first. */
export function gameIdsInCsv(text: string): string[] {
  try {
    const records = readCsv(text);
    const idx = (records[0] ?? []).map((h) => h.trim().toLowerCase()).indexOf('game_id');
    if (idx < 0) return [];
    const ids = new Set(
      records
        .slice(1)
        .map((r) => (r[idx] ?? '').trim())
        .filter((v) => v !== ''),
    );
    return [...ids];
  } catch {
    return [];
  }
}

export function parsePropLineCsv(text: string, lookups: Omit<ImportLookups, 'newId'>): ParsedImport {
  return importPropLineRecords(readCsv(text), { ...lookups, newId: randomUUID });
}
