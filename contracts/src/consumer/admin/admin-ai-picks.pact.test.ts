import { MatchersV3 } from '@pact-foundation/pact';
import { PICK_RESULTS } from '@edgeboard/domain';
import { aiPicksAdminApi } from '@edgeboard/ui/src/features/admin/ai-picks/ai-picks.api';
import { generatePreviewApi } from '@edgeboard/ui/src/features/admin/ai-picks/generate.api';
import { describe, expect, it } from 'vitest';
import { GENERATE_SEASON, GENERATE_WEEK } from '../../admin-sample-data';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';
import { gradedPick, pickShape, ungradedPick } from './admin-examples';

const EDITABLE_EXAMPLE = ungradedPick.id;
const editablePath = () =>
  MatchersV3.fromProviderState('/api/admin/ai-picks/${aiPickId}', `/api/admin/ai-picks/${EDITABLE_EXAMPLE}`);
const jsonHeaders = () => ({ ...bearer(), 'Content-Type': 'application/json' });
const highBand = { page: 1, pageSize: 10, band: 'high' as const };

describe('admin AI picks (ui/src/features/admin/ai-picks/ai-picks.api.ts)', () => {
  it('lists the picks of the high confidence band', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.picks)
      .uponReceiving('an admin request for a page of high-band AI picks')
      .withRequest('GET', '/api/admin/ai-picks', (b) =>
        b.query({ page: '1', pageSize: '10', band: 'high' }).headers(bearer()),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody({
          // 80 and up: graded picks only in every world, so their result fields are set.
          data: MatchersV3.eachLike(pickShape({ ...gradedPick, result: oneOf(PICK_RESULTS, 'win') })),
          count: MatchersV3.integer(3),
        }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.adminAiPicks.initiate(highBand),
        );
        expect(dataOf(result).data[0]?.confidence).toBe(gradedPick.confidence);
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the admin AI picks from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/ai-picks', (b) =>
        b.query({ page: '1', pageSize: '10', band: 'high' }).headers(bearer()),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.adminAiPicks.initiate(highBand),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });

  it('loads one pick', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePick)
      .uponReceiving('an admin request for one AI pick')
      .withRequest('GET', editablePath(), (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(pickShape(ungradedPick)))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.adminAiPick.initiate(EDITABLE_EXAMPLE),
        );
        expect(dataOf(result).result).toBeNull();
      });
  });

  it('answers 404 to a pick that does not exist', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request for an AI pick that does not exist')
      .withRequest('GET', '/api/admin/ai-picks/no-such-pick', (b) => b.headers(bearer()))
      .willRespondWith(404, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('not_found')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.adminAiPick.initiate('no-such-pick'),
        );
        expect(result.error).toMatchObject({ status: 404 });
      });
  });

  it('saves an edited pick', async () => {
    const changes = { confidence: 58, line_value: 56.5, pick: 'under' as const };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePick)
      .uponReceiving('an admin request to edit an AI pick')
      .withRequest('PUT', editablePath(), (b) => b.headers(jsonHeaders()).jsonBody(changes))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(pickShape({ ...ungradedPick, ...changes })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.updateAiPick.initiate({ id: EDITABLE_EXAMPLE, changes }),
        );
        expect(dataOf(result).confidence).toBe(changes.confidence);
      });
  });

  it('answers 400 to an Edge Score out of range', async () => {
    const changes = { confidence: 0 };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePick)
      .uponReceiving('an admin request to edit an AI pick with a confidence of 0')
      .withRequest('PUT', editablePath(), (b) => b.headers(jsonHeaders()).jsonBody(changes))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.updateAiPick.initiate({ id: EDITABLE_EXAMPLE, changes }),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('deletes a pick', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editablePick)
      .uponReceiving('an admin request to delete an AI pick')
      .withRequest('DELETE', editablePath(), (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ success: true }))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.deleteAiPick.initiate(EDITABLE_EXAMPLE),
        );
        expect(dataOf(result).success).toBe(true);
      });
  });

  it("generates a week's picks", async () => {
    const week = { season: GENERATE_SEASON, week: GENERATE_WEEK };
    const generated = {
      season: GENERATE_SEASON,
      week: GENERATE_WEEK,
      lines: 2,
      deleted: 0,
      inserted: 1,
      picks: [{ ...ungradedPick, id: 'generated-pick', created_at: '2026-11-21T12:00:00.000Z' }],
      skipped: [{ player: 'Nobody Known', stat_type: 'receiving_yards', reason: 'Unknown player' }],
    };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.generatableWeek)
      .uponReceiving("an admin request to generate a week's AI picks")
      .withRequest('POST', '/api/admin/ai-picks/generate', (b) =>
        b.headers(jsonHeaders()).jsonBody({
          season: MatchersV3.fromProviderState('${generateSeason}', GENERATE_SEASON),
          week: MatchersV3.fromProviderState('${generateWeek}', GENERATE_WEEK),
        }),
      )
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody({
          ...(shapeOf({ ...generated, picks: undefined }) as object),
          picks: MatchersV3.eachLike(pickShape(generated.picks[0] ?? ungradedPick)),
        }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.generateAiPicks.initiate(week),
        );
        expect(dataOf(result).inserted).toBe(generated.inserted);
      });
  });

  it('previews a generation run for the current week (a dry run)', async () => {
    const preview = {
      season: 2025,
      week: 10,
      current: { season: 2025, week: 10 },
      lines: 0,
      ungraded: 0,
      graded: 0,
    };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request for the generate preview of the current week')
      .withRequest('GET', '/api/admin/ai-picks/generate/preview', (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(preview)))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          generatePreviewApi.endpoints.generatePreview.initiate({}),
        );
        expect(dataOf(result).current.week).toBeGreaterThan(0);
      });
  });

  it('answers 404 to a week with no prop lines', async () => {
    const empty = { season: 2023, week: 1 };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request to generate the AI picks of a week with no prop lines')
      .withRequest('POST', '/api/admin/ai-picks/generate', (b) => b.headers(jsonHeaders()).jsonBody(empty))
      .willRespondWith(404, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('not_found')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          aiPicksAdminApi.endpoints.generateAiPicks.initiate(empty),
        );
        // The generate page shows the server's message.
        expect(result.error).toMatchObject({ status: 404, message: 'A message the screen may show' });
      });
  });
});
