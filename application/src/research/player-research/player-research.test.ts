import { ForbiddenError, RESEARCH_UPGRADE_CODE } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitPick, kitState } from '../../props/props-test-kit';
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

  it('shows a capped tier the week’s pick only inside its allowance, as the feed and the analysis do', async () => {
    // Twelve better plays this week fill a starting subscriber's allowance (propFeedCap: 12); Rice's is outside it.
    const better = Array.from({ length: 12 }, (_, i) =>
      kitPick(
        `better-${String(i)}`,
        { week: 6, gameId: 'g-2025-6', minute: i + 1 },
        { ev: 0.2, confidence: 80 },
      ),
    );
    const { deps, now } = researchKit(better);
    const starting = await playerResearch(deps, kitState('starting'), 'p1', {});
    expect(starting.pick).toBeNull();
    // The line falls back to his season median, as with no pick at all: nothing of the pick shows.
    expect(starting.lineSource).toBe('median');
    expect(starting.line).not.toBe(61.5);
    // The same pick's analysis is refused for this caller, so research must not reveal it either.
    const access = await deps.picks.getWithGame('pick-rice', { now: now.at.toISOString(), cap: 12 });
    expect(access?.open).toBe(false);

    // Uncapped tiers see it.
    expect((await playerResearch(deps, kitState('all-star'), 'p1', {})).pick).toMatchObject({
      id: 'pick-rice',
      line: 61.5,
    });
    // Once its game has kicked off it is the public record, open to every tier.
    now.at = new Date('2025-10-12T18:00:00.000Z');
    expect((await playerResearch(deps, kitState('starting'), 'p1', {})).pick).toMatchObject({
      id: 'pick-rice',
    });
  });
});
