import type { BetCreate } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { betsKit, EARLY, GRADED_PICK, OPEN_PICK, receiverLog, starting } from '../bets-test-kit';
import type { BetsDeps } from '../bets-deps';
import { listBets } from '../list-bets/list-bets';
import { recordBet } from '../record-bet/record-bet';
import { settleBets } from './settle-bets';

const byHand = (
  deps: BetsDeps,
  playerId: string,
  week: number,
  line: number,
  side: BetCreate['side'] = 'over',
) =>
  recordBet(deps, starting, {
    ...{ sportsbook: 'Caesars', odds: 150, stake: 1 },
    ...{ playerId, week, line, side, statType: 'receptions', placedAt: EARLY },
  });
const listed = async (deps: BetsDeps, id: string) =>
  (await listBets(deps, starting.userId)).bets.find((b) => b.id === id);

describe('a bet entered by hand settles from the stored box score, by the picks’ grading rule', () => {
  it('wins, loses or pushes on the final stat, at the bet’s price, 3.5 hours after kick-off', async () => {
    const { deps } = betsKit();
    // Week 3: 6 receptions; week 4: 3.
    expect(await byHand(deps, 'p1', 3, 4.5)).toMatchObject({ result: 'won', profit: 1.5, gameId: 'g3' });
    expect(await byHand(deps, 'p1', 3, 4.5, 'under')).toMatchObject({ result: 'lost', profit: -1 });
    expect(await byHand(deps, 'p1', 4, 3)).toMatchObject({ result: 'push', profit: 0, gameId: 'g4' });
    expect(await byHand(deps, 'p1', 4, 2.5)).toMatchObject({
      result: 'won',
      settledAt: '2025-09-28T20:30:00.000Z',
    });
  });

  it('pushes a player without a line once every game of the week is final, and waits before then', async () => {
    const { deps } = betsKit();
    expect(await byHand(deps, 'p2', 3, 2.5)).toMatchObject({ result: 'push', profit: 0, gameId: null });
    expect(await byHand(deps, 'p2', 5, 2.5)).toMatchObject({ result: null, settledAt: null });
  });

  it('settles later, once its game is final, on the next read', async () => {
    const { deps, gameLogs, finishWeek5 } = betsKit();
    const bet = await byHand(deps, 'p1', 5, 2.5);
    await gameLogs.insertMany([receiverLog(5, 30, 2)]);
    // The line is in, but the game is not final yet.
    expect((await listed(deps, bet.id))?.result).toBeNull();
    await finishWeek5();
    expect(await listed(deps, bet.id)).toMatchObject({
      result: 'lost',
      profit: -1,
      settledAt: '2025-10-05T20:30:00.000Z',
      gameId: 'g5',
    });
  });

  it('answers what is stored when another reader settled the bet first', async () => {
    const { deps, finishWeek5 } = betsKit();
    const bet = await byHand(deps, 'p1', 5, 2.5);
    const stale = await deps.bets.get(starting.userId, bet.id);
    if (!stale) throw new Error('the bet was not stored');
    await finishWeek5();
    await deps.bets.settle(bet.id, { result: 'push', settled_at: '2025-10-06T00:00:00.000Z' });
    expect(await settleBets(deps, [stale])).toMatchObject([
      { id: bet.id, result: 'push', settledAt: '2025-10-06T00:00:00.000Z' },
    ]);
  });
});

describe('a bet on a pick', () => {
  it('takes the pick’s grade at the bet’s own price, and its CLV against the pick’s price', async () => {
    const { deps } = betsKit();
    const bet = await recordBet(deps, starting, {
      ...{ pickId: GRADED_PICK, sportsbook: 'FanDuel', odds: -110, stake: 2, placedAt: EARLY },
    });
    // The fair close 0.52170 against 0.52381 implied by -110.
    expect(bet).toMatchObject({ result: 'won', profit: 1.82, clv: -0.0021, gameId: 'g3' });
    expect(bet.settledAt).toBe('2025-09-21T20:30:00.000Z');
  });

  it('settles when the pick is graded, on the next read', async () => {
    const { deps, picks } = betsKit();
    const bet = await recordBet(deps, starting, {
      pickId: OPEN_PICK,
      sportsbook: 'BetMGM',
      odds: -120,
      stake: 3,
    });
    expect(bet.result).toBeNull();
    const open = picks.picks.find((p) => p.id === OPEN_PICK);
    if (open) Object.assign(open, { result: 'loss', graded_at: '2025-10-19T20:30:00.000Z' });
    expect(await listed(deps, bet.id)).toMatchObject({
      result: 'lost',
      profit: -3,
      settledAt: '2025-10-19T20:30:00.000Z',
    });
  });

  it('settles from the box score when the pick was re-made at another line after the bet', async () => {
    const { deps, picks } = betsKit();
    const graded = picks.picks.find((p) => p.id === GRADED_PICK);
    if (!graded) throw new Error('no graded pick');
    const grade = { result: graded.result, graded_at: graded.graded_at };
    Object.assign(graded, { result: null, graded_at: null });
    const bet = await recordBet(deps, starting, {
      ...{ pickId: GRADED_PICK, sportsbook: 'FanDuel', odds: -110, stake: 1, placedAt: EARLY },
    });
    // Re-made before kickoff at 75.5 under the same id, which lost on 71 yards; the bet took 64.5.
    Object.assign(graded, { ...grade, line_value: 75.5, result: 'loss' });
    expect(await listed(deps, bet.id)).toMatchObject({
      line: 64.5,
      result: 'won',
      settledAt: '2025-09-21T20:30:00.000Z',
    });
  });
});
