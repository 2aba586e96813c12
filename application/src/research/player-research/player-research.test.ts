import { ForbiddenError, RESEARCH_UPGRADE_CODE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitState } from '../../props/props-test-kit';
import { researchKit } from '../research-test-kit';
import { playerResearch } from './player-research';

describe('player research', () => {
  it('is for starting and up: below that a 403 upgrade_required', async () => {
    const { deps } = researchKit();
    for (const tier of ['free', 'scout'] as const)
      await expect(playerResearch(deps, kitState(tier), 'p1', {})).rejects.toMatchObject({
        code: RESEARCH_UPGRADE_CODE,
      });
    await expect(playerResearch(deps, kitState('scout'), 'p1', {})).rejects.toThrow(ForbiddenError);
  });

  it('answers the game log before this week, the week’s pick and its line, advanced stats locked for starting', async () => {
    const { deps } = researchKit();
    const answer = await playerResearch(deps, kitState('starting'), 'p1', {});
    expect(answer).toMatchObject({
      statType: 'receiving_yards',
      line: 61.5,
      advanced: null,
      advancedLocked: true,
    });
    expect(answer.pick).toMatchObject({ id: 'pick-rice', line: 61.5 });
    expect(answer.games.some((g) => g.season === 2025 && g.week === 6)).toBe(false);
  });

  it('adds the usage trend and the projection’s range for all-star', async () => {
    const { deps } = researchKit();
    const answer = await playerResearch(deps, kitState('all-star'), 'p1', { line: 70.5 });
    expect(answer.advancedLocked).toBe(false);
    expect(answer.line).toBe(70.5);
    expect(answer.advanced?.usage.length).toBeGreaterThan(0);
    expect(answer.advanced?.projection).toMatchObject({ opponent: 'BUF' });
  });
});
