// Back-office prop lines: list with player search and stat type filter, detail, edit, delete, CSV import.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  PropLineImportReport,
  NotFoundError,
  picksPricedFromLine,
  PropLine,
  PropLinePicks,
  PropLineListQuery,
  PropLineUpdate,
  ValidationError,
  type ActivityRepository,
  type GameRepository,
  type PropLineRepository,
} from '@edgeboard/domain';
import type { AppEnv } from '../../http/app-env';
import { bearer, errors, json } from '../../http/openapi';
import { requireAdmin } from './admin-guard';
import { Deleted, IdParam, pageOf } from './admin-schemas';
import { propKey } from './engine-inputs';
import { repricePicks, type GenerateDeps } from './generate-picks';
import { gameIdsInCsv, parsePropLineCsv, playerNamesInCsv, PROP_LINE_CSV_COLUMNS } from './prop-line-csv';

/** Generation's inputs too: an edited line re-prices its pick. */
export interface PropLinesAdminDeps extends Omit<GenerateDeps, 'propLines' | 'games'> {
  propLines: PropLineRepository;
  games: Pick<GameRepository, 'getMany' | 'forWeek'>;
  activity: ActivityRepository;
}

const tags = ['Admin: prop lines'];
const adminErrors = { 401: errors[401], 403: errors[403] };

export const ImportReport = PropLineImportReport;

const listRoute = createRoute({
  method: 'get',
  path: '/api/admin/prop-lines',
  tags,
  summary:
    'Prop lines, most recently pulled first unless sortBy (pulled_at, player, stat_type, line_value, sportsbook, week) and sortOrder say otherwise; search on the player name; stat type, season, week, sportsbook (partial) and pulled-at range filters',
  security: bearer,
  request: { query: PropLineListQuery },
  responses: { 200: json(pageOf(PropLine), 'A page of prop lines'), 400: errors[400], ...adminErrors },
});
const getRoute = createRoute({
  method: 'get',
  path: '/api/admin/prop-lines/{id}',
  tags,
  summary: 'One prop line',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: json(PropLine, 'The prop line'), ...adminErrors, 404: errors[404] },
});
const picksRoute = createRoute({
  method: 'get',
  path: '/api/admin/prop-lines/{id}/picks',
  tags,
  summary: 'The AI picks priced from this line (same week, player and stat type), highest Edge Score first',
  description:
    'Editing the line re-prices the ungraded ones; deleting it leaves them priced from the other books. ' +
    'A line without a game has no week, so no pick is priced from it.',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: json(PropLinePicks, 'The related picks'), ...adminErrors, 404: errors[404] },
});
const updateRoute = createRoute({
  method: 'put',
  path: '/api/admin/prop-lines/{id}',
  tags,
  summary: 'Edit a prop line (line in steps of 0.5, American odds)',
  security: bearer,
  request: {
    params: IdParam,
    body: { required: true, content: { 'application/json': { schema: PropLineUpdate.strict() } } },
  },
  responses: { 200: json(PropLine, 'The updated line'), 400: errors[400], ...adminErrors, 404: errors[404] },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/admin/prop-lines/{id}',
  tags,
  summary: 'Delete a prop line',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: json(Deleted, 'Deleted'), ...adminErrors, 404: errors[404] },
});
const importRoute = createRoute({
  method: 'post',
  path: '/api/admin/prop-lines/import',
  tags,
  summary: `Import prop lines from CSV (columns: ${PROP_LINE_CSV_COLUMNS.join(', ')})`,
  description:
    'Each line is imported or refused with its reasons. A line already stored (same player, stat type, game, ' +
    'sportsbook and pulled time) is skipped and counted in `skipped`, so importing a file twice adds nothing. ' +
    'A file whose header is wrong imports nothing (400). ' +
    'With dryRun=true nothing is written: the report says what an import would do (the preview screen).',
  security: bearer,
  request: {
    query: z.object({
      dryRun: z
        .enum(['true', 'false'])
        .optional()
        .openapi({ description: 'true: validate and report only, write nothing' }),
    }),
    body: {
      required: true,
      content: {
        'text/csv': { schema: z.string().openapi({ example: `${PROP_LINE_CSV_COLUMNS.join(',')}\n` }) },
      },
    },
  },
  responses: { 200: json(ImportReport, 'What was imported and refused'), 400: errors[400], ...adminErrors },
});

export function propLinesAdminRoutes(deps: PropLinesAdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await deps.propLines.list({
        page: q.page,
        pageSize: q.pageSize,
        ...(q.search ? { search: q.search } : {}),
        ...(q.statType ? { statType: q.statType } : {}),
        ...(q.season !== undefined ? { season: q.season } : {}),
        ...(q.week !== undefined ? { week: q.week } : {}),
        ...(q.sportsbook ? { sportsbook: q.sportsbook } : {}),
        ...(q.pulledFrom ? { pulledFrom: q.pulledFrom } : {}),
        ...(q.pulledTo ? { pulledTo: q.pulledTo } : {}),
        sortBy: q.sortBy,
        sortOrder: q.sortOrder,
      }),
      200,
    );
  });
  app.openapi(getRoute, async (c) => {
    const { id } = c.req.valid('param');
    const line = await deps.propLines.get(id);
    if (!line) throw new NotFoundError('Prop line', id);
    return c.json(line, 200);
  });
  app.openapi(picksRoute, async (c) => {
    const { id } = c.req.valid('param');
    const line = await deps.propLines.get(id);
    if (!line) throw new NotFoundError('Prop line', id);
    const weekPicks =
      line.season !== undefined && line.week !== undefined
        ? await deps.picks.forWeek(line.season, line.week)
        : [];
    return c.json({ data: picksPricedFromLine(line, weekPicks) }, 200);
  });
  app.openapi(updateRoute, async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid('param');
    const before = await deps.propLines.get(id);
    const updated = before ? await deps.propLines.update(id, c.req.valid('json')) : null;
    if (!before || !updated) throw new NotFoundError('Prop line', id);
    // The market moved: the pick on this player and stat type is re-priced from the books' lines now (and
    // the one the line belonged to before, if the edit moved it), so subscribers see the new line at once.
    const keys = new Set([propKey(before), propKey(updated)]);
    const { repriced } =
      updated.season !== undefined && updated.week !== undefined
        ? await repricePicks(deps, updated.season, updated.week, keys)
        : { repriced: 0 };
    await deps.activity.add({
      user_id: admin.userId,
      activity: 'prop_line_updated',
      target: `${updated.player} ${updated.stat_type} ${before.line_value} -> ${updated.line_value} (${updated.sportsbook}); ${repriced} pick${repriced === 1 ? '' : 's'} re-priced`,
    });
    return c.json(updated, 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const admin = requireAdmin(c);
    const { id } = c.req.valid('param');
    const line = await deps.propLines.get(id);
    if (!line || !(await deps.propLines.delete(id))) throw new NotFoundError('Prop line', id);
    await deps.activity.add({
      user_id: admin.userId,
      activity: 'prop_line_deleted',
      target: `${line.player} ${line.stat_type} ${line.line_value} (${line.sportsbook})`,
    });
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
    const text = await c.req.text();
    const [players, games, existing] = await Promise.all([
      deps.players.all(),
      deps.games.getMany(gameIdsInCsv(text)),
      deps.propLines.forPlayers(playerNamesInCsv(text)),
    ]);
    const gameById = new Map(games.map((g) => [g.id, g]));
    const parsed = parsePropLineCsv(text, {
      players,
      gameById: (id) => gameById.get(id),
      now: deps.clock.now(),
      existing,
    });
    const report = {
      imported: parsed.lines.length,
      refused: parsed.rows.length - parsed.lines.length - parsed.skipped,
      skipped: parsed.skipped,
      rows: parsed.rows,
    };
    if (dryRun) return c.json(report, 200);
    if (parsed.lines.length > 0) await deps.propLines.insertMany(parsed.lines);
    await deps.activity.add({
      user_id: admin.userId,
      activity: 'prop_lines_imported',
      target: `${report.imported} imported, ${report.skipped} already stored, ${report.refused} refused`,
    });
    return c.json(report, 200);
  });
  return app;
}
