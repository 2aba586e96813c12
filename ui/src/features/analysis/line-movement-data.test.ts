import { describe, expect, it } from 'vitest';
import { PropLineHistory } from '@edgeboard/domain';
import { lineMovement, lineTicks, oddsToScale, scaleToOdds } from './line-movement-data';
import { lineHistory, AFTER_KICKOFF, BEFORE_KICKOFF } from './line-movement.fixture';

describe('line movement figures', () => {
  it('the fixture follows the domain schema', () => {
    expect(PropLineHistory.safeParse(lineHistory()).success).toBe(true);
  });

  it('gives each book its steps, the pick book first, and closes at the last pull before kickoff', () => {
    const view = lineMovement(lineHistory(), AFTER_KICKOFF);
    if (view === null) throw new Error('no view');
    expect(view.closed).toBe(true);
    expect(view.series.map((s) => [s.book, s.isPickBook, s.opening, s.close, s.moves])).toEqual([
      // The in-game 252.5 after kickoff is not the close.
      // Two line moves and one price-only move (-115 to -120 at 245.5).
      ['DraftKings', true, 245.5, 248.5, 3],
      ['Caesars', false, 246.5, 246.5, 0],
      ['FanDuel', false, 244.5, 246.5, 1],
    ]);
    const dk = view.series[0]!;
    // A repeated line is not a move: the 245.5 holds from the first pull until the 247.5.
    expect(dk.steps.map((s) => s.line)).toEqual([245.5, 247.5, 248.5]);
    expect(dk.steps[0]!.to).toBe(Date.parse('2025-10-10T12:00:00.000Z'));
    // Every book's last level runs to kickoff.
    const kickoff = Date.parse('2025-10-12T17:00:00.000Z');
    expect(view.series.map((s) => s.steps.at(-1)!.to)).toEqual([kickoff, kickoff, kickoff]);
    expect(view.start).toBe(Date.parse('2025-10-08T12:00:00.000Z'));
    expect(view.end).toBe(kickoff);
  });

  it("follows the called side's price as well as the line: a price-only move is a move (issue #28 item 7)", () => {
    const history = lineHistory({
      pulls: [
        {
          book: 'DraftKings',
          line: 245.5,
          overOdds: -110,
          underOdds: -110,
          pulledAt: '2025-10-08T12:00:00.000Z',
        },
        {
          book: 'DraftKings',
          line: 245.5,
          overOdds: -125,
          underOdds: 105,
          pulledAt: '2025-10-10T12:00:00.000Z',
        },
      ],
    });
    const over = lineMovement(history, AFTER_KICKOFF, 'over')!;
    const dk = over.series[0]!;
    expect(dk.steps.map((s) => s.line)).toEqual([245.5]);
    expect(dk.prices.map((p) => p.price)).toEqual([-110, -125]);
    expect(dk.moves).toBe(1);
    expect(lineMovement(history, AFTER_KICKOFF, 'under')!.series[0]!.prices.map((p) => p.price)).toEqual([
      -110, 105,
    ]);
  });

  it('puts American odds on a continuous scale: -110 and +110 sit as far apart as -105 and +115', () => {
    expect(oddsToScale(110) - oddsToScale(-110)).toBe(20);
    expect(oddsToScale(-100)).toBe(oddsToScale(100));
    for (const o of [-250, -110, 100, 145]) expect(scaleToOdds(oddsToScale(o))).toBe(o);
  });

  it('has no close before kickoff: lines run to the latest pull', () => {
    const history = lineHistory();
    const view = lineMovement(
      { ...history, pulls: history.pulls.filter((p) => p.pulledAt < '2025-10-12') },
      BEFORE_KICKOFF,
    );
    expect(view?.closed).toBe(false);
    expect(view?.series.map((s) => [s.close, s.latest])).toEqual([
      [null, 248.5],
      [null, 246.5],
      [null, 246.5],
    ]);
    const latest = Date.parse('2025-10-11T13:00:00.000Z');
    expect(view?.series.map((s) => s.steps.at(-1)!.to)).toEqual([latest, latest, latest]);
    // The kickoff still bounds the time axis, so its marker has a place.
    expect(view?.end).toBe(Date.parse('2025-10-12T17:00:00.000Z'));
  });

  it('answers null when no pull is left to draw', () => {
    expect(lineMovement({ ...lineHistory(), pulls: [] }, AFTER_KICKOFF)).toBeNull();
  });

  it('rounds the line axis with room either side', () => {
    expect(lineTicks([244.5, 248.5])).toEqual({ lo: 242, hi: 250, ticks: [242, 244, 246, 248, 250] });
    expect(lineTicks([45.5])).toEqual({ lo: 45, hi: 46, ticks: [45, 45.5, 46] });
  });
});
