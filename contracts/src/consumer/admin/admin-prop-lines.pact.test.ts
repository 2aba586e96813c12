import { STAT_TYPES } from '@edgeboard/domain';
import { propLinesApi } from '@edgeboard/ui/src/features/admin/prop-lines/prop-lines.api';
import { propLinePicksApi } from '@edgeboard/ui/src/features/admin/prop-lines/prop-line-picks.api';
import { describe, expect, it } from 'vitest';
import { BAD_HEADER_CSV, IMPORT_CSV } from '../../admin-sample-data';
import { oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, fromState, itRefusesNonAdmins } from '../interaction';
import { importReport, importReportShape, propLine, propLineShape } from './admin-examples';
import { FIRST_PAGE, FIRST_PAGE_QUERY, itAnswers404ToMissing, pageLike } from './admin-resource';

const lineShape = () => ({
  ...(propLineShape() as object),
  stat_type: oneOf(STAT_TYPES, propLine.stat_type),
});
const linePath = (suffix = '') =>
  fromState(`/api/admin/prop-lines/\${propLineId}${suffix}`, { propLineId: propLine.id });
const IMPORT = '/api/admin/prop-lines/import';
/** An import needs the week's games (picks) and its players. */
const importing = [STATE.admin, STATE.picks, STATE.players];

describe('admin prop lines (ui/src/features/admin/prop-lines/prop-lines.api.ts)', () => {
  it('lists prop lines for an admin', async () => {
    const { data } = await api(
      'an admin request for a page of prop lines',
      STATE.admin,
      STATE.editablePropLine,
    )
      .get('/api/admin/prop-lines', FIRST_PAGE_QUERY)
      .answers(200, pageLike(lineShape()))
      .data((ui) => ui.dispatch(propLinesApi.endpoints.adminPropLines.initiate(FIRST_PAGE)));
    expect(data[0]?.id).toBe(propLine.id);
  });

  itRefusesNonAdmins(
    'a request for the admin prop lines from a subscriber who is not an admin',
    '/api/admin/prop-lines',
    FIRST_PAGE_QUERY,
    (ui) => ui.dispatch(propLinesApi.endpoints.adminPropLines.initiate(FIRST_PAGE)),
  );

  it('loads one prop line', async () => {
    const loaded = await api('an admin request for one prop line', STATE.admin, STATE.editablePropLine)
      .get(linePath())
      .answers(200, lineShape())
      .data((ui) => ui.dispatch(propLinesApi.endpoints.adminPropLine.initiate(propLine.id)));
    expect(loaded.player).toBe(propLine.player);
  });

  it("lists the AI picks priced from a prop line (the panel's related picks)", async () => {
    const related = {
      data: [
        {
          id: 'pick-1',
          player: propLine.player,
          stat_type: oneOf(STAT_TYPES, propLine.stat_type),
          pick: oneOf(['over', 'under'], 'over'),
          line_value: 62.5,
          confidence: 55,
          season: 2025,
          week: 6,
          sportsbook: 'DraftKings',
          result: null,
        },
      ],
    };
    const upon = 'an admin request for the AI picks priced from a prop line';
    const picks = await api(upon, STATE.admin, STATE.editablePropLine)
      .get(linePath('/picks'))
      // The seeded line may price no pick: zero or more picks of this shape.
      .answers(200, shapeOf(related, { mayBeEmpty: ['data'], fractional: ['line_value'] }))
      .data((ui) => ui.dispatch(propLinePicksApi.endpoints.adminPropLinePicks.initiate(propLine.id)));
    expect(Array.isArray(picks.data)).toBe(true);
  });

  itAnswers404ToMissing('a prop line', '/api/admin/prop-lines/no-such-line', (ui) =>
    ui.dispatch(propLinesApi.endpoints.adminPropLine.initiate('no-such-line')),
  );

  it('saves an edited prop line', async () => {
    const patch = { line_value: 63.5, odds: -105 };
    const saved = await api('an admin request to edit a prop line', STATE.admin, STATE.editablePropLine)
      .put(linePath(), patch)
      .answers(200, lineShape())
      .data((ui) =>
        ui.dispatch(propLinesApi.endpoints.updateAdminPropLine.initiate({ id: propLine.id, patch })),
      );
    expect(saved.id).toBe(propLine.id);
  });

  it('answers 400 to a line that is not in steps of 0.5', () => {
    const patch = { line_value: 63.25 };
    return api(
      'an admin request to edit a prop line with a line of 63.25',
      STATE.admin,
      STATE.editablePropLine,
    )
      .put(linePath(), patch)
      .invalid()
      .refuses((ui) =>
        ui.dispatch(propLinesApi.endpoints.updateAdminPropLine.initiate({ id: propLine.id, patch })),
      );
  });

  it('deletes a prop line', async () => {
    const deleted = await api('an admin request to delete a prop line', STATE.admin, STATE.editablePropLine)
      .delete(linePath())
      .answers(200, { success: true })
      .data((ui) => ui.dispatch(propLinesApi.endpoints.deleteAdminPropLine.initiate(propLine.id)));
    expect(deleted.success).toBe(true);
  });

  it('previews an import (dry run)', async () => {
    const report = await api('an admin request to preview a prop-line import', ...importing)
      .postCsv(IMPORT, IMPORT_CSV, { dryRun: 'true' })
      .answers(200, importReportShape())
      .data((ui) =>
        ui.dispatch(propLinesApi.endpoints.importPropLines.initiate({ csv: IMPORT_CSV, dryRun: true })),
      );
    expect(report.rows[0]?.line).toBe(importReport.rows[0]?.line);
  });

  it('imports prop lines', async () => {
    const report = await api('an admin request to import prop lines', ...importing)
      .postCsv(IMPORT, IMPORT_CSV)
      .answers(200, importReportShape())
      .data((ui) =>
        ui.dispatch(propLinesApi.endpoints.importPropLines.initiate({ csv: IMPORT_CSV, dryRun: false })),
      );
    expect(report.imported).toBe(importReport.imported);
  });

  it('answers 400 to a file whose header is wrong', async () => {
    const error = await api('an admin request to import a prop-line file with a wrong header', STATE.admin)
      .postCsv(IMPORT, BAD_HEADER_CSV, { dryRun: 'true' })
      .invalid('invalid_csv_header')
      .refuses((ui) =>
        ui.dispatch(propLinesApi.endpoints.importPropLines.initiate({ csv: BAD_HEADER_CSV, dryRun: true })),
      );
    // The import page shows a 400's message as is.
    expect(error).toMatchObject({ message: 'A message the screen may show' });
  });
});
