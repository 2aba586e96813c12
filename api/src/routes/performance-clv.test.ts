// Issue #14 item 4 on Performance Review and the public record: graded picks with a close carry their closing line
// value on the table's rows, the record's rows and its CSV export, and the summary cards average it over the
// plays; picks without a close carry none.
import { PerformanceDataResponse, PerformanceSummary, RecordResponse } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { pick, seedSample } from '../testing/sample-season';
import { testAppPerSuite } from '../testing/per-suite';

const t = testAppPerSuite({ seasonNow: '2025-10-12T15:00:00Z' }, async (t) => {
  await seedSample(t);
  // Two graded picks of the final week-5 game (kickoff 2025-10-05 17:00) published at DraftKings' line.
  const priced = (id: string, minute: number, result: 'win' | 'loss', odds: number) => ({
    ...pick(id, { week: 5, confidence: 62, createdMinute: minute, gameId: 'g5', result }),
    sportsbook: 'DraftKings',
    line_source: 'book' as const,
    odds,
  });
  await t.repos.aiPicks.insertMany([priced('c-beat', 20, 'win', -105), priced('c-lost', 21, 'loss', -110)]);
  const pull = (id: string, playerId: string, over: number, under: number, at: string) => ({
    id,
    player: `Player ${playerId.slice(3)}`,
    player_id: playerId,
    stat_type: 'receiving_yards' as const,
    line_value: 55.5,
    odds: over,
    over_odds: over,
    under_odds: under,
    sportsbook: 'DraftKings',
    game_id: 'g5',
    season: 2025,
    week: 5,
    pulled_at: at,
    updated_at: at,
  });
  await t.repos.propLines.insertMany([
    pull('l1', 'pl-c-beat', -110, -110, '2025-09-30T15:00:00.000Z'),
    pull('l2', 'pl-c-beat', -125, 105, '2025-10-05T16:30:00.000Z'),
    pull('l3', 'pl-c-lost', -105, -115, '2025-10-05T16:40:00.000Z'),
  ]);
  // The kickoff lock stores each pick's close (the week-5 picks without a book get none).
  await t.repos.aiPicks.lockStarted('2025-10-12T15:00:00.000Z');
});

// No-vig over at -125/+105 is 0.5325, -105 implies 0.5122; at -105/-115 it is 0.4892, -110 implies 0.5238.
const BEAT = 0.5325 - 0.5122;
const LOST = 0.4892 - 0.5238;

describe('closing line value on Performance Review and the record', () => {
  it('puts clv on the rows of picks with a close and leaves it off the others', async () => {
    const res = await t.get('/api/performance/data?limit=50');
    const rows = PerformanceDataResponse.parse(await res.json()).data;
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('c-beat')?.clv).toBeCloseTo(BEAT, 3);
    expect(byId.get('c-lost')?.clv).toBeCloseTo(LOST, 3);
    expect(byId.get('w5-0')?.clv).toBeUndefined();
  });

  it('averages clv on the summary cards over the plays with a close', async () => {
    const summary = PerformanceSummary.parse(await (await t.get('/api/performance/summary')).json());
    expect(summary.clvCount).toBe(2);
    expect(summary.averageClv).toBeCloseTo((BEAT + LOST) / 2, 3);
    expect(summary.beatCloseRate).toBe(0.5);
    const none = PerformanceSummary.parse(
      await (await t.get('/api/performance/summary?propType=player_rushing')).json(),
    );
    expect(none).toMatchObject({ clvCount: 0, averageClv: null, beatCloseRate: null });
  });

  it('carries the close on the record’s rows and its CSV export', async () => {
    const record = RecordResponse.parse(await (await t.get('/api/performance/record')).json());
    const beat = record.rows.find((r) => r.id === 'c-beat');
    expect(beat?.closing).toMatchObject({ book: 'DraftKings', line: 55.5, price: -125 });
    expect(beat?.closing?.priceImprovement).toBeCloseTo(1.95238 / 1.8 - 1, 3);
    expect(record.rows.find((r) => r.id === 'w5-0')?.closing).toBeUndefined();
    const csv = await (await t.get('/api/performance/export?format=csv')).text();
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toContain('closing_book,closing_line,closing_price,clv,price_improvement');
    const line = lines.find((l) => l.startsWith('c-beat,'));
    expect(line).toMatch(/,DraftKings,55\.5,-125,0\.0203,0\.0847$/);
  });
});
