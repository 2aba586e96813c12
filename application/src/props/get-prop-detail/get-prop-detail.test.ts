import { ForbiddenError, NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitClock, kitPick, kitRepository, kitState } from '../props-test-kit';
import { getPropDetail } from './get-prop-detail';

const deps = (picks = kitRepository()) => ({ picks, seasonClock: kitClock });

describe('getPropDetail', () => {
  it('opens the public record and the allowance to a capped tier, and refuses the rest', async () => {
    const free = kitState('free');
    expect((await getPropDetail(deps(), free, 'p09')).id).toBe('p09');
    expect((await getPropDetail(deps(), free, 'p06')).id).toBe('p06');
    await expect(getPropDetail(deps(), free, 'p08')).rejects.toBeInstanceOf(ForbiddenError);
    expect((await getPropDetail(deps(), kitState('starting'), 'p10')).id).toBe('p10');
  });

  it('answers 404 for an unknown pick', async () => {
    await expect(getPropDetail(deps(), kitState('admin'), 'nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('carries an edited pick’s versions and a locked pick’s close', async () => {
    const closing = { book: 'dk', line: 56.5, price: -115, clv: 0.02, priceImprovement: null };
    const picks = kitRepository([kitPick('edited', { week: 6, gameId: 'g6', minute: 30 }, { closing })]);
    picks.addVersions('edited', [
      {
        ...{ pick_id: 'edited', version: 1, pick: 'over', line_value: 54.5, odds: -110, over_odds: -110 },
        ...{ under_odds: -110, sportsbook: 'dk', confidence: 58, published_at: '2025-10-07T12:00:00.000Z' },
        edited_at: '2025-10-08T12:00:00.000Z',
      },
    ]);
    const detail = await getPropDetail(deps(picks), kitState('admin'), 'edited');
    expect(detail.closing).toEqual(closing);
    expect(detail.versions?.[0]?.changes).toContainEqual({ field: 'line_value', from: 54.5, to: 55.5 });
    expect((await getPropDetail(deps(picks), kitState('admin'), 'p01')).closing).toBeUndefined();
  });
});
