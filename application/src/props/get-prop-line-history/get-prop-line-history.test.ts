import { ForbiddenError, NotFoundError, type LinePull, type PropKey } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { KIT_NOW, kitClock, kitPick, kitRepository, kitState } from '../props-test-kit';
import { getPropLineHistory } from './get-prop-line-history';

const PULL: LinePull = {
  book: 'dk',
  line: 55.5,
  overOdds: -110,
  underOdds: -110,
  pulledAt: KIT_NOW.toISOString(),
};

/** The prop-line port's history, answering one pull for any prop and keeping what it was asked. */
function fakeLines() {
  const asked: PropKey[] = [];
  return {
    asked,
    history: (prop: PropKey) => {
      asked.push(prop);
      return Promise.resolve([PULL]);
    },
  };
}

describe('getPropLineHistory', () => {
  it('answers the pick’s prop across books, with its publish time, kickoff and the season instant', async () => {
    const lines = fakeLines();
    const answer = await getPropLineHistory(
      { picks: kitRepository(), lines, seasonClock: kitClock },
      kitState('free'),
      'p01',
    );
    expect(answer).toEqual({
      pickId: 'p01',
      publishedAt: '2025-10-07T12:00:00.000Z',
      kickoff: '2025-10-12T14:00:00.000Z',
      pickBook: 'dk',
      pulls: [PULL],
      asOf: KIT_NOW.toISOString(),
    });
    expect(lines.asked).toEqual([
      { gameId: 'g6', statType: 'receiving_yards', playerId: 'pl-p01', player: 'Player p01' },
    ]);
  });

  it('follows the analysis’ access rule, and a pick without a game has no pulls', async () => {
    const lines = fakeLines();
    const picks = kitRepository([kitPick('loose', { week: 6, gameId: null, minute: 40 })]);
    const deps = { picks, lines, seasonClock: kitClock };
    await expect(getPropLineHistory(deps, kitState('free'), 'p08')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getPropLineHistory(deps, kitState('free'), 'x')).rejects.toBeInstanceOf(NotFoundError);
    const loose = await getPropLineHistory(deps, kitState('admin'), 'loose');
    expect(loose).toMatchObject({ pulls: [], kickoff: null });
    expect(lines.asked).toEqual([]);
  });
});
