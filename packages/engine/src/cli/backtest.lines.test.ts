import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { noVig } from '@edgeboard/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { twoSidedConsensus } from '../market/consensus';
import { lastJsonLine, LINES_HEADER, run, writeLeague } from './backtest-cli-test-kit';

describe('backtest CLI --lines', () => {
  // handMadeLeague's schedule: in 2061 week 5 AAA plays FFF, in week 6 GGG. In 2061 AAA's receiver
  // gains 50 receiving yards in week 5, its passer throws for 270, its runner scores no touchdown in week 6.
  const linesDir = mkdtempSync(path.join(tmpdir(), 'edgeboard-lines-'));
  afterAll(() => {
    rmSync(linesDir, { recursive: true, force: true });
  });
  writeLeague(linesDir);
  const linesFile = path.join(linesDir, 'lines.csv');
  writeFileSync(
    linesFile,
    [
      LINES_HEADER,
      '2061,5,AAA,FFF,AAA Receiver (AAA),receiving_yards,60.5,-135,+105,DraftKings',
      '2061,5,AAA,FFF,AAA Receiver,receiving_yards,60.5,+105,-140,FanDuel',
      '2061,5,AAA,FFF,AAA Passer,passing_yards,240.5,-115,-105,DraftKings',
      '2061,6,AAA,GGG,AAA Runner,touchdowns,0.5,+150,,FanDuel',
      '2061,6,AAA,GGG,Nobody Here,receptions,4.5,-110,-110,DraftKings',
      '2061,6,AAA,ZZZ,AAA Passer,passing_yards,240.5,-110,-110,DraftKings',
      '2061,6,AAA,GGG,AAA Passer,passing_yards,240.5,-110,+50,DraftKings',
    ].join('\n') + '\n',
  );

  it('prices the file, lists unmatched and refused rows, and ends with one JSON line', () => {
    const r = run(['--data', linesDir, '--season', '2061', '--lines', linesFile, '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('EdgeBoard engine backtest on real lines: season 2061');
    expect(r.stdout).toContain('model fitted on 2060');
    expect(r.stdout).toContain('Props priced 3 (two-sided 2, one-sided 1, unpriced 0); unmatched lines 2');
    expect(r.stdout).toContain('refused rows 1');
    expect(r.stdout).toContain('refused row 8: odds are not American odds');
    expect(r.stdout).toContain(
      'unmatched row 6: Nobody Here, week 6 AAA @ GGG: no player of that name played in that game',
    );
    expect(r.stdout).toContain('unmatched row 7: AAA Passer, week 6 AAA @ ZZZ: no such game in the data');

    const json = lastJsonLine(r.stdout);
    expect(Object.keys(json)).toEqual([
      'season',
      'picks',
      'unmatched',
      'brier',
      'logLoss',
      'ece',
      'hitRate',
      'market',
      'bands',
      'plays',
      'seconds',
    ]);
    expect(Object.keys(json.market as object)).toEqual(['n', 'brier', 'logLoss']);
    expect(Object.keys(json.plays as object)).toEqual(['n', 'roi']);
    // 0-49: one-sided markets are called on their quoted side, whatever its probability.
    expect((json.bands as { band: string }[]).map((b) => b.band)).toEqual([
      '0-49',
      '50-59',
      '60-69',
      '70-79',
      '80-100',
    ]);
    expect(Object.keys((json.bands as object[])[0] ?? {})).toEqual(['band', 'n', 'hitRate']);
    expect(typeof json.seconds).toBe('number');

    expect(json.season).toBe(2061);
    expect(json.picks).toBe(3);
    expect(json.unmatched).toBe(2);
    // Two-sided props: the receiver at the consensus of DraftKings -135/+105 and FanDuel +105/-140, 50.4%
    // (consensus.ts; under, 50 yards) and the passer at -115/-105 (over, 270 yards). The blend cannot be
    // earned on three props, so the engine is the market.
    const receiverOver = twoSidedConsensus(
      [
        { sportsbook: 'DraftKings', line: 60.5, overOdds: -135, underOdds: 105 },
        { sportsbook: 'FanDuel', line: 60.5, overOdds: 105, underOdds: -140 },
      ],
      60.5,
    )!.fairOver;
    expect(receiverOver).toBeCloseTo(0.50375, 5);
    const passerOver = 115 / 215 / (115 / 215 + 105 / 205);
    const brier = (receiverOver ** 2 + (1 - passerOver) ** 2) / 2;
    const market = json.market as { n: number; brier: number; logLoss: number };
    expect(market.n).toBe(2);
    expect(market.brier).toBeCloseTo(brier, 5);
    expect(json.brier).toBeCloseTo(brier, 5);
    expect(market.logLoss).toBeCloseTo(-(Math.log(1 - receiverOver) + Math.log(passerOver)) / 2, 5);
    // Calls: receiver over (lost), passer over (won), runner over the one-sided +150, the only side
    // sold, at 37% (lost: no touchdown).
    expect(json.hitRate).toBeCloseTo(1 / 3, 5);
    expect((json.bands as { n: number }[]).map((b) => b.n)).toEqual([1, 2, 0, 0, 0]);
    // One play: the receiver's over at FanDuel's +105 against the books' 50.4%, and it lost.
    expect(json.plays).toEqual({ n: 1, roi: -1 });
  });

  it('--props-out writes one record per priced line of the file, each quote at its own line', () => {
    const out = path.join(linesDir, 'props.jsonl');
    const r = run([
      '--data',
      linesDir,
      '--season',
      '2061',
      '--lines',
      linesFile,
      '--props-out',
      out,
      '--json',
    ]);
    expect(r.status, r.stderr).toBe(0);
    // The --json line is unchanged by --props-out.
    expect(Object.keys(lastJsonLine(r.stdout))).toContain('plays');
    const records = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    // Rows 2-5 priced with their games; row 6 matched no player (actual null); row 7 no game; row 8 refused.
    expect(records.map((x) => [x.player, x.sportsbook, x.actual])).toEqual([
      ['AAA Receiver (AAA)', 'DraftKings', 50],
      ['AAA Receiver', 'FanDuel', 50],
      ['AAA Passer', 'DraftKings', 270],
      ['AAA Runner', 'FanDuel', 0],
      ['Nobody Here', 'DraftKings', null],
      ['AAA Passer', 'DraftKings', null],
    ]);
    for (const x of records)
      expect(Object.keys(x)).toEqual([
        'season',
        'week',
        'away_team',
        'home_team',
        'player',
        'stat_type',
        'line',
        'over_odds',
        'under_odds',
        'sportsbook',
        'actual',
        'market_p_over',
        'p_over',
        'ladder',
      ]);
    const [dk, fd, passer, runner] = records as {
      market_p_over: number | null;
      p_over: number;
      ladder: { line: number; p_over: number }[];
    }[];
    // Each book's own no-vig price; the published P(over) is the two books' consensus.
    expect(dk!.market_p_over).toBeCloseTo(noVig(-135, 105)!.over, 6);
    expect(fd!.market_p_over).toBeCloseTo(noVig(105, -140)!.over, 6);
    expect(dk!.p_over).toBeCloseTo(0.50375, 5);
    expect(dk!.ladder.map((s) => s.line)).toEqual([40.5, 50.5, 55.5, 65.5, 70.5, 80.5]);
    expect(passer!.ladder.map((s) => s.line)).toEqual([190.5, 215.5, 230.5, 250.5, 265.5, 290.5]);
    // One-sided: no market no-vig price; touchdowns' ladder is 0.5, 1.5, 2.5, the first the published one.
    expect(runner!.market_p_over).toBeNull();
    expect(runner!.ladder.map((s) => s.line)).toEqual([0.5, 1.5, 2.5]);
    expect(runner!.ladder[0]!.p_over).toBe(runner!.p_over);
    for (const x of [dk!, passer!, runner!])
      for (let i = 1; i < x.ladder.length; i++)
        expect(x.ladder[i]!.p_over).toBeLessThan(x.ladder[i - 1]!.p_over);
  });

  it('--pairs-out writes one record per pair of settled two-sided props of a game, the joints summing to 1', () => {
    const out = path.join(linesDir, 'pairs.jsonl');
    const r = run(['--data', linesDir, '--season', '2061', '--lines', linesFile, '--pairs-out', out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('dependence fitted on 2060');
    const pairs = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { legs: { player: string }[]; p_joint: Record<string, number> });
    // Week 5: the receiver (two books: one prop) with the passer; the runner's one-sided line is left out.
    expect(pairs).toHaveLength(2);
    for (const p of pairs) {
      expect(Object.keys(p)).toEqual(['week', 'away_team', 'home_team', 'legs', 'p_over', 'p_joint']);
      expect(p.legs.map((l) => l.player).sort()).toEqual([
        'AAA Passer',
        expect.stringMatching(/^AAA Receiver/),
      ]);
      expect(Object.values(p.p_joint).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    }
  });

  it('refuses --pairs-out without --lines', () => {
    const r = run(['--data', linesDir, '--season', '2061', '--pairs-out', path.join(linesDir, 'x.jsonl')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--pairs-out needs --lines');
  });

  it('refuses --props-out without --lines', () => {
    const r = run(['--data', linesDir, '--season', '2061', '--props-out', path.join(linesDir, 'x.jsonl')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--props-out needs --lines');
  });

  it('refuses a missing lines file or one without a required column, with exit code 2', () => {
    const noColumn = path.join(linesDir, 'no-sportsbook.csv');
    writeFileSync(
      noColumn,
      `${LINES_HEADER.replace(',sportsbook', '')}\n2061,5,AAA,FFF,AAA Receiver,receiving_yards,60.5,-110,-110\n`,
    );
    const cases: [string[], RegExp][] = [
      [
        ['--data', linesDir, '--season', '2061', '--lines', path.join(linesDir, 'missing.csv')],
        /lines file not found: .*missing\.csv/,
      ],
      [
        ['--data', linesDir, '--season', '2061', '--lines', noColumn],
        /lines file lacks column\(s\): sportsbook/,
      ],
      [['--data', linesDir, '--season', '2061', '--lines'], /--lines needs a value/],
    ];
    for (const [args, message] of cases) {
      const r = run([...args, '--json']);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain('usage: npm run backtest');
      expect(r.stdout).toBe('');
    }
  });
});
