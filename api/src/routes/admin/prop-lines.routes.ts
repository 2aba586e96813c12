// Back-office prop lines: list with player search and stat type filter, detail, edit, delete, CSV import.
import { randomUUID } from 'node:crypto';
import type { GenerateDeps } from '@edgeboard/application/admin/generate-picks/compute-picks';
import { importPropLines } from '@edgeboard/application/admin/prop-lines/import-prop-lines';
import {
  deletePropLine,
  editPropLine,
  getPropLine,
  listPropLines,
  picksOfLine,
} from '@edgeboard/application/admin/prop-lines/prop-lines';
import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  PROP_LINE_CSV_COLUMNS,
  PropLineImportReport,
  PropLine,
  PropLinePicks,
  PropLineListQuery,
  PropLineUpdate,
  stableId,
  ValidationError,
  type ActivityRepository,
  type GameRepository,
  type PropLineRepository,
} from '@edgeboard/domain';
import { parse } from 'csv-parse/sync';
import type { AppEnv } from '../../http/app-env';
import { adminGroup, ok } from '../../http/route-group';
import { requireAdmin } from './admin-guard';
import { editRoute, IdParam, itemRoute, listRoute } from './admin-schemas';

/** Generation's inputs too: an edited line re-prices its pick. */
export interface PropLinesAdminDeps extends Omit<GenerateDeps, 'propLines' | 'games' | 'stableId'> {
  propLines: PropLineRepository;
  games: Pick<GameRepository, 'getMany' | 'forWeek'>;
  activity: ActivityRepository;
}

const admin = adminGroup('prop lines', '/api/admin/prop-lines');

export const ImportReport = PropLineImportReport;

const listLinesRoute = listRoute(
  admin,
  'Prop lines, most recently pulled first unless sortBy (pulled_at, player, stat_type, line_value, sportsbook, week) and sortOrder say otherwise; search on the player name; stat type, season, week, sportsbook (partial) and pulled-at range filters',
  PropLineListQuery,
  PropLine,
  'A page of prop lines',
);
const getRoute = itemRoute(admin, 'One prop line', PropLine, 'The prop line');
const picksRoute = admin.get(
  '/{id}/picks',
  {
    summary: 'The AI picks priced from this line (same week, player and stat type), highest Edge Score first',
    description:
      'Editing the line re-prices the ungraded ones; deleting it leaves them priced from the other books. ' +
      'A line without a game has no week, so no pick is priced from it.',
  },
  { params: IdParam },
  ok(PropLinePicks, 'The related picks'),
  404,
);
const updateRoute = editRoute(
  admin,
  'Edit a prop line (line in steps of 0.5, American odds)',
  PropLineUpdate.strict(),
  PropLine,
  'The updated line',
);
const deleteRoute = admin.deleteById('Delete a prop line');
const csvBody = z.string().openapi({ example: `${PROP_LINE_CSV_COLUMNS.join(',')}\n` });
const importRoute = admin.post(
  '/import',
  {
    summary: `Import prop lines from CSV (columns: ${PROP_LINE_CSV_COLUMNS.join(', ')})`,
    description:
      'Each line is imported or refused with its reasons. A line already stored (same player, stat type, game, ' +
      'sportsbook and pulled time) is skipped and counted in `skipped`, so importing a file twice adds nothing. ' +
      'A file whose header is wrong imports nothing (400). ' +
      'With dryRun=true nothing is written: the report says what an import would do (the preview screen).',
  },
  {
    query: z.object({
      dryRun: z
        .enum(['true', 'false'])
        .optional()
        .openapi({ description: 'true: validate and report only, write nothing' }),
    }),
    body: { required: true, content: { 'text/csv': { schema: csvBody } } },
  },
  ok(ImportReport, 'What was imported and refused'),
  400,
);

export function propLinesAdminRoutes(deps: PropLinesAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  const withIds = { ...deps, stableId, newId: randomUUID, parseCsv: parse };
  app.openapi(listLinesRoute, async (c) => c.json(await listPropLines(deps, c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await getPropLine(deps, c.req.valid('param').id), 200));
  app.openapi(picksRoute, async (c) => c.json(await picksOfLine(deps, c.req.valid('param').id), 200));
  app.openapi(updateRoute, async (c) => {
    const admin = requireAdmin(c);
    const updated = await editPropLine(withIds, admin.userId, c.req.valid('param').id, c.req.valid('json'));
    return c.json(updated, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await deletePropLine(deps, requireAdmin(c).userId, c.req.valid('param').id);
    return c.json({ success: true as const }, 200);
  });
  app.openapi(importRoute, async (c) => {
    const admin = requireAdmin(c);
    const type = c.req.header('content-type') ?? '';
    if (!/^text\/(csv|plain)\b/i.test(type)) {
      throw new ValidationError(
        'Send the file as text/csv',
        [{ path: 'content-type', message: 'Expected text/csv' }],
        'unsupported_media_type',
      );
    }
    const dryRun = c.req.valid('query').dryRun === 'true';
    const report = await importPropLines(withIds, {
      text: await c.req.text(),
      dryRun,
      adminId: admin.userId,
    });
    return c.json(report, 200);
  });
  return app;
}
