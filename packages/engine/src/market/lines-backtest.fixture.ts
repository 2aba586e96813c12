import { row } from '../hand-made-log';
import type { RowOverrides } from '../hand-made-log';
import { buildHistory } from '../history';
import type { GameLogRow } from '../types';
import { parseLinesCsv } from './lines-file';

// A hand-made league of two teams that meet every week: BAL and SEA, season 2050 (8 weeks, the
// training season) and 2051 (4 weeks, the season replayed against the lines below). Names are spelled
// as nflverse spells them; the lines spell them as books do.

const teamOf = { BAL: 'SEA', SEA: 'BAL' } as const;

function game(team: 'BAL' | 'SEA', overrides: RowOverrides): GameLogRow {
  return row({ team, opponent: teamOf[team], ...overrides });
}

function league(): GameLogRow[] {
  const rows: GameLogRow[] = [];
  for (let week = 1; week <= 8; week++) {
    const k = week;
    rows.push(
      game('BAL', {
        playerId: 'bal-qb',
        playerName: 'Lamar Jackson',
        position: 'QB',
        season: 2050,
        week,
        passingYards: 190 + ((k * 37) % 80),
        attempts: 28 + (k % 5),
        completions: 18 + (k % 4),
        passingTds: k % 3,
        rushingYards: 40 + ((k * 13) % 30),
        carries: 8 + (k % 4),
      }),
      game('BAL', {
        playerId: 'bal-wr',
        playerName: 'Zay Flowers',
        season: 2050,
        week,
        receptions: 4 + (k % 4),
        targets: 7 + (k % 3),
        receivingYards: 40 + ((k * 29) % 50),
        receivingTds: k % 4 === 0 ? 1 : 0,
      }),
      game('SEA', {
        playerId: 'sea-rb',
        playerName: 'Kenneth Walker',
        position: 'RB',
        season: 2050,
        week,
        rushingYards: 55 + ((k * 23) % 45),
        carries: 14 + (k % 6),
        rushingTds: k % 3 === 0 ? 1 : 0,
        receptions: 1 + (k % 3),
        targets: 2 + (k % 3),
        receivingYards: 8 + ((k * 7) % 20),
      }),
      game('SEA', {
        playerId: 'sea-wr',
        playerName: 'Gabe Davis',
        season: 2050,
        week,
        receptions: 2 + (k % 4),
        targets: 5 + (k % 4),
        receivingYards: 30 + ((k * 31) % 45),
        receivingTds: k % 5 === 0 ? 1 : 0,
      }),
    );
  }
  // 2051: the stats the lines settle on are chosen outright.
  const s = 2051;
  const lamar = [
    { passingYards: 220, passingTds: 1 },
    { passingYards: 250, passingTds: 2 }, // week 2: over 215.5
    { passingYards: 200, passingTds: 1 }, // week 3: under 230.5
    { passingYards: 230, passingTds: 2 }, // week 4: over 1.5 passing TDs
  ];
  const flowers = [1, 1, 0, 0]; // receiving TDs; week 3: no touchdown (the one-sided over loses)
  const walker = [62, 50, 75, 80]; // rushing yards; week 2 under 70.5, week 3 exactly 75 (push)
  const davis = [41, 60, 35, 70]; // receiving yards; week 2 over 45.5, week 4 over 50.5
  for (let week = 1; week <= 4; week++) {
    const i = week - 1;
    rows.push(
      game('BAL', {
        playerId: 'bal-qb',
        playerName: 'Lamar Jackson',
        position: 'QB',
        season: s,
        week,
        attempts: 30,
        completions: 20,
        rushingYards: 50,
        carries: 9,
        ...lamar[i],
      }),
      game('BAL', {
        playerId: 'bal-wr',
        playerName: 'Zay Flowers',
        season: s,
        week,
        receptions: 5,
        targets: 8,
        receivingYards: 60,
        receivingTds: flowers[i],
      }),
      game('SEA', {
        playerId: 'sea-rb',
        playerName: 'Kenneth Walker',
        position: 'RB',
        season: s,
        week,
        rushingYards: walker[i],
        carries: 16,
        receptions: 2,
        targets: 3,
        receivingYards: 12,
      }),
      game('SEA', {
        playerId: 'sea-wr',
        playerName: 'Gabe Davis',
        season: s,
        week,
        receptions: 4,
        targets: 6,
        receivingYards: davis[i],
      }),
      // A tight end new this season: three earlier games by week 4 (enough to project, too few to bet).
      game('SEA', {
        playerId: 'sea-te',
        playerName: 'Noah Fant',
        position: 'TE',
        season: s,
        week,
        receptions: [3, 4, 3, 2][i],
        targets: 5,
        receivingYards: 30,
      }),
    );
    // A rookie from week 2: two earlier games by week 4, too few to project at all.
    if (week >= 2)
      rows.push(
        game('SEA', {
          playerId: 'sea-wr2',
          playerName: 'Jaxon Smith-Njigba',
          season: s,
          week,
          receptions: 3,
          targets: 4,
          receivingYards: 28,
        }),
      );
  }
  // Two receivers whose names agree once nicknames are resolved, both in the week 4 game.
  rows.push(
    game('SEA', { playerId: 'sea-wr3', playerName: 'Mike Williams', season: s, week: 4, receivingYards: 20 }),
    game('SEA', {
      playerId: 'sea-wr4',
      playerName: 'Michael Williams',
      season: s,
      week: 4,
      receivingYards: 9,
    }),
  );
  return rows;
}

export const history = buildHistory(league());

export const LINES = `season,week,away_team,home_team,player,stat_type,line_value,over_odds,under_odds,sportsbook
2051,2,BAL,SEA,Lamar Jackson (BAL),passing_yards,215.5,-115,-105,DraftKings
2051,2,BAL,SEA,Gabriel Davis,receiving_yards,45.5,-135,+105,DraftKings
2051,2,BAL,SEA,Gabriel Davis,receiving_yards,45.5,+105,-140,FanDuel
2051,2,BAL,SEA,Kenneth Walker III,rushing_yards,70.5,-120,+100,DraftKings
2051,2,BAL,SEA,Tyler Lockett,receiving_yards,40.5,-110,-110,DraftKings
2051,2,BAL,KC,Lamar Jackson,passing_yards,215.5,-110,-110,DraftKings
2051,3,SEA,BAL,Zay Flowers,touchdowns,0.5,+150,,FanDuel
2051,3,SEA,BAL,Ken Walker,rushing_yards,75,-135,+105,DraftKings
2051,3,SEA,BAL,Kenneth Walker III (SEA),rushing_yards,75,+105,-140,FanDuel
2051,3,sea,bal,Lamar Jackson,passing_yards,230.5,-110,-110,BetMGM
2051,4,BAL,SEA,Noah Fant,receptions,3.5,+110,-140,DraftKings
2051,4,BAL,SEA,Jaxon Smith-Njigba,receiving_yards,30.5,-110,-110,DraftKings
2051,4,BAL,SEA,Gabe Davis,receiving_yards,50.5,-125,+105,DraftKings
2051,4,BAL,SEA,Mike Williams,receiving_yards,15.5,-110,-110,DraftKings
2051,4,BAL,SEA,Lamar Jackson,passing_tds,1.5,,,Caesars
2050,6,BAL,SEA,Gabe Davis,receiving_yards,40.5,-110,-110,DraftKings
2051,2,BAL,SEA,Lamar Jackson,interceptions,0.5,-150,+120,DraftKings
`;

export const parsed = parseLinesCsv(LINES);

/** The multiplicative no-vig P(over), written out: each implied probability over their sum. */
const implied = (odds: number) => (odds < 0 ? -odds / (100 - odds) : 100 / (100 + odds));
export const fairOver = (over: number, under: number) => implied(over) / (implied(over) + implied(under));
