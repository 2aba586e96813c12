import { describe, expect, it } from 'vitest';
import { gradePick, payout } from './grading';

describe('gradePick', () => {
  it('grades an over', () => {
    expect(gradePick({ call: 'over', line: 65.5, actual: 80 })).toEqual({ result: 'win', profit: 0.909 });
    expect(gradePick({ call: 'over', line: 65.5, actual: 12 })).toEqual({ result: 'loss', profit: -1 });
  });

  it('grades an under', () => {
    expect(gradePick({ call: 'under', line: 0.5, actual: 0 })).toEqual({ result: 'win', profit: 0.909 });
    expect(gradePick({ call: 'under', line: 0.5, actual: 2 })).toEqual({ result: 'loss', profit: -1 });
  });

  it('pushes when the stat lands on a whole-number line', () => {
    expect(gradePick({ call: 'over', line: 5, actual: 5, odds: -150 })).toEqual({
      result: 'push',
      profit: 0,
    });
    expect(gradePick({ call: 'under', line: 5, actual: 5 })).toEqual({ result: 'push', profit: 0 });
  });

  it('pays at the given American odds', () => {
    expect(gradePick({ call: 'over', line: 1.5, actual: 2, odds: 150 })).toEqual({
      result: 'win',
      profit: 1.5,
    });
    expect(gradePick({ call: 'under', line: 1.5, actual: 1, odds: -200 })).toEqual({
      result: 'win',
      profit: 0.5,
    });
    expect(gradePick({ call: 'under', line: 1.5, actual: 3, odds: 250 })).toEqual({
      result: 'loss',
      profit: -1,
    });
    expect(gradePick({ call: 'over', line: 1.5, actual: 3, odds: null })).toEqual({
      result: 'win',
      profit: 0.909,
    });
  });

  it('rejects odds that are not American odds', () => {
    expect(() => payout(50)).toThrow(RangeError);
    expect(() => gradePick({ call: 'over', line: 1.5, actual: 3, odds: -99 })).toThrow(/American odds/);
  });
});
