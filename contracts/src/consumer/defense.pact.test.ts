import { defenseApi } from '@edgeboard/ui/src/features/defense/defense.api';
import { defenseFixture } from '@edgeboard/ui/src/features/defense/defense.fixture';
import { ENGINE_STAT_TYPES, POSITION_GROUPS } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../shape';
import { STATE } from '../states';
import { apiPact, bearer, dataOf, uiStore } from './harness';

const [row] = defenseFixture.rows;
const [league] = defenseFixture.league;
if (!row || !league) throw new Error('The defence example needs a row and a league average');
const example = {
  ...defenseFixture,
  rows: [
    { ...row, position: oneOf(POSITION_GROUPS, 'WR'), statType: oneOf(ENGINE_STAT_TYPES, 'receiving_yards') },
  ],
  league: [
    {
      ...league,
      position: oneOf(POSITION_GROUPS, 'WR'),
      statType: oneOf(ENGINE_STAT_TYPES, 'receiving_yards'),
    },
  ],
};
const FRACTIONAL = ['seasonAvg', 'recentAvg'];

describe('defence vs position (ui/src/features/defense/defense.api.ts)', () => {
  it('loads what each defence allowed for a starting subscriber', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'starting' })
      .given(STATE.researchPlayer)
      .uponReceiving('a request for defence vs position')
      .withRequest('GET', '/api/defense', (b) => b.query({ window: '4' }).headers(bearer()))
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody(shapeOf(example, { fractional: FRACTIONAL })),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          defenseApi.endpoints.defense.initiate({ window: 4 }),
        );
        expect(dataOf(result).rows.length).toBeGreaterThan(0);
      });
  });

  it('answers 403 upgrade_required to a free user', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'free' })
      .uponReceiving('a request for defence vs position from a free user')
      .withRequest('GET', '/api/defense', (b) => b.query({ window: '4' }).headers(bearer()))
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('upgrade_required')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          defenseApi.endpoints.defense.initiate({ window: 4 }),
        );
        expect(result.error).toMatchObject({ status: 403, code: 'upgrade_required' });
      });
  });
});
