import { DEFENSE_UPGRADE_MESSAGE, DefenseResponse } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitState } from '../../props/props-test-kit';
import { InMemoryGameLogRepository } from '../../in-memory/game-log-repository';
import { researchKit, statLine } from '../research-test-kit';
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

  it('answers a negative yardage average (kneel-downs) that the schema accepts, ranked as allowing the least', async () => {
    // Issue #28 item 1: DEN's opponents' quarterbacks ran for -3, -1, -2 and -2 yards; the answer failed the schema.
    const kit = deps();
    const qb = {
      id: 'qb1',
      name: 'Kneel Down',
      position: 'QB' as const,
      team_name: 'KC',
      updated_at: '2025-09-01T00:00:00.000Z',
    };
    const logs = [-3, -1, 0, -2, -2].flatMap((yards, i) =>
      i === 2
        ? []
        : [
            statLine(
              { player_id: 'qb1', game_id: `g-2025-${String(i + 1)}`, season: 2025, week: i + 1 },
              { rushing_yards: yards },
            ),
          ],
    );
    const players = await kit.players.all();
    const answer = await defenseVsPositionBoard(
      {
        ...kit,
        gameLogs: new InMemoryGameLogRepository(logs),
        players: { all: () => Promise.resolve([...players, qb]) },
      },
      kitState('all-star'),
      { window: 4 },
    );
    expect(DefenseResponse.safeParse(answer).error?.issues).toBeUndefined();
    const den = answer.rows.find(
      (r) => r.team === 'DEN' && r.position === 'QB' && r.statType === 'rushing_yards',
    );
    expect(den).toMatchObject({ games: 4, seasonAvg: -2, seasonRank: 1, recentAvg: -2 });
  });
});
