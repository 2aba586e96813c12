import { describe, expect, it } from 'vitest';
import { localDayRange } from './pulled-at';

describe('localDayRange', () => {
  it("spans the reader's local day, midnight to midnight", () => {
    const range = localDayRange('2025-09-05');
    if (range === undefined) throw new Error('no range');
    const from = new Date(range.pulledFrom);
    const to = new Date(range.pulledTo);
    expect([from.getFullYear(), from.getMonth(), from.getDate(), from.getHours()]).toEqual([2025, 8, 5, 0]);
    expect([to.getFullYear(), to.getMonth(), to.getDate(), to.getHours()]).toEqual([2025, 8, 6, 0]);
  });

  it('is no filter for an empty or impossible day', () => {
    expect(localDayRange('')).toBeUndefined();
    expect(localDayRange('2025-02-30')).toBeUndefined();
    expect(localDayRange('05/09/2025')).toBeUndefined();
  });
});
