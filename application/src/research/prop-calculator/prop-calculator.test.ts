import { ADVANCED_STATS_UPGRADE_CODE, ConflictError, NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitState } from '../../props/props-test-kit';
import { researchKit } from '../research-test-kit';
import { NO_PROJECTION_MESSAGE, propCalculator } from './prop-calculator';

const request = { statType: 'receiving_yards', line: 60.5, overOdds: -110, underOdds: -110 } as const;

describe('the prop calculator', () => {
  it('is all-star’s: starting gets a 403 advanced_stats_required', async () => {
    const { deps } = researchKit();
    await expect(propCalculator(deps, kitState('starting'), 'p1', request)).rejects.toMatchObject({
      code: ADVANCED_STATS_UPGRADE_CODE,
    });
  });

  it('refuses an unknown player (404) and a player whose team has no game this week (409)', async () => {
    const { deps } = researchKit();
    const allStar = kitState('all-star');
    await expect(propCalculator(deps, allStar, 'nobody', request)).rejects.toThrow(NotFoundError);
    const bye = propCalculator(deps, allStar, 'p3', request);
    await expect(bye).rejects.toThrow(ConflictError);
    await expect(bye).rejects.toThrow(NO_PROJECTION_MESSAGE);
  });
});
