import { expectedValue, ODDS_BOARD_UPGRADE_MESSAGE, roundStored, type PropLine } from '@edgeboard/domain';
import {
  curvePOver as pOverOff,
  loadDefaultModel,
  propShape,
  publishedDistribution,
} from '@edgeboard/engine';
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

// Issue #29 item 3: "a quote at a line the pick never saw shows no EV on the board". A hand-made book: the pick was
// priced at DraftKings' 55.5, where its ladder holds 35.5, 45.5, 50.5, 55.5, 60.5, 65.5 and 75.5; FanDuel has since
// hung 57.5, a line no book quoted at publication and no ladder step. Its EV comes from the pick's distribution.
describe('the odds board prices every quote at its own line', () => {
  it('gives a quote off the stored ladder both sides’ EV from the pick’s published distribution', async () => {
    const shape = propShape(loadDefaultModel(), 'receiving_yards', 400);
    const published = publishedDistribution(shape, 55.5, 0.55);
    const pick = kitPick(
      'priced',
      { week: 6, gameId: 'g6b', minute: 30 },
      {
        ...{ line_value: 55.5, win_p: 0.55, best_book: 'DraftKings', ev: 0.05, verdict: 'play' },
        price_ladder: published.ladder.map((pt) => ({ line: pt.line, p_over: pt.pOver })),
        price_curve: published.curve,
      },
    );
    expect(pick.price_ladder?.some((pt) => pt.line === 57.5)).toBe(false);
    const moved: PropLine = {
      ...lineOn('priced'),
      id: 'l-moved',
      sportsbook: 'FanDuel',
      line_value: 57.5,
      over_odds: 120,
      under_odds: -145,
      pulled_at: '2025-10-12T14:45:00.000Z',
    };
    const picks = kitRepository([pick]);
    const board = await oddsBoard(
      {
        seasonClock: kitClock,
        picks,
        games: { forWeek: () => Promise.resolve(picks.games.filter((g) => g.week === 6)) },
        propLines: { forWeek: () => Promise.resolve([lineOn('priced'), moved]) },
      },
      kitState('all-star'),
      {},
    );
    const row = board.rows.find((r) => r.playerId === 'pl-priced');
    const fanDuel = row?.quotes.find((q) => q.book === 'FanDuel');
    const p = pOverOff(published.curve, 57.5);
    expect(p).toBeGreaterThan(0.3);
    expect(p).toBeLessThan(0.55);
    expect(fanDuel).toMatchObject({
      line: 57.5,
      overEv: roundStored(expectedValue(p, 120)),
      underEv: roundStored(expectedValue(1 - p, -145)),
    });
    // DraftKings at the posted line keeps the ladder's figure.
    expect(row?.quotes.find((q) => q.book === 'DraftKings')).toMatchObject({
      overEv: roundStored(expectedValue(0.55, -110)),
    });
  });
});
