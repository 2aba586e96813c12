// The prop lines screens: the CSV import (csv-parse reads the file as the API does; the domain's import rules
// decide), the list with its filters and sort, a line's related picks, an edit and a delete.
import {
  importPropLineRecords,
  invalidCsvError,
  PROP_LINE_CSV_PARSE_OPTIONS,
  ValidationError,
  PropLineImportReport,
  PropLinePicks,
  picksPricedFromLine,
  PropLine,
  PropLineListQuery,
  PropLineUpdate,
} from '@edgeboard/domain';
import { parse } from 'csv-parse/browser/esm/sync';
import { http } from 'msw';
import { sortAdminRows } from '../admin-list-order';
import { apiError, invalid, notFound } from '../api-errors';
import type { DemoWorld } from '../demo-world';
import { guarded, type AdminPath } from './admin-guard';
import { bodyOf, contains, definedOf, Deleted, idOf, ok, page, pageOf, queryOf, t } from './admin-http';
import { record } from './admin-state';

function readCsv(text: string): string[][] {
  try {
    const rows: unknown = parse(text, PROP_LINE_CSV_PARSE_OPTIONS);
    return rows as string[][];
  } catch (err) {
    throw invalidCsvError(err);
  }
}

function parsePropLineCsv(w: DemoWorld, text: string, now: Date) {
  const gameById = new Map(w.season.games.map((g) => [g.id, g]));
  return importPropLineRecords(readCsv(text), {
    players: w.season.players,
    gameById: (id) => gameById.get(id),
    now,
    newId: () => crypto.randomUUID(),
    // Lines already stored are skipped, as the API does (it reads the file's players' lines).
    existing: w.season.propLines,
  });
}

export const propLinesHandlers = (at: AdminPath) => [
  http.post(
    at('/prop-lines/import'),
    guarded(async ({ request, w, admin }) => {
      const type = request.headers.get('content-type') ?? '';
      if (!/^text\/(csv|plain)\b/i.test(type))
        return apiError(400, 'unsupported_media_type', 'Send the file as text/csv', 'content-type');
      const dryRun = new URL(request.url).searchParams.get('dryRun');
      if (dryRun !== null && dryRun !== 'true' && dryRun !== 'false')
        return apiError(
          400,
          'invalid_request',
          'Invalid dryRun: Invalid option: expected one of "true"|"false"',
          'dryRun',
        );
      let parsed: ReturnType<typeof parsePropLineCsv>;
      try {
        parsed = parsePropLineCsv(w, await request.text(), new Date());
      } catch (err) {
        if (err instanceof ValidationError)
          return apiError(400, err.code, err.message, err.issues[0]?.path ?? 'body');
        throw err;
      }
      const report = {
        imported: parsed.lines.length,
        refused: parsed.rows.length - parsed.lines.length - parsed.skipped,
        skipped: parsed.skipped,
        rows: parsed.rows,
      };
      if (dryRun === 'true') return ok(PropLineImportReport, report);
      w.season.propLines.push(...parsed.lines);
      record(
        w,
        admin.id,
        'prop_lines_imported',
        `${report.imported} imported, ${report.skipped} already stored, ${report.refused} refused`,
      );
      return ok(PropLineImportReport, report);
    }),
  ),
  http.get(
    at('/prop-lines'),
    guarded(({ request, w }) => {
      const q = PropLineListQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      const { season, week, sportsbook, pulledFrom, pulledTo } = q.data;
      const rows = w.season.propLines
        .filter((l) => contains(l.player, q.data.search))
        .filter((l) => q.data.statType === undefined || l.stat_type === q.data.statType)
        .filter(
          (l) => (season === undefined || l.season === season) && (week === undefined || l.week === week),
        )
        .filter((l) => sportsbook === undefined || contains(l.sportsbook, sportsbook))
        .filter((l) => pulledFrom === undefined || t(l.pulled_at) >= t(pulledFrom))
        .filter((l) => pulledTo === undefined || t(l.pulled_at) < t(pulledTo));
      const sorted = sortAdminRows(rows, q.data, 'pulled_at', {
        pulled_at: [(l) => l.pulled_at],
        player: [(l) => l.player],
        stat_type: [(l) => l.stat_type],
        line_value: [(l) => l.line_value],
        sportsbook: [(l) => l.sportsbook],
        week: [(l) => l.season, (l) => l.week],
      });
      return ok(pageOf(PropLine), page(sorted, q.data));
    }),
  ),
  http.get(
    at('/prop-lines/:id/picks'),
    guarded(({ params, w }) => {
      const line = w.season.propLines.find((l) => l.id === idOf(params));
      if (!line) return notFound('Prop line', idOf(params));
      const weekPicks = w.picks
        .map((p) => p.pick)
        .filter((p) => p.season === line.season && p.week === line.week);
      return ok(PropLinePicks, { data: picksPricedFromLine(line, weekPicks) });
    }),
  ),
  http.get(
    at('/prop-lines/:id'),
    guarded(({ params, w }) => {
      const line = w.season.propLines.find((l) => l.id === idOf(params));
      return line ? ok(PropLine, line) : notFound('Prop line', idOf(params));
    }),
  ),
  http.put(
    at('/prop-lines/:id'),
    guarded(async ({ request, params, w }) => {
      const patch = PropLineUpdate.strict().safeParse(await bodyOf(request));
      if (!patch.success) return invalid(patch.error);
      const index = w.season.propLines.findIndex((l) => l.id === idOf(params));
      const current = w.season.propLines[index];
      if (!current) return notFound('Prop line', idOf(params));
      const defined = definedOf(patch.data);
      const updated: PropLine = { ...current, ...defined, updated_at: new Date().toISOString() };
      w.season.propLines[index] = updated;
      return ok(PropLine, updated);
    }),
  ),
  http.delete(
    at('/prop-lines/:id'),
    guarded(({ params, w, admin }) => {
      const index = w.season.propLines.findIndex((l) => l.id === idOf(params));
      const line = w.season.propLines[index];
      if (!line) return notFound('Prop line', idOf(params));
      w.season.propLines.splice(index, 1);
      record(
        w,
        admin.id,
        'prop_line_deleted',
        `${line.player} ${line.stat_type} ${line.line_value} (${line.sportsbook})`,
      );
      return ok(Deleted, { success: true });
    }),
  ),
];
