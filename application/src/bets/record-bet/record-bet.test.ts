import { BET_AFTER_KICKOFF_MESSAGE, ForbiddenError, NotFoundError, ValidationError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitPick, kitState } from '../../props/props-test-kit';
import { betsKit, EARLY, GRADED_PICK, OPEN_PICK, REAL_NOW, SEASON_NOW, starting } from '../bets-test-kit';
import { recordBet } from './record-bet';

const price = { sportsbook: 'BetMGM', odds: 110, stake: 1 };

describe('recording a bet', () => {
  it('copies the pick’s player, stat, line, side, week and game, placed at season time and stamped in real time', async () => {
    const { deps } = betsKit();
    expect(await recordBet(deps, starting, { ...price, pickId: OPEN_PICK })).toEqual({
      ...{ id: 'bet-1', pickId: OPEN_PICK, sportsbook: 'BetMGM', odds: 110, stake: 1 },
      ...{ player: 'Travis Kelce', playerId: 'p1', statType: 'receiving_yards', line: 60.5, side: 'over' },
      ...{
        season: 2025,
        week: 7,
        gameId: 'g7',
        placedAt: SEASON_NOW,
        createdAt: REAL_NOW,
        updatedAt: REAL_NOW,
      },
      ...{ result: null, settledAt: null, profit: null, clv: null },
    });
    expect(await deps.bets.forUser(starting.userId)).toHaveLength(1);
  });

  it('takes a bet by hand with the player’s name, in the season clock’s season, at the time given', async () => {
    const { deps } = betsKit();
    const hand = { playerId: 'p2', statType: 'receptions', line: 3.5, side: 'under', week: 7 } as const;
    const placedAt = '2025-10-12T16:00:00.000Z';
    expect(await recordBet(deps, starting, { ...price, ...hand, placedAt })).toMatchObject({
      ...{ pickId: null, player: 'Xavier Worthy', playerId: 'p2', season: 2025, gameId: null, placedAt },
    });
  });

  it('refuses an unknown pick (404), a pick beyond the tier’s allowance (403) and an unknown player (400)', async () => {
    const { deps, picks } = betsKit();
    await expect(recordBet(deps, starting, { ...price, pickId: 'nope' })).rejects.toThrow(NotFoundError);
    // A scout opens 3 upcoming picks, the season's first created: these three, before the open one.
    const scout = { userId: 'u-scout', subscription: kitState('scout') };
    for (const id of ['e1', 'e2', 'e3'])
      picks.picks.push(kitPick(id, { week: 7, gameId: 'g7', minute: -60 }, { result: null }));
    await expect(recordBet(deps, scout, { ...price, pickId: OPEN_PICK })).rejects.toThrow(ForbiddenError);
    const hand = { playerId: 'ghost', statType: 'receptions', line: 3.5, side: 'under', week: 7 } as const;
    await expect(recordBet(deps, starting, { ...price, ...hand })).rejects.toThrow(ValidationError);
    expect(await deps.bets.forUser(starting.userId)).toEqual([]);
  });

  it('refuses a bet on a game that has kicked off (409 bet_after_kickoff), storing nothing', async () => {
    const { deps } = betsKit();
    const refused = { code: 'bet_after_kickoff', message: BET_AFTER_KICKOFF_MESSAGE };
    // The graded pick's game (g3) was played three weeks before the season clock's now.
    await expect(recordBet(deps, starting, { ...price, pickId: GRADED_PICK })).rejects.toMatchObject(refused);
    // A placed time at kickoff or later is refused as well, from a pick or by hand.
    const atKickoff = '2025-09-21T17:00:00.000Z';
    await expect(
      recordBet(deps, starting, { ...price, pickId: GRADED_PICK, placedAt: atKickoff }),
    ).rejects.toMatchObject(refused);
    const hand = { playerId: 'p1', statType: 'receptions', line: 3.5, side: 'over', week: 3 } as const;
    await expect(recordBet(deps, starting, { ...price, ...hand })).rejects.toMatchObject(refused);
    expect(await deps.bets.forUser(starting.userId)).toEqual([]);
  });

  it('takes a bet entered late with its placed time before kickoff, settling it after that time', async () => {
    const { deps } = betsKit();
    const bet = await recordBet(deps, starting, { ...price, pickId: GRADED_PICK, placedAt: EARLY });
    expect(bet).toMatchObject({ placedAt: EARLY, result: 'won', settledAt: '2025-09-21T20:30:00.000Z' });
  });
});
