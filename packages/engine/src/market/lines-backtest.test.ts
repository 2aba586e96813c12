import { describe, expect, it } from 'vitest';
import { row } from '../hand-made-log';
import type { RowOverrides } from '../hand-made-log';
import { buildHistory } from '../history';
import { fitModel } from '../fit';
import type { GameLogRow } from '../types';
import { BLEND_GATE_NATS, MARKET_ONLY } from './blend';
import { parseLinesCsv } from './lines-file';
import { matchLines, runLinesBacktest } from './lines-backtest';

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

const history = buildHistory(league());

const LINES = `season,week,away_team,home_team,player,stat_type,line_value,over_odds,under_odds,sportsbook
2051,2,BAL,SEA,Lamar Jackson (BAL),passing_yards,215.5,-115,-105,DraftKings
2051,2,BAL,SEA,Gabriel Davis,receiving_yards,45.5,-110,-110,DraftKings
2051,2,BAL,SEA,Gabriel Davis,receiving_yards,45.5,+105,-135,FanDuel
2051,2,BAL,SEA,Kenneth Walker III,rushing_yards,70.5,-120,+100,DraftKings
2051,2,BAL,SEA,Tyler Lockett,receiving_yards,40.5,-110,-110,DraftKings
2051,2,BAL,KC,Lamar Jackson,passing_yards,215.5,-110,-110,DraftKings
2051,3,SEA,BAL,Zay Flowers,touchdowns,0.5,+150,,FanDuel
2051,3,SEA,BAL,Ken Walker,rushing_yards,75,-110,-110,DraftKings
2051,3,SEA,BAL,Kenneth Walker III (SEA),rushing_yards,75,+105,-135,FanDuel
2051,3,sea,bal,Lamar Jackson,passing_yards,230.5,-110,-110,BetMGM
2051,4,BAL,SEA,Noah Fant,receptions,3.5,+110,-140,DraftKings
2051,4,BAL,SEA,Jaxon Smith-Njigba,receiving_yards,30.5,-110,-110,DraftKings
2051,4,BAL,SEA,Gabe Davis,receiving_yards,50.5,-125,+105,DraftKings
2051,4,BAL,SEA,Mike Williams,receiving_yards,15.5,-110,-110,DraftKings
2051,4,BAL,SEA,Lamar Jackson,passing_tds,1.5,,,Caesars
2050,6,BAL,SEA,Gabe Davis,receiving_yards,40.5,-110,-110,DraftKings
2051,2,BAL,SEA,Lamar Jackson,interceptions,0.5,-150,+120,DraftKings
`;

const parsed = parseLinesCsv(LINES);

/** The multiplicative no-vig P(over), written out: each implied probability over their sum. */
const implied = (odds: number) => (odds < 0 ? -odds / (100 - odds) : 100 / (100 + odds));
const fairOver = (over: number, under: number) => implied(over) / (implied(over) + implied(under));

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
      { sportsbook: 'DraftKings', line: 45.5, overOdds: -110, underOdds: -110 },
      { sportsbook: 'FanDuel', line: 45.5, overOdds: 105, underOdds: -135 },
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

describe('runLinesBacktest on the hand-made league', () => {
  const report = runLinesBacktest(history, parsed.lines, { season: 2051 });

  // The six settled two-sided props, their posted no-vig P(over) and outcome (Walker w3, a push, is out).
  const twoSided = [
    { what: 'Lamar w2 passing yards 215.5 (250)', p: fairOver(-115, -105), y: 1 },
    { what: 'Davis w2 receiving yards 45.5 (60)', p: 0.5, y: 1 },
    { what: 'Walker w2 rushing yards 70.5 (50)', p: fairOver(-120, 100), y: 0 },
    { what: 'Lamar w3 passing yards 230.5 (200)', p: 0.5, y: 0 },
    { what: 'Fant w4 receptions 3.5 (2)', p: fairOver(110, -140), y: 0 },
    { what: 'Davis w4 receiving yards 50.5 (70)', p: fairOver(-125, 105), y: 1 },
  ];

  it('fits the model on the earlier season only', () => {
    expect(report.season).toBe(2051);
    expect(report.trainSeasons).toEqual([2050]);
    expect(report.model).toEqual(fitModel(history, { trainSeasons: [2050] }));
  });

  it('counts priced props, unmatched lines and props without history', () => {
    // Ten matched props: one has no history (Smith-Njigba, two earlier games), nine are priced.
    expect(report.picks).toBe(9);
    expect(report.noHistory).toBe(1);
    // The 2050 line is another season's: neither priced nor unmatched.
    expect(report.unmatched.map((u) => u.row)).toEqual([6, 7, 15]);
    expect(report.pricing).toEqual({ two_sided: 7, one_sided: 1, unpriced: 1 });
  });

  it('keeps the market alone: a handful of props cannot earn the blend, and evidence is walk-forward', () => {
    for (const blend of Object.values(report.blends)) {
      expect(blend.bias).toBe(0);
      expect(blend.weight).toBe(0);
    }
    // What a week 5 would be priced with: every settled, non-push prop of weeks 2-4 by stat type
    // (Walker's week 3 push and Smith-Njigba's unpriced prop add nothing).
    expect(report.blends).toEqual({
      passing_yards: { ...MARKET_ONLY, evidence: 2 },
      rushing_yards: { ...MARKET_ONLY, evidence: 1 },
      receiving_yards: { ...MARKET_ONLY, evidence: 2 },
      receptions: { ...MARKET_ONLY, evidence: 1 },
      passing_tds: { ...MARKET_ONLY, evidence: 1 },
      touchdowns: { ...MARKET_ONLY, evidence: 1 },
    });
    for (const gain of Object.values(report.gains)) {
      expect(Number.isFinite(gain)).toBe(true);
      expect(gain).toBeLessThanOrEqual(BLEND_GATE_NATS);
    }
    // A stat type's first settled week is scored on the market alone: no gain either way.
    expect(report.gains.touchdowns).toBeCloseTo(0, 9);
    expect(report.gains.receptions).toBeCloseTo(0, 9);
  });

  it('scores the market on the two-sided props only, the push left out', () => {
    expect(report.market.n).toBe(6);
    const brier = twoSided.reduce((a, s) => a + (s.p - s.y) ** 2, 0) / 6;
    const logLoss = -twoSided.reduce((a, s) => a + Math.log(s.y === 1 ? s.p : 1 - s.p), 0) / 6;
    expect(report.market.brier).toBeCloseTo(brier, 12);
    expect(report.market.logLoss).toBeCloseTo(logLoss, 12);
    // 0.2392831 + 0.25 + 0.2722117 + 0.25 + 0.2019947 + 0.2185866, over 6.
    expect(report.market.brier).toBeCloseTo(0.238679, 6);
    // The market alone was published, so the engine scores the same on the same props.
    expect(report.brier).toBeCloseTo(report.market.brier, 12);
    expect(report.logLoss).toBeCloseTo(report.market.logLoss, 12);
  });

  it('hit rate, bands and ECE cover every settled prop: two-sided, one-sided and unpriced', () => {
    // Calls (the market's side): Lamar w2 over (won), Davis w2 over (won), Walker w2 over (lost),
    // Lamar w3 over at 50/50 (lost), Fant w4 under (won), Davis w4 over (won),
    // Flowers w3 over the one-sided +150, the only side sold (lost), Lamar w4 passing TDs over at the
    // unpriced 50/50 (won).
    expect(report.hitRate).toBe(5 / 8);
    const oneSidedOver = 0.4 / 1.08;
    // Edge Scores 51, 50, 52, 50, 55, 53, 37, 50.
    expect(report.bands).toEqual([
      { band: '0-49', n: 1, hitRate: 0, meanScore: 37 },
      { band: '50-59', n: 7, hitRate: 5 / 7, meanScore: (51 + 50 + 52 + 50 + 55 + 53 + 50) / 7 },
      { band: '60-69', n: 0, hitRate: 0, meanScore: 0 },
      { band: '70-79', n: 0, hitRate: 0, meanScore: 0 },
      { band: '80-100', n: 0, hitRate: 0, meanScore: 0 },
    ]);
    const bin5 = [fairOver(-115, -105), 0.5, fairOver(-120, 100), 0.5, 1 - fairOver(110, -140), 0.5];
    bin5.push(fairOver(-125, 105));
    const meanP = bin5.reduce((a, b) => a + b, 0) / 7;
    expect(report.ece).toBeCloseTo(
      (7 / 8) * Math.abs(meanP - 5 / 7) + (1 / 8) * Math.abs(oneSidedOver - 0),
      12,
    );
  });

  it('plays only positive EV at the best price; a push settles 0', () => {
    // Davis w2: DraftKings -110/-110 posted (50%), FanDuel's +105 over is the best price: EV +2.5%, won.
    // Walker w3: the same at 75 yards, FanDuel +105: a push. Every other prop is at or below the market.
    expect(report.plays).toEqual({ n: 2, roi: 1.05 / 2, wins: 1, losses: 0, pushes: 1 });
  });

  it('is the same whatever the order of the file’s rows', () => {
    const reversed = runLinesBacktest(history, [...parsed.lines].reverse(), { season: 2051 });
    expect(reversed.picks).toBe(report.picks);
    expect(reversed.brier).toBeCloseTo(report.brier, 12);
    expect(reversed.ece).toBeCloseTo(report.ece, 12);
    expect(reversed.hitRate).toBe(report.hitRate);
    expect(reversed.plays).toEqual(report.plays);
    expect(reversed.market).toEqual(report.market);
    expect(reversed.unmatched.map((u) => u.row).sort((a, b) => a - b)).toEqual([6, 7, 15]);
  });

  it('a season without lines prices nothing', () => {
    const empty = runLinesBacktest(history, parsed.lines, { season: 2052 });
    expect(empty.picks).toBe(0);
    expect(empty.unmatched).toEqual([]);
    expect(empty.market).toEqual({ n: 0, brier: 0, logLoss: 0 });
    expect(empty.plays).toEqual({ n: 0, roi: 0, wins: 0, losses: 0, pushes: 0 });
    expect(empty.trainSeasons).toEqual([2050, 2051]);
  });
});
