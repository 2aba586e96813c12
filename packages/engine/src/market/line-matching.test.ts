import { describe, expect, it } from 'vitest';
import { parseLinesCsv } from './lines-file';
import { matchLines } from './line-matching';
import { history, parsed } from './lines-backtest.fixture';

describe('the hand-made lines file', () => {
  it('parses 16 rows and refuses the unknown stat type on line 18', () => {
    expect(parsed.lines).toHaveLength(16);
    expect(parsed.errors).toEqual([{ row: 18, reason: "unknown stat_type 'interceptions'" }]);
  });
});

describe('matchLines', () => {
  const { props, unmatched } = matchLines(
    history,
    parsed.lines.filter((l) => l.season === 2051),
  );
  const find = (week: number, playerId: string, statType: string) =>
    props.find((p) => p.week === week && p.playerId === playerId && p.statType === statType);

  it('matches book spellings to nflverse names: team tag, suffix, nickname, either home/away order', () => {
    expect(find(2, 'bal-qb', 'passing_yards')?.rows).toEqual([2]); // "Lamar Jackson (BAL)"
    expect(find(2, 'sea-wr', 'receiving_yards')?.rows).toEqual([3, 4]); // "Gabriel Davis" = "Gabe Davis"
    expect(find(2, 'sea-rb', 'rushing_yards')?.rows).toEqual([5]); // "Kenneth Walker III"
    expect(find(3, 'sea-rb', 'rushing_yards')?.rows).toEqual([9, 10]); // "Ken Walker", "... III (SEA)"
    expect(find(3, 'bal-qb', 'passing_yards')?.rows).toEqual([11]); // "sea @ bal", lower case
    expect(find(4, 'sea-wr', 'receiving_yards')?.rows).toEqual([14]); // "Gabe Davis" as is
  });

  it('groups the books of one prop and keeps each book’s quote', () => {
    const davis = find(2, 'sea-wr', 'receiving_yards')!;
    expect(davis.player).toBe('Gabe Davis');
    expect(davis.opponent).toBe('BAL');
    expect(davis.actual).toBe(60);
    expect(davis.books).toEqual([
      { sportsbook: 'DraftKings', line: 45.5, overOdds: -135, underOdds: 105 },
      { sportsbook: 'FanDuel', line: 45.5, overOdds: 105, underOdds: -140 },
    ]);
    const flowers = find(3, 'bal-wr', 'touchdowns')!;
    expect(flowers.books).toEqual([{ sportsbook: 'FanDuel', line: 0.5, overOdds: 150, underOdds: null }]);
    expect(flowers.actual).toBe(0);
    expect(find(4, 'bal-qb', 'passing_tds')?.books).toEqual([
      { sportsbook: 'Caesars', line: 1.5, overOdds: null, underOdds: null },
    ]);
  });

  it('settles each prop on the stat of its own game', () => {
    expect(find(2, 'bal-qb', 'passing_yards')?.actual).toBe(250);
    expect(find(3, 'sea-rb', 'rushing_yards')?.actual).toBe(75);
    expect(find(4, 'sea-te', 'receptions')?.actual).toBe(2);
    expect(find(4, 'bal-qb', 'passing_tds')?.actual).toBe(2);
  });

  it('lists what it cannot match, with the reason, and guesses nothing', () => {
    expect(unmatched).toEqual([
      {
        row: 6,
        player: 'Tyler Lockett',
        game: 'BAL @ SEA',
        week: 2,
        reason: 'no player of that name played in that game',
      },
      { row: 7, player: 'Lamar Jackson', game: 'BAL @ KC', week: 2, reason: 'no such game in the data' },
      {
        row: 15,
        player: 'Mike Williams',
        game: 'BAL @ SEA',
        week: 4,
        reason: 'more than one player matches',
      },
    ]);
    // Neither Williams got the line.
    expect(props.some((p) => p.playerId === 'sea-wr3' || p.playerId === 'sea-wr4')).toBe(false);
    expect(props).toHaveLength(10);
  });

  it('a player is matched only in a game his team played that week', () => {
    const wrongWeek = parseLinesCsv(
      'season,week,away_team,home_team,player,stat_type,line_value,over_odds,under_odds,sportsbook\n' +
        '2051,1,BAL,SEA,Jaxon Smith-Njigba,receptions,2.5,-110,-110,DK\n' +
        '2051,5,BAL,SEA,Gabe Davis,receptions,2.5,-110,-110,DK\n' +
        '2052,1,BAL,SEA,Gabe Davis,receptions,2.5,-110,-110,DK\n',
    ).lines;
    const result = matchLines(history, wrongWeek);
    expect(result.props).toEqual([]);
    expect(result.unmatched.map((u) => u.reason)).toEqual([
      'no player of that name played in that game',
      'no such game in the data',
      'no such game in the data',
    ]);
  });
});
