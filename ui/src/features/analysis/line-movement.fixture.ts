import type { PropLineHistory } from '@edgeboard/domain';
import { propDetail } from './analysis.fixture';

/** Fixed "now"s either side of the fixture's kickoff, so no test reads the clock. */
export const BEFORE_KICKOFF = Date.parse('2025-10-11T20:00:00.000Z');
export const AFTER_KICKOFF = Date.parse('2025-10-13T12:00:00.000Z');

/**
 * Three books' pulls for the analysis fixture's pick, oldest first: DraftKings (the pick's book) opens 245.5,
 * repeats it, moves to 247.5 then 248.5 and has an in-game pull after kickoff; FanDuel moves once; Caesars
 * never moves.
 */
export function lineHistory(over: Partial<PropLineHistory> = {}): PropLineHistory {
  const pull = (book: string, line: number, pulledAt: string, overOdds = -110, underOdds = -110) => ({
    book,
    line,
    overOdds,
    underOdds,
    pulledAt,
  });
  return {
    pickId: propDetail().id,
    publishedAt: '2025-10-09T15:00:00.000Z',
    kickoff: '2025-10-12T17:00:00.000Z',
    pickBook: 'DraftKings',
    // The server's season clock: after kickoff unless a test says otherwise (no test reads the real clock).
    asOf: new Date(AFTER_KICKOFF).toISOString(),
    pulls: [
      pull('DraftKings', 245.5, '2025-10-08T12:00:00.000Z', -115, -105),
      pull('FanDuel', 244.5, '2025-10-08T13:00:00.000Z'),
      pull('Caesars', 246.5, '2025-10-09T09:00:00.000Z'),
      pull('DraftKings', 245.5, '2025-10-09T12:00:00.000Z', -120, 100),
      pull('DraftKings', 247.5, '2025-10-10T12:00:00.000Z'),
      pull('DraftKings', 248.5, '2025-10-11T12:00:00.000Z'),
      pull('FanDuel', 246.5, '2025-10-11T13:00:00.000Z'),
      pull('DraftKings', 248.5, '2025-10-12T16:30:00.000Z'),
      pull('DraftKings', 252.5, '2025-10-12T18:00:00.000Z'),
    ],
    ...over,
  };
}
