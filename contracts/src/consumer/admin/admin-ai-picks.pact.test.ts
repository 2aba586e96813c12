import { MatchersV3 } from '@pact-foundation/pact';
import { PICK_RESULTS } from '@edgeboard/domain';
import { aiPicksAdminApi } from '@edgeboard/ui/src/features/admin/ai-picks/ai-picks.api';
import { generatePreviewApi } from '@edgeboard/ui/src/features/admin/ai-picks/generate.api';
import { describe, expect, it } from 'vitest';
import { GENERATE_SEASON, GENERATE_WEEK } from '../../admin-sample-data';
import { oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, fromState, itRefusesNonAdmins } from '../interaction';
import { gradedPick, pickShape, ungradedPick } from './admin-examples';
import { FIRST_PAGE, FIRST_PAGE_QUERY, itAnswers404ToMissing, pageLike } from './admin-resource';

const EDITABLE_EXAMPLE = ungradedPick.id;
const editablePath = fromState('/api/admin/ai-picks/${aiPickId}', { aiPickId: EDITABLE_EXAMPLE });
const HIGH_BAND = { ...FIRST_PAGE_QUERY, band: 'high' };
const highBand = { ...FIRST_PAGE, band: 'high' as const };

describe('admin AI picks (ui/src/features/admin/ai-picks/ai-picks.api.ts)', () => {
  it('lists the picks of the high confidence band', async () => {
    // 80 and up: graded picks only in every world, so their result fields are set.
    const graded = pickShape({ ...gradedPick, result: oneOf(PICK_RESULTS, 'win') });
    const { data } = await api('an admin request for a page of high-band AI picks', STATE.admin, STATE.picks)
      .get('/api/admin/ai-picks', HIGH_BAND)
      .answers(200, pageLike(graded, 3))
      .data((ui) => ui.dispatch(aiPicksAdminApi.endpoints.adminAiPicks.initiate(highBand)));
    expect(data[0]?.confidence).toBe(gradedPick.confidence);
  });

  itRefusesNonAdmins(
    'a request for the admin AI picks from a subscriber who is not an admin',
    '/api/admin/ai-picks',
    HIGH_BAND,
    (ui) => ui.dispatch(aiPicksAdminApi.endpoints.adminAiPicks.initiate(highBand)),
  );

  it('loads one pick', async () => {
    const loaded = await api('an admin request for one AI pick', STATE.admin, STATE.editablePick)
      .get(editablePath)
      .answers(200, pickShape(ungradedPick))
      .data((ui) => ui.dispatch(aiPicksAdminApi.endpoints.adminAiPick.initiate(EDITABLE_EXAMPLE)));
    expect(loaded.result).toBeNull();
  });

  itAnswers404ToMissing('an AI pick', '/api/admin/ai-picks/no-such-pick', (ui) =>
    ui.dispatch(aiPicksAdminApi.endpoints.adminAiPick.initiate('no-such-pick')),
  );

  it('saves an edited pick', async () => {
    const changes = { confidence: 58, line_value: 56.5, pick: 'under' as const };
    const saved = await api('an admin request to edit an AI pick', STATE.admin, STATE.editablePick)
      .put(editablePath, changes)
      .answers(200, pickShape({ ...ungradedPick, ...changes }))
      .data((ui) =>
        ui.dispatch(aiPicksAdminApi.endpoints.updateAiPick.initiate({ id: EDITABLE_EXAMPLE, changes })),
      );
    expect(saved.confidence).toBe(changes.confidence);
  });

  it('answers 400 to an Edge Score out of range', () => {
    const changes = { confidence: 0 };
    return api('an admin request to edit an AI pick with a confidence of 0', STATE.admin, STATE.editablePick)
      .put(editablePath, changes)
      .invalid()
      .refuses((ui) =>
        ui.dispatch(aiPicksAdminApi.endpoints.updateAiPick.initiate({ id: EDITABLE_EXAMPLE, changes })),
      );
  });

  it('deletes a pick', async () => {
    const deleted = await api('an admin request to delete an AI pick', STATE.admin, STATE.editablePick)
      .delete(editablePath)
      .answers(200, { success: true })
      .data((ui) => ui.dispatch(aiPicksAdminApi.endpoints.deleteAiPick.initiate(EDITABLE_EXAMPLE)));
    expect(deleted.success).toBe(true);
  });

  it("generates a week's picks", async () => {
    const week = { season: GENERATE_SEASON, week: GENERATE_WEEK };
    const generated = {
      season: GENERATE_SEASON,
      week: GENERATE_WEEK,
      lines: 2,
      deleted: 0,
      inserted: 1,
      updated: 0,
      picks: [{ ...ungradedPick, id: 'generated-pick', created_at: '2026-11-21T12:00:00.000Z' }],
      skipped: [{ player: 'Nobody Known', stat_type: 'receiving_yards', reason: 'Unknown player' }],
    };
    const stateWeek = {
      season: MatchersV3.fromProviderState('${generateSeason}', GENERATE_SEASON),
      week: MatchersV3.fromProviderState('${generateWeek}', GENERATE_WEEK),
    };
    const answer = {
      ...(shapeOf({ ...generated, picks: undefined }) as object),
      picks: MatchersV3.eachLike(pickShape(generated.picks[0] ?? ungradedPick)),
    };
    const run = await api(
      "an admin request to generate a week's AI picks",
      STATE.admin,
      STATE.generatableWeek,
    )
      .post('/api/admin/ai-picks/generate', stateWeek)
      .answers(200, answer)
      .data((ui) => ui.dispatch(aiPicksAdminApi.endpoints.generateAiPicks.initiate(week)));
    expect(run.inserted).toBe(generated.inserted);
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
    const answer = await api('an admin request for the generate preview of the current week', STATE.admin)
      .get('/api/admin/ai-picks/generate/preview')
      .answers(200, shapeOf(preview))
      .data((ui) => ui.dispatch(generatePreviewApi.endpoints.generatePreview.initiate({})));
    expect(answer.current.week).toBeGreaterThan(0);
  });

  it('answers 404 to a week with no prop lines', async () => {
    const empty = { season: 2023, week: 1 };
    const error = await api(
      'an admin request to generate the AI picks of a week with no prop lines',
      STATE.admin,
    )
      .post('/api/admin/ai-picks/generate', empty)
      .notFound()
      .refuses((ui) => ui.dispatch(aiPicksAdminApi.endpoints.generateAiPicks.initiate(empty)));
    // The generate page shows the server's message.
    expect(error).toMatchObject({ message: 'A message the screen may show' });
  });
});
