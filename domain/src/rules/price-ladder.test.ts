import { describe, expect, it } from 'vitest';
import { PropPriceLadder } from '../entities/price-ladder';
import { buildPriceLadder } from './price-ladder';

const now = new Date('2025-11-08T12:00:00.000Z');
const pull = (book: string, line: number, over: number | null, under: number | null, pulledAt: string) => ({
  book,
  line,
  overOdds: over,
  underOdds: under,
  pulledAt,
});
const pick = {
  id: 'pk1',
  line_value: 43.5,
  pick: 'over' as const,
  price_ladder: [
    { line: 33.5, p_over: 0.7 },
    { line: 42.5, p_over: 0.55 },
    { line: 43.5, p_over: 0.52 },
    { line: 53.5, p_over: 0.33 },
  ],
};

describe('buildPriceLadder', () => {
  it('lists P(over) and fair odds per line and each book at its own line with both EVs', () => {
    const out = buildPriceLadder(
      pick,
      [
        pull('DraftKings', 43.5, -110, -110, '2025-11-08T08:00:00.000Z'),
        pull('Caesars', 43.5, -110, -110, '2025-11-07T08:00:00.000Z'),
        // Caesars moved to 42.5 since: its latest pull is the one shown.
        pull('Caesars', 42.5, -105, -115, '2025-11-08T09:00:00.000Z'),
        // A pull after now is not known yet.
        pull('FanDuel', 53.5, 100, -120, '2025-11-08T13:00:00.000Z'),
      ],
      now,
    );
    expect(PropPriceLadder.parse(out)).toEqual(out);
    expect(out.rows.map((r) => [r.line, r.pOver, r.fairOverOdds, r.fairUnderOdds, r.posted])).toEqual([
      [33.5, 0.7, -233, 233, false],
      [42.5, 0.55, -122, 122, false],
      [43.5, 0.52, -108, 108, true],
      [53.5, 0.33, 203, -203, false],
    ]);
    // Caesars -105 over at 42.5: 0.55 x 100/105 - 0.45 = +7.4%; its under 0.45 x 100/115 - 0.55 = -15.9%.
    expect(out.rows[1]?.quotes).toEqual([
      { book: 'Caesars', overOdds: -105, underOdds: -115, overEv: 0.0738, underEv: -0.1587 },
    ]);
    expect(out.rows[2]?.quotes.map((q) => q.book)).toEqual(['DraftKings']);
    expect(out.rows[3]?.quotes).toEqual([]);
  });

  it('has no rows for a pick stored before the ladder was kept', () => {
    expect(buildPriceLadder({ ...pick, price_ladder: undefined }, [], now).rows).toEqual([]);
  });
});
