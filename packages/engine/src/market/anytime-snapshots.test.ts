import { describe, expect, it } from 'vitest';
import { splitCsv } from '../data/nflverse';
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

  it('leaves out team defences (D/ST): the expected scorers a game sums to count players only', () => {
    const t = new LastAnytimePrices();
    t.add([header, row('Houston Texans D/ST', 60, 700), row('A', 60, 150)]);
    expect(t.quotes().map((q) => q.player)).toEqual(['A']);
  });

  it('ignores other markets and the No side', () => {
    const t = new LastAnytimePrices();
    t.add([header, row('A', 60, 350, 'player_1st_td'), row('B', 60, -500, 'player_anytime_td', 'No')]);
    expect(t.quotes()).toEqual([]);
  });

  it('names a missing column', () => {
    expect(() => {
      new LastAnytimePrices().add([header.filter((h) => h !== 'odds')]);
    }).toThrow('missing column odds');
  });

  it('numbers NFL weeks Tuesday to Monday', () => {
    expect(nflWeekOf('2025-09-05T00:20:00Z')).toBe(1);
    expect(nflWeekOf('2025-12-14T18:00:00Z')).toBe(15);
    expect(nflWeekOf('2025-12-16T01:15:00Z')).toBe(15);
    expect(nflWeekOf('2025-12-25T18:00:00Z')).toBe(17);
  });
});

describe('LastAnytimePrices on the historical odds files (told apart by their header)', () => {
  const hist = [
    'event_id,game_id,season,week,commence_time,away_team,home_team,market,player,prop_type,line,price,snapshot_timestamp,market_last_update',
  ];
  const h = (player: string, snapshot: string, price: number, market = 'player_anytime_td', side = 'yes') =>
    `e7,20251019_NYG_DEN,2025,7,2025-10-19T20:05:00Z,NYG,DEN,${market},${player},${side},,${price},${snapshot},${snapshot}`;

  it('keeps the last "yes" price before kick-off, with the file\'s week and abbreviations', () => {
    const t = new LastAnytimePrices();
    t.add(
      splitCsv(
        [
          ...hist,
          h('A', '2025-10-19T14:00:00Z', 200),
          h('A', '2025-10-19T18:00:38Z', 180),
          h('A', '2025-10-19T20:30:00Z', 100),
          h('B', '2025-10-19T18:00:38Z', 400, 'player_reception_yds', 'over'),
          h('C', '2025-10-19T18:00:38Z', -120),
        ].join('\n'),
      ),
    );
    const q = Object.fromEntries(t.quotes().map((x) => [x.player, x]));
    expect(Object.keys(q).sort()).toEqual(['A', 'C']);
    expect(q.A).toMatchObject({ event: 'e7', week: 7, homeTeam: 'DEN', awayTeam: 'NYG', odds: 180 });
    expect(q.A?.minutesToKickoff).toBeCloseTo(124.3667, 3);
    expect(q.C?.implied).toBeCloseTo(120 / 220, 12);
  });

  it("numbers a snapshot file's weeks from its kick-off", () => {
    const t = new LastAnytimePrices();
    t.add([header, row('A', 60, 150)]);
    expect(t.quotes()[0]?.week).toBe(15);
  });
});
