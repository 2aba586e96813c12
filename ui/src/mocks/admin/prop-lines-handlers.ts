// The prop lines screens: the list, a line, its related picks, an edit (which re-prices the line's pick with the
// engine, as the API does), the delete and the CSV import, answered by the API's use cases on the catalogue's
// in-memory repositories over the demo world (csv-parse's browser build reads the file).
import { importPropLines } from '@edgeboard/application/admin/prop-lines/import-prop-lines';
import {
  deletePropLine,
  editPropLine,
  getPropLine,
  listPropLines,
  picksOfLine,
} from '@edgeboard/application/admin/prop-lines/prop-lines';
import {
  PropLineImportReport,
  PropLinePicks,
  PropLine,
  PropLineListQuery,
  PropLineUpdate,
} from '@edgeboard/domain';
import { parse } from 'csv-parse/browser/esm/sync';
import { http } from 'msw';
import { apiError } from '@/mocks/api-errors';
import type { DemoWorld } from '@/mocks/demo-world';
import { guarded, guardedBody, type AdminPath } from './admin-guard';
import { answer, idOf } from './admin-http';
import { deleteRoute, getRoute, listRoute } from './admin-routes';
import { catalogueRepositories } from './catalogue-repositories';

/** The use cases' dependencies over the demo world (its lines changed in place), with the import's parser. */
const catalogue = (w: DemoWorld) => ({
  ...catalogueRepositories(w),
  parseCsv: parse,
  newId: () => crypto.randomUUID(),
});

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
  listRoute(at('/prop-lines'), PropLineListQuery, PropLine, (q, w) => listPropLines(catalogue(w), q)),
  getRoute(at('/prop-lines/:id/picks'), PropLinePicks, (id, w) => picksOfLine(catalogue(w), id)),
  getRoute(at('/prop-lines/:id'), PropLine, (id, w) => getPropLine(catalogue(w), id)),
  http.put(
    at('/prop-lines/:id'),
    guardedBody(PropLineUpdate.strict(), (patch, { params, w, admin }) =>
      answer(PropLine, () => editPropLine(catalogue(w), admin.id, idOf(params), patch)),
    ),
  ),
  deleteRoute(at('/prop-lines/:id'), (id, { w, admin }) => deletePropLine(catalogue(w), admin.id, id)),
];
