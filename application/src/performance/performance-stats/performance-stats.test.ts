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
    play: true,
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

  describe('with a version of the graded picks', () => {
    function versioned(rows: GradedRecord[]) {
      const base = service(rows);
      let current = 'v1';
      const version = vi.fn(() => Promise.resolve(current));
      const svc = new PerformanceStats(
        base.load,
        base.clock,
        manualClock('2025-10-12T15:00:00Z'),
        undefined,
        version,
      );
      const later = (ms: number) => {
        base.clock.set(new Date(base.clock.now().getTime() + ms));
      };
      return { ...base, svc, version, later, move: (v: string) => (current = v) };
    }

    it('keeps the list past the time-to-live while the version has not moved, derived answers included', async () => {
      const { svc, load, version, later } = versioned([record()]);
      const first = await svc.summary({});
      for (let i = 0; i < 5; i++) {
        later(PERFORMANCE_CACHE_TTL_MS);
        await svc.summary({});
        await vi.waitFor(() => {
          expect(version).toHaveBeenCalledTimes(2 + i);
        });
      }
      // More than twice the time-to-live since the last check: the caller waits for the check, not a load.
      later(3 * PERFORMANCE_CACHE_TTL_MS);
      expect(await svc.summary({})).toBe(first);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads again once the version moves', async () => {
      const { svc, load, rows, later, move } = versioned([record()]);
      await svc.summary({});
      rows.push(record({ result: 'loss', profitLoss: -1 }));
      move('v2');
      later(PERFORMANCE_CACHE_TTL_MS);
      expect((await svc.summary({})).totalBets).toBe(1);
      await vi.waitFor(async () => {
        expect((await svc.summary({})).totalBets).toBe(2);
      });
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('loads again after a write here even when the version reads the same', async () => {
      const { svc, load, rows } = versioned([record()]);
      await svc.summary({});
      rows.push(record({ result: 'loss', profitLoss: -1 }));
      svc.invalidate();
      expect((await svc.summary({})).totalBets).toBe(2);
      expect(load).toHaveBeenCalledTimes(2);
    });
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

  it('answers the summary over every pick when asked, with the headline and the categories the chart draws', async () => {
    const { svc } = service([
      record(),
      record({ play: false, result: 'loss', profitLoss: -1, type: 'Rushing Yards' }),
      record({ profitLoss: null }),
    ]);
    const plays = await svc.summary({});
    expect(plays).toMatchObject({ totalBets: 2, wins: 2, losses: 0, roi: '91.0%' });
    expect(plays.headline).toMatchObject({ graded: 2, unpriced: 1, units: { value: 0.91, n: 1 } });
    expect(plays.categories).toEqual([{ category: 'Receiving Yards', wins: 2, losses: 0, pushes: 0 }]);
    const all = await svc.summary({ view: 'all' });
    expect(all).toMatchObject({ totalBets: 3, wins: 2, losses: 1, worstCategory: 'Rushing Yards' });
    expect(all.headline?.winRate).toMatchObject({ n: 3 });
    expect((await svc.calibration({ view: 'plays' })).bands.reduce((n, b) => n + b.picks, 0)).toBe(2);
  });
});

describe('PerformanceStats record', () => {
  const rows = Array.from({ length: 7 }, (_, i) =>
    record({
      play: i % 2 === 0,
      record: {
        ...record().record,
        id: `r${String(i)}`,
        season: i < 2 ? 2024 : 2025,
        publishedAt: `2025-10-0${String(i + 1)}T12:00:00.000Z`,
        result: i % 3 === 0 ? 'loss' : 'win',
        profit: i % 3 === 0 ? -1 : 0.91,
        play: i % 2 === 0,
      },
    }),
  );

  it('pages the matching rows newest first; headline, calibration and count cover them all', async () => {
    const { svc } = service(rows);
    const first = await svc.record({ view: 'all', page: 1, limit: 3 });
    expect(first.rows.map((r) => r.id)).toEqual(['r6', 'r5', 'r4']);
    expect(first.meta).toEqual({ page: 1, pageSize: 3, totalItems: 7, totalPages: 3 });
    expect(first.headline).toMatchObject({ graded: 7, wins: 4, losses: 3 });
    expect(first.calibration.n).toBe(7);
    expect(first.seasons).toEqual([2025, 2024]);
    const last = await svc.record({ view: 'all', page: 3, limit: 3 });
    expect(last.rows.map((r) => r.id)).toEqual(['r0']);
    expect(last.headline).toBe(first.headline);
  });

  it('shows plays only in the plays view, and the export gets every matching row unpaged', async () => {
    const { svc } = service(rows);
    const plays = await svc.record({ view: 'plays', page: 1, limit: 2 });
    expect(plays.meta.totalItems).toBe(4);
    expect(plays.headline).toMatchObject({ graded: 4, wins: 2, losses: 2 });
    expect(plays.seasons).toEqual([2025, 2024]);
    expect((await svc.recordRows({ view: 'plays', season: 2025 })).map((r) => r.id)).toEqual([
      'r6',
      'r4',
      'r2',
    ]);
  });
});
