import { defenseApi } from '@edgeboard/ui/src/features/defense/defense.api';
import { defenseFixture } from '@edgeboard/ui/src/features/defense/defense.fixture';
import { ENGINE_STAT_TYPES, POSITION_GROUPS } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../shape';
import { STATE } from '../states';
import { api, signedIn } from './interaction';

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
    const defense = await api('a request for defence vs position', signedIn('starting'), STATE.researchPlayer)
      .get('/api/defense', { window: '4' })
      .answers(200, shapeOf(example, { fractional: FRACTIONAL }))
      .data((ui) => ui.dispatch(defenseApi.endpoints.defense.initiate({ window: 4 })));
    expect(defense.rows.length).toBeGreaterThan(0);
  });

  it('answers 403 upgrade_required to a free user', () =>
    api('a request for defence vs position from a free user', signedIn('free'))
      .get('/api/defense', { window: '4' })
      .forbidden('upgrade_required')
      .refuses((ui) => ui.dispatch(defenseApi.endpoints.defense.initiate({ window: 4 }))));
});
