import { describe, expect, it } from 'vitest';
import { strayPickError } from './pick-week';

describe('strayPickError', () => {
  it('is null when every pick is of the week', () => {
    expect(strayPickError(2025, 3, [{ id: 'a', season: 2025, week: 3 }])).toBeNull();
  });

  it('names the first pick of another season or week', () => {
    const picks = [
      { id: 'a', season: 2025, week: 3 },
      { id: 'b', season: 2024, week: 3 },
      { id: 'c', season: 2025, week: 4 },
    ];
    expect(strayPickError(2025, 3, picks)?.message).toBe('Pick b is for 2024 week 3, not 2025 week 3');
  });
});
