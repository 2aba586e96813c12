import { ForbiddenError, NotFoundError, type LinePull, type PropKey } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { KIT_NOW, kitClock, kitPick, kitRepository, kitState } from '../props-test-kit';
import { getPropLadder } from './get-prop-ladder';

const PULLS: LinePull[] = [
  { book: 'dk', line: 55.5, overOdds: -110, underOdds: -110, pulledAt: KIT_NOW.toISOString() },
  { book: 'cz', line: 54.5, overOdds: -110, underOdds: -110, pulledAt: KIT_NOW.toISOString() },
];

function fakeLines() {
  const asked: PropKey[] = [];
  return {
    asked,
    history: (prop: PropKey) => {
      asked.push(prop);
      return Promise.resolve(PULLS);
    },
  };
}

const LADDER = [
  { line: 54.5, p_over: 0.56 },
  { line: 55.5, p_over: 0.53 },
  { line: 65.5, p_over: 0.3 },
];

describe('getPropLadder', () => {
  it("answers the stored ladder with each book's EV at its own line", async () => {
    const lines = fakeLines();
    const picks = kitRepository([
      kitPick('lad', { week: 6, gameId: 'g6b', minute: 30 }, { price_ladder: LADDER, ev: 0.2 }),
    ]);
    const answer = await getPropLadder({ picks, lines, seasonClock: kitClock }, kitState('all-star'), 'lad');
    expect(answer.rows.map((r) => [r.line, r.posted, r.quotes.map((q) => q.book)])).toEqual([
      [54.5, false, ['cz']],
      [55.5, true, ['dk']],
      [65.5, false, []],
    ]);
    // cz over -110 at 54.5 against 0.56: 0.56 x 100/110 - 0.44.
    expect(answer.rows[0]?.quotes[0]?.overEv).toBeCloseTo(0.0691, 4);
    expect(answer).toMatchObject({ pickId: 'lad', line: 55.5, call: 'over', asOf: KIT_NOW.toISOString() });
  });

  it("follows the analysis' access rule; a pick without a ladder answers no rows and reads no pulls", async () => {
    const lines = fakeLines();
    const deps = { picks: kitRepository(), lines, seasonClock: kitClock };
    await expect(getPropLadder(deps, kitState('free'), 'p08')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getPropLadder(deps, kitState('free'), 'x')).rejects.toBeInstanceOf(NotFoundError);
    expect((await getPropLadder(deps, kitState('admin'), 'p01')).rows).toEqual([]);
    expect(lines.asked).toEqual([]);
  });
});
