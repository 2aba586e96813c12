import { MatchersV3 } from '@pact-foundation/pact';
import { STAT_TYPES } from '@edgeboard/domain';
import { propLinesApi } from '@edgeboard/ui/src/features/admin/prop-lines/prop-lines.api';
import { propLinePicksApi } from '@edgeboard/ui/src/features/admin/prop-lines/prop-line-picks.api';
import { describe, expect, it } from 'vitest';
import { BAD_HEADER_CSV, IMPORT_CSV } from '../../admin-sample-data';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';
import { importReport, importReportShape, propLine, propLineShape } from './admin-examples';

const lineShape = () => ({
  ...(propLineShape() as object),
  stat_type: oneOf(STAT_TYPES, propLine.stat_type),
});
const linePath = () =>
  MatchersV3.fromProviderState('/api/admin/prop-lines/${propLineId}', `/api/admin/prop-lines/${propLine.id}`);
const jsonHeaders = () => ({ ...bearer(), 'Content-Type': 'application/json' });
const csvHeaders = () => ({ ...bearer(), 'Content-Type': 'text/csv' });
const firstPage = { page: 1, pageSize: 10 };

describe('admin prop lines (ui/src/features/admin/prop-lines/prop-lines.api.ts)', () => {
  it('lists prop lines for an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePropLine)
      .uponReceiving('an admin request for a page of prop lines')
      .withRequest('GET', '/api/admin/prop-lines', (b) =>
        b.query({ page: '1', pageSize: '10' }).headers(bearer()),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody({ data: MatchersV3.eachLike(lineShape()), count: MatchersV3.integer(1) }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.adminPropLines.initiate(firstPage),
        );
        expect(dataOf(result).data[0]?.id).toBe(propLine.id);
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the admin prop lines from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/prop-lines', (b) =>
        b.query({ page: '1', pageSize: '10' }).headers(bearer()),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.adminPropLines.initiate(firstPage),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });

  it('loads one prop line', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePropLine)
      .uponReceiving('an admin request for one prop line')
      .withRequest('GET', linePath(), (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(lineShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.adminPropLine.initiate(propLine.id),
        );
        expect(dataOf(result).player).toBe(propLine.player);
      });
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
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePropLine)
      .uponReceiving('an admin request for the AI picks priced from a prop line')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/api/admin/prop-lines/${propLineId}/picks',
          `/api/admin/prop-lines/${propLine.id}/picks`,
        ),
        (b) => b.headers(bearer()),
      )
      // The seeded line may price no pick: zero or more picks of this shape.
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody(shapeOf(related, { mayBeEmpty: ['data'], fractional: ['line_value'] })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinePicksApi.endpoints.adminPropLinePicks.initiate(propLine.id),
        );
        expect(Array.isArray(dataOf(result).data)).toBe(true);
      });
  });

  it('answers 404 to a prop line that does not exist', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request for a prop line that does not exist')
      .withRequest('GET', '/api/admin/prop-lines/no-such-line', (b) => b.headers(bearer()))
      .willRespondWith(404, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('not_found')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.adminPropLine.initiate('no-such-line'),
        );
        expect(result.error).toMatchObject({ status: 404 });
      });
  });

  it('saves an edited prop line', async () => {
    const patch = { line_value: 63.5, odds: -105 };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePropLine)
      .uponReceiving('an admin request to edit a prop line')
      .withRequest('PUT', linePath(), (b) => b.headers(jsonHeaders()).jsonBody(patch))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(lineShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.updateAdminPropLine.initiate({ id: propLine.id, patch }),
        );
        expect(dataOf(result).id).toBe(propLine.id);
      });
  });

  it('answers 400 to a line that is not in steps of 0.5', async () => {
    const patch = { line_value: 63.25 };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePropLine)
      .uponReceiving('an admin request to edit a prop line with a line of 63.25')
      .withRequest('PUT', linePath(), (b) => b.headers(jsonHeaders()).jsonBody(patch))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.updateAdminPropLine.initiate({ id: propLine.id, patch }),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('deletes a prop line', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePropLine)
      .uponReceiving('an admin request to delete a prop line')
      .withRequest('DELETE', linePath(), (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ success: true }))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.deleteAdminPropLine.initiate(propLine.id),
        );
        expect(dataOf(result).success).toBe(true);
      });
  });

  it('previews an import (dry run)', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.picks)
      .given(STATE.players)
      .uponReceiving('an admin request to preview a prop-line import')
      .withRequest('POST', '/api/admin/prop-lines/import', (b) =>
        b.query({ dryRun: 'true' }).headers(csvHeaders()).body('text/plain', Buffer.from(IMPORT_CSV)),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(importReportShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.importPropLines.initiate({ csv: IMPORT_CSV, dryRun: true }),
        );
        expect(dataOf(result).rows[0]?.line).toBe(importReport.rows[0]?.line);
      });
  });

  it('imports prop lines', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.picks)
      .given(STATE.players)
      .uponReceiving('an admin request to import prop lines')
      .withRequest('POST', '/api/admin/prop-lines/import', (b) =>
        b.headers(csvHeaders()).body('text/plain', Buffer.from(IMPORT_CSV)),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(importReportShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.importPropLines.initiate({ csv: IMPORT_CSV, dryRun: false }),
        );
        expect(dataOf(result).imported).toBe(importReport.imported);
      });
  });

  it('answers 400 to a file whose header is wrong', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request to import a prop-line file with a wrong header')
      .withRequest('POST', '/api/admin/prop-lines/import', (b) =>
        b.query({ dryRun: 'true' }).headers(csvHeaders()).body('text/plain', Buffer.from(BAD_HEADER_CSV)),
      )
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_csv_header')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          propLinesApi.endpoints.importPropLines.initiate({ csv: BAD_HEADER_CSV, dryRun: true }),
        );
        // The import page shows a 400's message as is.
        expect(result.error).toMatchObject({ status: 400, message: 'A message the screen may show' });
      });
  });
});
