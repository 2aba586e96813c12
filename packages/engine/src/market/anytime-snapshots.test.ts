import { describe, expect, it } from 'vitest';
import { LastAnytimePrices, nflWeekOf } from './anytime-snapshots';

const header = [
  'event_id',
  'home_team',
  'away_team',
  'commence_time',
  'fetch_timestamp',
  'minutes_to_kickoff',
  'market',
  'player_name',
  'outcome_type',
  'line',
  'odds',
  'last_update',
];
const row = (player: string, minutes: number, odds: number, market = 'player_anytime_td', side = 'Yes') => [
  'g1',
  'Houston Texans',
  'Arizona Cardinals',
  '2025-12-14T18:00:00Z',
  '',
  String(minutes),
  market,
  player,
  side,
  '',
  String(odds),
  '',
];

describe('LastAnytimePrices: the last anytime price before kick-off per player and game', () => {
  it('keeps the snapshot nearest kick-off, never one after it, across files', () => {
    const t = new LastAnytimePrices();
    t.add([header, row('A', 900, 150), row('A', 120, 130), row('B', 300, 400)]);
    t.add([header, row('A', 30, 120), row('A', -5, 100), row('B', 400, 500)]);
    const q = Object.fromEntries(t.quotes().map((x) => [x.player, x]));
    expect(q.A?.odds).toBe(120);
    expect(q.A?.implied).toBeCloseTo(100 / 220, 12);
    expect(q.B?.odds).toBe(400);
  });

  it('ignores other markets and the No side', () => {
    const t = new LastAnytimePrices();
    t.add([header, row('A', 60, 350, 'player_1st_td'), row('B', 60, -500, 'player_anytime_td', 'No')]);
    expect(t.quotes()).toEqual([]);
  });

  it('names a missing column', () => {
    expect(() => { new LastAnytimePrices().add([header.filter((h) => h !== 'odds')]); }).toThrow(
      'missing column odds',
    );
  });

  it('numbers NFL weeks Tuesday to Monday', () => {
    expect(nflWeekOf('2025-09-05T00:20:00Z')).toBe(1);
    expect(nflWeekOf('2025-12-14T18:00:00Z')).toBe(15);
    expect(nflWeekOf('2025-12-16T01:15:00Z')).toBe(15);
    expect(nflWeekOf('2025-12-25T18:00:00Z')).toBe(17);
  });
});
