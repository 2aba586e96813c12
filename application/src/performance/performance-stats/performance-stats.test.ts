import type { Clock } from '@edgeboard/domain';
import { describe, expect, it, vi } from 'vitest';
import { PERFORMANCE_CACHE_TTL_MS, PerformanceStats, type GradedRecord } from './performance-stats';

/** A clock the test moves by hand. */
function manualClock(at: string): Clock & { set(d: Date): void } {
  let now = new Date(at);
  return { now: () => now, set: (d) => (now = d) };
}

const record = (over: Partial<GradedRecord> = {}): GradedRecord => ({
  date: '2025-10-05T17:00:00.000Z',
  filterDate: '2025-10-05T17:00:00.000Z',
  statType: 'receiving_yards',
  type: 'Receiving Yards',
  result: 'win',
  profitLoss: 0.91,
  confidence: 70,
  play: true,
  record: {
    id: 'p1',
    publishedAt: '2025-10-01T12:00:00.000Z',
    season: 2025,
    week: 5,
    game: 'NYJ @ BUF',
    player: 'Garrett Wilson',
    statType: 'receiving_yards',
    line: 64.5,
    price: -110,
    book: 'DraftKings',
    call: 'over',
    edgeScore: 70,
    result: 'win',
    profit: 0.91,
  },
  clv: null,
  ...over,
});

function service(rows: GradedRecord[]) {
  const clock = manualClock('2026-11-21T12:00:00Z');
  const seasonClock = manualClock('2025-10-12T15:00:00Z');
  const load = vi.fn(() => Promise.resolve([...rows]));
  return { svc: new PerformanceStats(load, clock, seasonClock), load, clock, rows };
}

describe('PerformanceStats cache', () => {
  it('loads once for many concurrent and later calls, whatever the filters', async () => {
    const { svc, load } = service([record(), record({ result: 'loss', profitLoss: -1 })]);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? svc.summary({}) : svc.summary({ propType: 'player_yards', timeframe: '7d' }),
      ),
    );
    await svc.calibration({});
    await svc.summary({ timeframe: '30d' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers[0]).toMatchObject({ totalBets: 2, wins: 1, losses: 1 });
    // The same filter answers the same object: derived once, then kept.
    expect(answers[2]).toBe(answers[0]);
  });

  it('loads again after an invalidation and answers the new data', async () => {
    const { svc, load, rows } = service([record()]);
    expect((await svc.summary({})).totalBets).toBe(1);
    rows.push(record({ result: 'loss', profitLoss: -1 }));
    expect((await svc.summary({})).totalBets).toBe(1);
    svc.invalidate();
    expect(await svc.summary({})).toMatchObject({ totalBets: 2, losses: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const { svc, load, rows } = service([record()]);
    const first = svc.summary({});
    svc.invalidate();
    rows.push(record({ result: 'loss', profitLoss: -1 }));
    await first;
    expect((await svc.summary({})).totalBets).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('expires on the injected clock', async () => {
    const { svc, load, clock } = service([record()]);
    await svc.summary({});
    clock.set(new Date(clock.now().getTime() + PERFORMANCE_CACHE_TTL_MS - 1));
    await svc.summary({});
    expect(load).toHaveBeenCalledTimes(1);
    clock.set(new Date(clock.now().getTime() + 1));
    await svc.summary({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers an expired list at once while it reloads, then the reloaded one', async () => {
    const { svc, load, clock, rows } = service([record()]);
    await svc.summary({});
    rows.push(record({ result: 'loss', profitLoss: -1 }));
    let finish: (r: GradedRecord[]) => void = () => undefined;
    load.mockImplementationOnce(
      () =>
        new Promise<GradedRecord[]>((resolve) => {
          finish = resolve;
        }),
    );
    clock.set(new Date(clock.now().getTime() + PERFORMANCE_CACHE_TTL_MS));
    // The reload has not answered, yet the caller is not kept waiting for it.
    expect((await svc.summary({})).totalBets).toBe(1);
    await svc.summary({ timeframe: '30d' });
    expect(load).toHaveBeenCalledTimes(2);
    finish([...rows]);
    await vi.waitFor(async () => {
      expect((await svc.summary({})).totalBets).toBe(2);
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for the reload once the list is more than twice the TTL old', async () => {
    const { svc, clock, rows } = service([record()]);
    await svc.summary({});
    rows.push(record({ result: 'loss', profitLoss: -1 }));
    clock.set(new Date(clock.now().getTime() + 2 * PERFORMANCE_CACHE_TTL_MS));
    expect((await svc.summary({})).totalBets).toBe(2);
  });

  it('filters like the SQL: stat types, timeframe on kick-off else graded time, plays only for bets', async () => {
    const { svc, load } = service([
      record({ filterDate: '2025-01-01T00:00:00.000Z' }),
      record({ statType: 'rushing_yards', type: 'Rushing Yards' }),
      record({ filterDate: null }),
      record({ play: false, result: 'loss', profitLoss: -1 }),
    ]);
    expect((await svc.summary({})).totalBets).toBe(3);
    expect((await svc.summary({ timeframe: '7d' })).totalBets).toBe(1);
    expect((await svc.summary({ propType: 'player_rushing' })).totalBets).toBe(1);
    expect((await svc.summary({ propType: 'player_yards' })).totalBets).toBe(3);
    expect((await svc.summary({ propType: 'player_receptions' })).totalBets).toBe(0);
    expect((await svc.summary({ sport: 'NBA' })).totalBets).toBe(0);
    const { bands } = await svc.calibration({});
    expect(bands.reduce((n, b) => n + b.picks, 0)).toBe(4);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
