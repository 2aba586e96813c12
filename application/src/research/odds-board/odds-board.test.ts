import { ODDS_BOARD_UPGRADE_MESSAGE, type PropLine } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitClock, kitPick, kitRepository, kitState } from '../../props/props-test-kit';
import { oddsBoard } from './odds-board';

const UPCOMING = ['p02', 'p04', 'p06', 'p08', 'p10'];

/** One fresh DraftKings quote on an upcoming week-6 pick's prop (on g6b). */
const lineOn = (pickId: string): PropLine => ({
  ...{
    id: `l-${pickId}`,
    player: `Player ${pickId}`,
    player_id: `pl-${pickId}`,
    stat_type: 'receiving_yards',
  },
  ...{ line_value: 55.5, odds: -110, over_odds: -110, under_odds: -110, sportsbook: 'DraftKings' },
  ...{ game_id: 'g6b', season: 2025, week: 6 },
  ...{ pulled_at: '2025-10-12T14:30:00.000Z', updated_at: '2025-10-12T14:30:00.000Z' },
});

/** The kit's week 6, plus twelve upcoming plays of higher value: a starting plan's whole allowance. */
function deps() {
  const earlier = Array.from({ length: 12 }, (_, i) =>
    kitPick(
      `early-${String(i)}`,
      { week: 6, gameId: 'g6b', minute: -100 + i },
      { stat_type: 'receptions', ev: 0.2 },
    ),
  );
  const picks = kitRepository(earlier);
  const games = picks.games.filter((g) => g.week === 6);
  return {
    seasonClock: kitClock,
    picks,
    games: { forWeek: () => Promise.resolve(games) },
    propLines: { forWeek: () => Promise.resolve(UPCOMING.map(lineOn)) },
  };
}

describe('the odds board', () => {
  it('is for starting and up', async () => {
    await expect(oddsBoard(deps(), kitState('scout'), {})).rejects.toThrow(ODDS_BOARD_UPGRADE_MESSAGE);
  });

  it('shows the model’s figures on every pick for all-star, and only on a starting plan’s allowance', async () => {
    const allStar = await oddsBoard(deps(), kitState('all-star'), {});
    expect(allStar.week).toBe(6);
    // Opened to all-star: the kit's picks carry no market prices, so the board names that, not the plan.
    expect(allStar.rows.map((r) => r.noPick)).toEqual(UPCOMING.map(() => 'no_market'));
    const starting = await oddsBoard(deps(), kitState('starting'), {});
    expect(starting.rows.map((r) => r.noPick)).toEqual(UPCOMING.map(() => 'beyond_plan'));
  });
});
