import { BETS_EXPORT_UPGRADE_CODE, BETS_UPGRADE_CODE, ForbiddenError, type Tier } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitState } from '../../props/props-test-kit';
import { assertBetTracker } from '../bets-access/bets-access';
import { betsKit, EARLY, GRADED_PICK, starting } from '../bets-test-kit';
import { recordBet } from '../record-bet/record-bet';
import { exportBets } from './export-bets';

describe('the bets’ CSV export', () => {
  it('is all-star’s: a header and one settled row per bet', async () => {
    const { deps } = betsKit();
    const allStar = { ...starting, subscription: kitState('all-star') };
    await recordBet(deps, allStar, {
      ...{ pickId: GRADED_PICK, sportsbook: 'FanDuel', odds: -110, stake: 2, placedAt: EARLY },
    });
    const lines = (await exportBets(deps, allStar)).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Travis Kelce');
    expect(lines[1]).toContain('won');
  });

  it('refuses starting with the reports code, and the tracker itself below starting', async () => {
    const { deps } = betsKit();
    await expect(exportBets(deps, starting)).rejects.toMatchObject({ code: BETS_EXPORT_UPGRADE_CODE });
    const refusal = (tier: Tier) => {
      try {
        assertBetTracker(kitState(tier));
        return null;
      } catch (err) {
        return err;
      }
    };
    expect(refusal('scout')).toBeInstanceOf(ForbiddenError);
    expect(refusal('free')).toMatchObject({
      code: BETS_UPGRADE_CODE,
      message: 'The bet tracker comes with Starting Edge and All-Star Edge.',
    });
    expect(refusal('starting')).toBeNull();
  });
});
