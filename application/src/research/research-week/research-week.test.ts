import { NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { researchKit } from '../research-test-kit';

describe('the research tools’ week', () => {
  it('stands at the season clock’s week and counts only the games before it', async () => {
    const { deps } = researchKit();
    expect(deps.week.now()).toEqual({ season: 2025, week: 6 });
    const data = await deps.week.data(2025, 6);
    expect(data.logs.filter((e) => e.season === 2025).map((e) => e.week)).toEqual([1, 2, 4, 5]);
    expect(data.logs).toHaveLength(17 + 4);
  });

  it('reuses the league history for a minute of season time, then reads it again', async () => {
    const { deps, now, reads } = researchKit();
    await deps.week.data(2025, 6);
    now.at = new Date(now.at.getTime() + 59_000);
    await deps.week.data(2025, 6);
    expect(reads.forSeasons).toBe(1);
    now.at = new Date(now.at.getTime() + 2_000);
    await deps.week.data(2025, 6);
    expect(reads.forSeasons).toBe(2);
    await deps.week.data(2025, 7);
    expect(reads.forSeasons).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const { deps, gameLogs } = researchKit();
    const forSeasons = gameLogs.forSeasons.bind(gameLogs);
    gameLogs.forSeasons = () => Promise.reject(new Error('database down'));
    await expect(deps.week.data(2025, 6)).rejects.toThrow('database down');
    gameLogs.forSeasons = forSeasons;
    expect((await deps.week.data(2025, 6)).logs.length).toBeGreaterThan(0);
  });

  it('finds his game this week (null on a bye) and refuses an unknown player', async () => {
    const { deps } = researchKit();
    const data = await deps.week.data(2025, 6);
    const rice = await deps.week.player('p1');
    expect(await deps.week.context(rice, data, 2025, 6)).toEqual({
      ...{ playerId: 'p1', season: 2025, week: 6, opponent: 'BUF', date: '2025-10-12' },
    });
    expect(await deps.week.context(await deps.week.player('p3'), data, 2025, 6)).toBeNull();
    await expect(deps.week.player('nobody')).rejects.toThrow(NotFoundError);
  });
});
