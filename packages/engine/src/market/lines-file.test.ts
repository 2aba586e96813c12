import { describe, expect, it } from 'vitest';
import { LINES_COLUMNS, parseLinesCsv } from './lines-file';

const HEADER = 'season,week,away_team,home_team,player,stat_type,line_value,over_odds,under_odds,sportsbook';

const csv = (...rows: string[]) => `${HEADER}\n${rows.join('\n')}\n`;

describe('parseLinesCsv: the header', () => {
  it('names the columns the file needs', () => {
    expect(LINES_COLUMNS.join(',')).toBe(HEADER);
  });

  it('throws when a column is missing, naming it', () => {
    const noUnder = HEADER.replace(',under_odds', '');
    expect(() =>
      parseLinesCsv(`${noUnder}\n2024,1,BAL,KC,Lamar Jackson,passing_yards,215.5,-115,draftkings\n`),
    ).toThrow('lines file lacks column(s): under_odds');
    const two = 'season,week,away_team,home_team,player,stat_type,line_value,over_odds,under_odds';
    expect(() => parseLinesCsv(`${two.replace('week,', '')}\n`)).toThrow(/week, sportsbook/);
  });

  it('throws on an empty file', () => {
    expect(() => parseLinesCsv('')).toThrow(/lacks column\(s\): season, week/);
  });

  it('reads the columns in any order and any case, with extra columns and a byte-order mark', () => {
    const header =
      'SPORTSBOOK,Player,stat_type,extra,under_odds,over_odds,line_value,home_team,away_team,week,season';
    const parsed = parseLinesCsv(
      `\ufeff${header}\nFanDuel,Lamar Jackson,passing_yards,x,-105,-115,215.5,KC,BAL,1,2024\n`,
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.lines).toEqual([
      {
        row: 2,
        season: 2024,
        week: 1,
        awayTeam: 'BAL',
        homeTeam: 'KC',
        player: 'Lamar Jackson',
        statType: 'passing_yards',
        line: 215.5,
        overOdds: -115,
        underOdds: -105,
        sportsbook: 'FanDuel',
      },
    ]);
  });
});

describe('parseLinesCsv: rows', () => {
  it('reads a two-sided row, trimming cells and upper-casing teams', () => {
    const { lines, errors } = parseLinesCsv(
      csv(' 2024 , 3 , bal , kc , Lamar Jackson (BAL) , rushing_yards , 59.5 , +100 , -130 , DraftKings '),
    );
    expect(errors).toEqual([]);
    expect(lines[0]).toMatchObject({
      row: 2,
      season: 2024,
      week: 3,
      awayTeam: 'BAL',
      homeTeam: 'KC',
      player: 'Lamar Jackson (BAL)',
      statType: 'rushing_yards',
      line: 59.5,
      overOdds: 100,
      underOdds: -130,
      sportsbook: 'DraftKings',
    });
  });

  it('an empty under_odds is a one-sided market; both empty is a line without prices', () => {
    const { lines, errors } = parseLinesCsv(
      csv(
        '2024,1,BAL,KC,Zay Flowers,touchdowns,0.5,+150,,FanDuel',
        '2024,1,BAL,KC,Zay Flowers,receptions,4.5,,-140,FanDuel',
        '2024,1,BAL,KC,Zay Flowers,receiving_yards,52.5,,,FanDuel',
      ),
    );
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.overOdds, l.underOdds])).toEqual([
      [150, null],
      [null, -140],
      [null, null],
    ]);
  });

  it('reads a quoted player name with a comma', () => {
    const { lines } = parseLinesCsv(
      csv('2024,1,BAL,KC,"Harrison, Marvin Jr.",receiving_yards,60.5,-110,-110,BetMGM'),
    );
    expect(lines[0]?.player).toBe('Harrison, Marvin Jr.');
  });

  it('accepts -100 and +100, the edge of American odds, and whole-number lines', () => {
    const { lines, errors } = parseLinesCsv(csv('2024,1,BAL,KC,Lamar Jackson,passing_tds,2,-100,100,DK'));
    expect(errors).toEqual([]);
    expect(lines[0]).toMatchObject({ line: 2, overOdds: -100, underOdds: 100 });
  });

  it.each([
    ['-99', '-110'],
    ['-110', '+99'],
    ['50', '-110'],
    ['0', '-110'],
    ['-110', '1.5'],
    ['-110.5', '-110'],
    ['abc', '-110'],
    ['-110', 'even'],
  ])('refuses odds %s / %s with the row number', (over, under) => {
    const { lines, errors } = parseLinesCsv(
      csv(
        '2024,1,BAL,KC,Lamar Jackson,passing_yards,215.5,-110,-110,DK',
        `2024,1,BAL,KC,Zay Flowers,receiving_yards,52.5,${over},${under},DK`,
      ),
    );
    expect(lines.map((l) => l.row)).toEqual([2]);
    expect(errors).toEqual([{ row: 3, reason: 'odds are not American odds' }]);
  });

  it('refuses an unknown stat type, naming it', () => {
    const { lines, errors } = parseLinesCsv(
      csv(
        '2024,1,BAL,KC,Lamar Jackson,anytime_td,0.5,-110,,DK',
        '2024,1,BAL,KC,Lamar Jackson,points,20.5,-110,-110,DK',
        '2024,1,BAL,KC,Lamar Jackson,Passing_Yards,215.5,-110,-110,DK',
      ),
    );
    expect(lines).toEqual([]);
    expect(errors).toEqual([
      { row: 2, reason: "unknown stat_type 'anytime_td'" },
      { row: 3, reason: "unknown stat_type 'points'" },
      { row: 4, reason: "unknown stat_type 'Passing_Yards'" },
    ]);
  });

  it('refuses bad seasons, weeks, lines and missing names, one reason per row', () => {
    const { lines, errors } = parseLinesCsv(
      csv(
        '2024.5,1,BAL,KC,A B,receptions,4.5,-110,-110,DK',
        'x,1,BAL,KC,A B,receptions,4.5,-110,-110,DK',
        '2024,0,BAL,KC,A B,receptions,4.5,-110,-110,DK',
        '2024,23,BAL,KC,A B,receptions,4.5,-110,-110,DK',
        '2024,,BAL,KC,A B,receptions,4.5,-110,-110,DK',
        '2024,1,BAL,KC,A B,receptions,four,-110,-110,DK',
        '2024,1,BAL,KC,A B,receptions,-4.5,-110,-110,DK',
        '2024,1,BAL,KC,,receptions,4.5,-110,-110,DK',
        '2024,1,BAL,KC,A B,receptions,4.5,-110,-110,',
        '2024,1,,KC,A B,receptions,4.5,-110,-110,DK',
        '2024,1,BAL,,A B,receptions,4.5,-110,-110,DK',
        '2024,22,BAL,KC,A B,receptions,4.5,-110,-110,DK',
      ),
    );
    expect(errors).toEqual([
      { row: 2, reason: 'season is not a year' },
      { row: 3, reason: 'season is not a year' },
      { row: 4, reason: 'week is not 1-22' },
      { row: 5, reason: 'week is not 1-22' },
      { row: 6, reason: 'week is not 1-22' },
      { row: 7, reason: 'line_value is not a number' },
      { row: 8, reason: 'line_value is not a number' },
      { row: 9, reason: 'player, sportsbook and both teams are required' },
      { row: 10, reason: 'player, sportsbook and both teams are required' },
      { row: 11, reason: 'player, sportsbook and both teams are required' },
      { row: 12, reason: 'player, sportsbook and both teams are required' },
    ]);
    expect(lines.map((l) => [l.row, l.week])).toEqual([[13, 22]]);
  });

  it('skips rows of empty cells but keeps counting them', () => {
    const { lines, errors } = parseLinesCsv(
      `${HEADER}\n,,,,,,,,,\n2024,1,BAL,KC,A B,receptions,4.5,-110,-110,DK\n , , ,,,,,,,\n2024,2,BAL,KC,A B,receptions,4.5,-110,oops,DK\n`,
    );
    expect(lines.map((l) => l.row)).toEqual([3]);
    expect(errors).toEqual([{ row: 5, reason: 'odds are not American odds' }]);
  });

  it('row numbers are file line numbers even after an empty line', () => {
    // Line 1 header, line 2 empty, line 3 a good row, line 4 a bad one: the report must say line 4.
    const { lines, errors } = parseLinesCsv(
      `${HEADER}\n\n2024,1,BAL,KC,A B,receptions,4.5,-110,-110,DK\n2024,2,BAL,KC,A B,receptions,4.5,-110,oops,DK\n`,
    );
    expect(lines.map((l) => l.row)).toEqual([3]);
    expect(errors).toEqual([{ row: 4, reason: 'odds are not American odds' }]);
  });

  it('reads Windows line endings', () => {
    const { lines, errors } = parseLinesCsv(
      `${HEADER}\r\n2024,1,BAL,KC,A B,receptions,4.5,-110,-110,DK\r\n2024,2,BAL,KC,A B,receptions,5.5,-120,,DK\r\n`,
    );
    expect(errors).toEqual([]);
    expect(lines.map((l) => [l.row, l.line, l.underOdds, l.sportsbook])).toEqual([
      [2, 4.5, -110, 'DK'],
      [3, 5.5, null, 'DK'],
    ]);
  });

  it('refuses an empty line_value rather than reading it as a line of 0', () => {
    const { lines, errors } = parseLinesCsv(csv('2024,1,BAL,KC,A B,receptions,,-110,-110,DK'));
    expect(lines).toEqual([]);
    expect(errors).toEqual([{ row: 2, reason: 'line_value is not a number' }]);
  });

  it('refuses an empty season rather than reading it as season 0', () => {
    const { lines, errors } = parseLinesCsv(csv(',1,BAL,KC,A B,receptions,4.5,-110,-110,DK'));
    expect(lines).toEqual([]);
    expect(errors).toEqual([{ row: 2, reason: 'season is not a year' }]);
  });
});
