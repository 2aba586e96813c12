import { DEFENSE_UPGRADE_MESSAGE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitState } from '../../props/props-test-kit';
import { researchKit } from '../research-test-kit';
import { defenseVsPositionBoard } from './defense-vs-position';

function deps() {
  const { seasonClock, gameLogs, games, players } = researchKit();
  return { seasonClock, gameLogs, games, players };
}

describe('defence vs position', () => {
  it('is for starting and up', async () => {
    await expect(defenseVsPositionBoard(deps(), kitState('free'), { window: 4 })).rejects.toThrow(
      DEFENSE_UPGRADE_MESSAGE,
    );
  });

  it('counts the season’s games that kicked off before the season clock, as of its instant', async () => {
    const answer = await defenseVsPositionBoard(deps(), kitState('starting'), { window: 4 });
    expect(answer).toMatchObject({ season: 2025, window: 4, asOf: '2025-10-10T12:00:00.000Z' });
    // Rice's four games of 2025 were all against DEN.
    const den = answer.rows.find((r) => r.team === 'DEN' && r.position === 'WR');
    expect(den?.games).toBe(4);
  });
});
