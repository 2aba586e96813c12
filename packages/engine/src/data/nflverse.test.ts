import { describe, expect, it } from 'vitest';
import { emptyGameLogStats } from '../game-log-row';
import { parseNflverseCsv, splitCsv } from './nflverse';

const HEADER =
  'player_id,player_name,player_display_name,position,position_group,headshot_url,recent_team,season,week,season_type,opponent_team,completions,attempts,passing_yards,passing_tds,interceptions,carries,rushing_yards,rushing_tds,receptions,targets,receiving_yards,receiving_tds';

describe('splitCsv', () => {
  it('handles quoted commas, doubled quotes, line breaks in quotes and CRLF', () => {
    expect(splitCsv('a,"b,c","say ""hi""",d\r\n1,"x\ny",,3\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'd'],
      ['1', 'x\ny', '', '3'],
    ]);
    expect(splitCsv('\uFEFFh1,h2\nv1,v2')).toEqual([
      ['h1', 'h2'],
      ['v1', 'v2'],
    ]);
  });
});

describe('parseNflverseCsv', () => {
  const csv = [
    HEADER,
    '00-1,T.Kelce,Travis Kelce,TE,TE,"https://img/a,b",KC,2023,3,REG,CHI,0,0,0,0,0,0,0,0,7,9,69,1',
    '00-2,J.Hurts,Jalen Hurts,QB,QB,,PHI,2023,3,REG,TB,20,30,278,1,0,9,37,2,0,0,0,0',
    '00-1,T.Kelce,Travis Kelce,TE,TE,,KC,2023,19,POST,MIA,0,0,0,0,0,0,0,0,7,10,71,NA',
  ].join('\n');

  it('maps nflverse columns to game-log rows, regular season only by default', () => {
    const rows = parseNflverseCsv(csv);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      playerId: '00-1',
      playerName: 'Travis Kelce',
      position: 'TE',
      team: 'KC',
      opponent: 'CHI',
      season: 2023,
      week: 3,
      ...emptyGameLogStats(),
      receivingYards: 69,
      receivingTds: 1,
      receptions: 7,
      targets: 9,
    });
    expect(rows[1]).toMatchObject({
      playerName: 'Jalen Hurts',
      passingYards: 278,
      rushingTds: 2,
      carries: 9,
    });
  });

  it('keeps the postseason on request, reading NA as 0', () => {
    const rows = parseNflverseCsv(csv, { includePostseason: true });
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ week: 19, receivingTds: 0, receivingYards: 71 });
  });

  it('names the missing columns of a file that is not nflverse weekly stats', () => {
    expect(() => parseNflverseCsv('player_id,season,week\n1,2023,1\n')).toThrow(
      /missing column\(s\) position, recent_team/,
    );
  });
});
