// The prop lines screens: the list, a line, its related picks, the delete and the CSV import answered by the
// API's use cases on the demo world's lines (csv-parse's browser build reads the file). An edit updates the
// stored line; it does not re-price the line's pick as the API does (the mock runs no engine).
import { importPropLines } from '@edgeboard/application/admin/prop-lines/import-prop-lines';
import {
  deletePropLine,
  getPropLine,
  listPropLines,
  picksOfLine,
} from '@edgeboard/application/admin/prop-lines/prop-lines';
import { InMemoryPropLineRepository } from '@edgeboard/application/in-memory/prop-line-repository';
import {
  PropLineImportReport,
  PropLinePicks,
  PropLine,
  PropLineListQuery,
  PropLineUpdate,
} from '@edgeboard/domain';
import { parse } from 'csv-parse/browser/esm/sync';
import { http } from 'msw';
import { apiError, invalid, notFound } from '@/mocks/api-errors';
import type { DemoWorld } from '@/mocks/demo-world';
import { guarded, type AdminPath } from './admin-guard';
import { answer, bodyOf, Deleted, idOf, ok, pageOf, queryOf } from './admin-http';
import { activityOf, mockClock } from './admin-state';

/** The use cases' dependencies over the demo world (its lines changed in place). */
function catalogue(w: DemoWorld) {
  const gameById = new Map(w.season.games.map((g) => [g.id, g]));
  return {
    clock: mockClock,
    propLines: new InMemoryPropLineRepository(w.season.propLines, mockClock),
    picks: {
      forWeek: (season: number, week: number) =>
        Promise.resolve(w.picks.map((p) => p.pick).filter((p) => p.season === season && p.week === week)),
    },
    players: { all: () => Promise.resolve(w.season.players) },
    games: {
      getMany: (ids: readonly string[]) => Promise.resolve(ids.flatMap((id) => gameById.get(id) ?? [])),
    },
    activity: activityOf(w),
    parseCsv: parse,
    newId: () => crypto.randomUUID(),
  };
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
      const text = await request.text();
      return answer(PropLineImportReport, () =>
        importPropLines(catalogue(w), { text, dryRun: dryRun === 'true', adminId: admin.id }),
      );
    }),
  ),
  http.get(
    at('/prop-lines'),
    guarded(({ request, w }) => {
      const q = PropLineListQuery.safeParse(queryOf(request));
      if (!q.success) return invalid(q.error);
      return answer(pageOf(PropLine), () => listPropLines(catalogue(w), q.data));
    }),
  ),
  http.get(
    at('/prop-lines/:id/picks'),
    guarded(({ params, w }) => answer(PropLinePicks, () => picksOfLine(catalogue(w), idOf(params)))),
  ),
  http.get(
    at('/prop-lines/:id'),
    guarded(({ params, w }) => answer(PropLine, () => getPropLine(catalogue(w), idOf(params)))),
  ),
  http.put(
    at('/prop-lines/:id'),
    guarded(async ({ request, params, w }) => {
      const patch = PropLineUpdate.strict().safeParse(await bodyOf(request));
      if (!patch.success) return invalid(patch.error);
      const updated = await catalogue(w).propLines.update(idOf(params), patch.data);
      return updated ? ok(PropLine, updated) : notFound('Prop line', idOf(params));
    }),
  ),
  http.delete(
    at('/prop-lines/:id'),
    guarded(({ params, w, admin }) =>
      answer(Deleted, async () => {
        await deletePropLine(catalogue(w), admin.id, idOf(params));
        return { success: true };
      }),
    ),
  ),
];
