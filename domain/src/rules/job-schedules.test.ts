import { describe, expect, it } from 'vitest';
import { gamesDueForPublishing, isSlowRun, SLOW_JOB_RUN_MS, statsIngestDue } from './job-schedules';

describe('statsIngestDue', () => {
  const sundayKickoffs = ['2025-09-21T17:00:00.000Z', '2025-09-21T20:25:00.000Z', '2025-09-22T00:20:00.000Z'];

  it('runs once a day at 09:00 UTC', () => {
    expect(statsIngestDue(new Date('2025-09-24T09:00:00.000Z'), [])).toBe('daily');
    expect(statsIngestDue(new Date('2025-09-24T10:00:00.000Z'), [])).toBeNull();
    expect(statsIngestDue(new Date('2025-09-24T08:00:00.000Z'), [])).toBeNull();
  });

  it('runs in the hour after each game is over (kickoff + 4 h), not before and not again', () => {
    // The 17:00 game is over at 21:00: the 21:00 run is due, the 20:00 and 22:00 runs are not.
    expect(statsIngestDue(new Date('2025-09-21T20:00:00.000Z'), sundayKickoffs)).toBeNull();
    expect(statsIngestDue(new Date('2025-09-21T21:00:00.000Z'), sundayKickoffs)).toBe('games-finished');
    expect(statsIngestDue(new Date('2025-09-21T22:00:00.000Z'), sundayKickoffs)).toBeNull();
    // The late game (20:25) is over at 00:25: the 01:00 run; the night game (00:20) at 04:20: the 05:00 run.
    expect(statsIngestDue(new Date('2025-09-22T01:00:00.000Z'), sundayKickoffs)).toBe('games-finished');
    expect(statsIngestDue(new Date('2025-09-22T05:00:00.000Z'), sundayKickoffs)).toBe('games-finished');
    expect(statsIngestDue(new Date('2025-09-22T06:00:00.000Z'), sundayKickoffs)).toBeNull();
  });
});

describe('gamesDueForPublishing', () => {
  const game = (id: string, kickoff: string, status = 'scheduled') => ({ id, kickoff, status });
  const now = new Date('2025-09-21T15:45:00.000Z');

  it('takes scheduled games kicking off within the lead, and none that started or are further away', () => {
    const games = [
      game('soon', '2025-09-21T17:00:00.000Z'),
      game('edge', '2025-09-21T17:15:00.000Z'),
      game('later', '2025-09-21T20:25:00.000Z'),
      game('started', '2025-09-21T15:30:00.000Z', 'in_progress'),
      game('past-kickoff', '2025-09-21T15:45:00.000Z'),
    ];
    expect(gamesDueForPublishing(games, now, 90 * 60_000).map((g) => g.id)).toEqual(['soon', 'edge']);
  });
});

describe('isSlowRun', () => {
  const run = (seconds: number) => ({
    started_at: '2026-11-22T18:10:00.000Z',
    finished_at: new Date(Date.parse('2026-11-22T18:10:00.000Z') + seconds * 1000).toISOString(),
  });
  it(`marks a run of ${String(SLOW_JOB_RUN_MS / 1000)} s or more`, () => {
    expect(isSlowRun(run(4.9))).toBe(false);
    expect(isSlowRun(run(5))).toBe(true);
    expect(isSlowRun(run(25.5))).toBe(true);
  });
});
