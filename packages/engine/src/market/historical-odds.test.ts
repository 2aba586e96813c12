import { describe, expect, it } from 'vitest';
import { splitCsv } from '../data/nflverse';
import { historicalLines, linesCsv, readHistoricalOdds } from './historical-odds';
import { parseLinesCsv } from './lines-file';

const HEADER =
  'event_id,game_id,season,week,commence_time,away_team,home_team,market,player,prop_type,line,price,snapshot_timestamp,market_last_update';
const KICK = '2025-09-07T17:00:00Z';
const SNAP = '2025-09-07T14:55:39Z';
// One hand-made game, ARI at NO: cells in the file's order.
const r = (market: string, player: string, side: string, line: string, price: string, snap = SNAP) =>
  [
    'e1',
    '20250907_ARI_NO',
    '2025',
    '1',
    KICK,
    'ARI',
    'NO',
    market,
    player,
    side,
    line,
    price,
    snap,
    snap,
  ].join(',');
const table = (...rows: string[]) => splitCsv(`${HEADER}\n${rows.join('\n')}\n`);

describe('readHistoricalOdds: the historical odds files', () => {
  it('reads every row with its game, side, line, price and minutes before kick-off', () => {
    const { rows, refused } = readHistoricalOdds(
      table(
        r('player_pass_yds', 'Kyler Murray', 'over', '222.5', '-112'),
        r('player_anytime_td', 'A', 'yes', '', '165'),
      ),
    );
    expect(refused).toBe(0);
    expect(rows[0]).toMatchObject({
      event: 'e1',
      season: 2025,
      week: 1,
      awayTeam: 'ARI',
      homeTeam: 'NO',
      market: 'player_pass_yds',
      player: 'Kyler Murray',
      side: 'over',
      line: 222.5,
      price: -112,
    });
    expect(rows[0]?.minutesToKickoff).toBeCloseTo(124.35, 6);
    expect(rows[1]?.line).toBeNull();
  });

  it('names a missing column and refuses a row whose price is not American odds', () => {
    expect(() => readHistoricalOdds(splitCsv(`${HEADER.replace(',price', '')}\n`))).toThrow(
      'missing column price',
    );
    expect(readHistoricalOdds(table(r('player_anytime_td', 'A', 'yes', '', '50'))).refused).toBe(1);
  });
});

describe('historicalLines: historical odds to the --lines format', () => {
  it('pairs the over and under of one line into one row, the book named by the caller', () => {
    const { lines, skipped } = historicalLines(
      readHistoricalOdds(
        table(
          r('player_pass_yds', 'Kyler Murray', 'over', '222.5', '-112'),
          r('player_pass_yds', 'Kyler Murray', 'under', '222.5', '-110'),
          r('player_receptions', 'Trey McBride', 'under', '6.5', '120'),
          r('player_receptions', 'Trey McBride', 'over', '6.5', '-150'),
        ),
      ).rows,
      { book: 'DraftKings' },
    );
    expect(skipped).toEqual({
      afterKickoff: 0,
      superseded: 0,
      anytime: 0,
      noLine: 0,
      oneSide: 0,
      otherMarket: 0,
    });
    const parsed = parseLinesCsv(linesCsv(lines));
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines.map(({ row: _row, ...l }) => l)).toEqual([
      {
        season: 2025,
        week: 1,
        awayTeam: 'ARI',
        homeTeam: 'NO',
        player: 'Kyler Murray',
        statType: 'passing_yards',
        line: 222.5,
        overOdds: -112,
        underOdds: -110,
        sportsbook: 'DraftKings',
      },
      expect.objectContaining({
        player: 'Trey McBride',
        statType: 'receptions',
        overOdds: -150,
        underOdds: 120,
      }),
    ]);
  });

  it('keeps only the last snapshot before kick-off of each player and market, never one after it', () => {
    const { lines, skipped } = historicalLines(
      readHistoricalOdds(
        table(
          r('player_rush_yds', 'James Conner', 'over', '60.5', '-110', '2025-09-07T10:00:00Z'),
          r('player_rush_yds', 'James Conner', 'under', '60.5', '-110', '2025-09-07T10:00:00Z'),
          r('player_rush_yds', 'James Conner', 'over', '62.5', '-105'),
          r('player_rush_yds', 'James Conner', 'under', '62.5', '-115'),
          r('player_rush_yds', 'James Conner', 'over', '70.5', '100', '2025-09-07T17:30:00Z'),
          r('player_rush_yds', 'James Conner', 'under', '70.5', '-120', '2025-09-07T17:30:00Z'),
        ),
      ).rows,
      { book: 'DraftKings' },
    );
    expect(lines.map((l) => [l.line, l.overOdds, l.underOdds])).toEqual([[62.5, -105, -115]]);
    expect(skipped.afterKickoff).toBe(2);
    expect(skipped.superseded).toBe(2);
  });

  it('leaves out a side without its other side, a market without a line, other markets and, unless asked, anytime TDs', () => {
    const rows = readHistoricalOdds(
      table(
        r('player_reception_yds', 'Chris Olave', 'over', '55.5', '-115'),
        // The files' passing TDs carry two prices per player with no line and no side: which is which is unknown.
        r('player_pass_tds', 'Kyler Murray', 'yes', '', '102'),
        r('player_pass_tds', 'Kyler Murray', 'yes', '', '-130'),
        r('player_1st_td', 'Alvin Kamara', 'yes', '', '500'),
        r('player_anytime_td', 'Alvin Kamara', 'yes', '', '-105'),
      ),
    ).rows;
    const twoSided = historicalLines(rows, { book: 'DraftKings' });
    expect(twoSided.lines).toEqual([]);
    expect(twoSided.skipped).toEqual({
      afterKickoff: 0,
      superseded: 0,
      anytime: 1,
      noLine: 2,
      oneSide: 1,
      otherMarket: 1,
    });
    const withTd = historicalLines(rows, { book: 'DraftKings', anytime: true });
    expect(withTd.lines).toEqual([
      expect.objectContaining({
        player: 'Alvin Kamara',
        statType: 'touchdowns',
        line: 0.5,
        overOdds: -105,
        underOdds: null,
      }),
    ]);
    expect(withTd.skipped.anytime).toBe(0);
  });

  it('quotes a player name holding a comma', () => {
    const { lines } = historicalLines(
      readHistoricalOdds(table(r('player_anytime_td', '"Smith, Jr."', 'yes', '', '300'))).rows,
      { book: 'DraftKings', anytime: true },
    );
    expect(parseLinesCsv(linesCsv(lines)).lines[0]?.player).toBe('Smith, Jr.');
  });
});
