import { describe, expect, it } from 'vitest';
import { aiPick } from '../entities/entity-samples';
import { AiPick } from '../entities/prop';
import { Game } from '../entities/game';
import type { RecordRow } from '../entities/record';
import { csvField, filterRecord, recordCsv, recordFileName, sortRecord, toRecordRow } from './record';

const ts = '2025-10-01T12:00:00.000Z';
const graded = AiPick.parse({
  ...aiPick,
  week: 5,
  odds: -105,
  sportsbook: 'DraftKings',
  best_book: 'FanDuel',
  result: 'win',
  actual_value: 260,
  profit: 0.95,
  graded_at: '2025-10-06T02:00:00.000Z',
  created_at: ts,
});
const game = Game.parse({
  id: 'g1',
  season: 2025,
  week: 5,
  kickoff: '2025-10-05T17:00:00.000Z',
  home_team: 'BUF',
  away_team: 'NYJ',
  status: 'final',
  venue_time_zone: 'America/New_York',
});

const row = (over: Partial<RecordRow>): RecordRow => ({ ...toRecordRow({ pick: graded, game })!, ...over });

describe('toRecordRow', () => {
  it('shows the pick as published, priced at its best book', () => {
    expect(toRecordRow({ pick: graded, game })).toEqual({
      id: 'p1',
      publishedAt: ts,
      season: 2025,
      week: 5,
      game: 'NYJ @ BUF',
      player: 'Josh Allen',
      statType: 'passing_yards',
      line: 245.5,
      price: -105,
      book: 'FanDuel',
      call: 'over',
      edgeScore: 68,
      result: 'win',
      profit: 0.95,
      play: true,
    });
  });

  it('gives no units to a pick graded without a price, and marks a pass', () => {
    // Grading settles a pick without odds at the engine's -110: that 0.909 was never on offer.
    const bare = toRecordRow({ pick: { ...graded, odds: null, profit: 0.909 }, game });
    expect(bare).toMatchObject({ price: null, profit: null, play: true });
    expect(toRecordRow({ pick: { ...graded, verdict: 'no_play' }, game })).toMatchObject({ play: false });
  });

  it('skips ungraded picks and keeps picks stored before prices', () => {
    expect(toRecordRow({ pick: { ...graded, result: null }, game })).toBeNull();
    const old = toRecordRow({
      pick: { ...graded, odds: undefined, sportsbook: null, best_book: null },
      game,
    });
    expect(old).toMatchObject({ price: null, book: null });
  });
});

describe('filterRecord and sortRecord', () => {
  const rows = [
    row({ id: 'a', season: 2024, week: 5 }),
    row({ id: 'b', week: 4, statType: 'receptions' }),
    row({ id: 'c', publishedAt: '2025-10-02T12:00:00.000Z' }),
  ];

  it('filters on season, week and stat type together', () => {
    expect(filterRecord(rows, {}).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(filterRecord(rows, { season: 2025 }).map((r) => r.id)).toEqual(['b', 'c']);
    expect(filterRecord(rows, { season: 2025, week: 5 }).map((r) => r.id)).toEqual(['c']);
    expect(filterRecord(rows, { statType: 'receptions' }).map((r) => r.id)).toEqual(['b']);
  });

  it('sorts newest publish time first, ties by id', () => {
    expect(sortRecord(rows).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('recordCsv', () => {
  it('writes a header and one row per pick, results as won/lost/push', () => {
    const csv = recordCsv([row({}), row({ id: 'p2', result: 'loss', profit: -1 })]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,published_at,season,week,game,player,stat_type,line,price,book,call,edge_score,result,profit_units,verdict',
    );
    expect(lines[1]).toBe(
      'p1,2025-10-01T12:00:00.000Z,2025,5,NYJ @ BUF,Josh Allen,passing_yards,245.5,-105,FanDuel,over,68,won,0.95,play',
    );
    expect(lines[2]).toMatch(/,lost,-1,play$/);
    expect(lines).toHaveLength(3);
  });

  it('quotes commas and quotes and neutralises formulas', () => {
    const csv = recordCsv([row({ player: 'A "B", C', book: '=HYPERLINK()' })]);
    expect(csv).toContain(',"A ""B"", C",');
    expect(csv).toContain(",'=HYPERLINK(),");
  });

  it('neutralises a leading tab, carriage return, line feed or space as it does = + - @ (OWASP CSV injection)', () => {
    for (const cell of ['\t=cmd', '\r=cmd', '\n=cmd', ' =cmd', '\tplain', '=1+1', '+1', '-1', '@SUM(A1)'])
      expect(csvField(cell)).toMatch(/^"?'/);
    // The record's own cells: a book name a provider sent with a leading tab or space.
    const csv = recordCsv([row({ book: '\t=HYPERLINK("x")', player: ' @cmd' })]);
    expect(csv).toContain(`,"'\t=HYPERLINK(""x"")",`);
    expect(csv).toContain(",' @cmd,");
    // Numbers are written as they are, a negative price included; ordinary text is untouched.
    expect(csvField(-110)).toBe('-110');
    expect(csvField('Josh Allen')).toBe('Josh Allen');
  });

  it('adds the closing columns only when a pick has a close', () => {
    expect(recordCsv([row({})])).not.toContain('closing_line');
    const csv = recordCsv([
      row({
        closing: { book: 'FanDuel', line: 246.5, price: -110, clv: 0.021, priceImprovement: 0.04 },
      }),
      row({}),
    ]);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/,closing_book,closing_line,closing_price,clv,price_improvement$/);
    expect(lines[1]).toMatch(/,FanDuel,246.5,-110,0.021,0.04$/);
    expect(lines[2]).toMatch(/,0.95,play,,,,,$/);
  });

  it('is the header alone with no pick', () => {
    expect(recordCsv([]).split('\r\n')).toHaveLength(2);
  });
});

describe('recordFileName', () => {
  it('names the season or all', () => {
    expect(recordFileName(2025, 'csv')).toBe('edgeboard-record-2025.csv');
    expect(recordFileName(undefined, 'csv')).toBe('edgeboard-record-all.csv');
  });
});
