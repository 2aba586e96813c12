import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { handMadeLeague } from '../hand-made-log';
import { buildHistory } from '../history';
import { runLinesBacktest } from '../market/lines-backtest';
import { parseLinesCsv } from '../market/lines-file';
import { playerWeek } from '../player-week';
import { LONG_HALF_LIFE, PRIOR_SEASON_DISCOUNT } from '../recency-weights';
import { toCsv } from './backtest-cli-test-kit';
import { loadSeasons, seasonFiles } from './load-seasons';

// A data folder with a season missing between two others (2060 and 2062, no 2061), as the real folder for 2025
// has 2018-2023 and no 2024: the engine reads it, weighs the older season as two seasons back, and replays the
// later season on earlier seasons and its own earlier weeks.
const csv = toCsv;

const dir = mkdtempSync(path.join(tmpdir(), 'edgeboard-gap-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
const league = handMadeLeague([2060, 2062], 4);
for (const season of [2060, 2062])
  writeFileSync(path.join(dir, `player_stats_${season}.csv`), csv(league.filter((r) => r.season === season)));

describe('a data folder missing a season', () => {
  const history = buildHistory(loadSeasons(dir, 2062));

  it('reads the seasons it has', () => {
    expect(seasonFiles(dir).map((f) => f.season)).toEqual([2060, 2062]);
    expect(history.seasons).toEqual([2060, 2062]);
  });

  it("weighs the older season's games as two seasons back, the new season's own games in full", () => {
    const first = playerWeek(history, 'AAA-wr', 2062, 1, 3)!;
    expect(first.recent.every((g) => g.season === 2060)).toBe(true);
    expect(first.seasonGames).toBe(0);
    expect(first.wLong[first.wLong.length - 1]).toBeCloseTo(PRIOR_SEASON_DISCOUNT ** 2, 12);
    const third = playerWeek(history, 'AAA-wr', 2062, 3, 3)!;
    expect(third.recent.slice(-2).map((g) => [g.season, g.week])).toEqual([
      [2062, 1],
      [2062, 2],
    ]);
    expect(third.seasonGames).toBe(2);
    const step = 0.5 ** (1 / LONG_HALF_LIFE);
    expect(third.wLong[third.wLong.length - 1]).toBeCloseTo(1, 12);
    expect(third.wLong[third.wLong.length - 3]).toBeCloseTo(step ** 2 * PRIOR_SEASON_DISCOUNT ** 2, 12);
  });

  it('replays the later season against lines, the model fitted on the season before the gap', () => {
    // handMadeLeague's schedule: in week 2 team AAA plays CCC.
    const { lines } = parseLinesCsv(
      'season,week,away_team,home_team,player,stat_type,line_value,over_odds,under_odds,sportsbook\n' +
        '2062,2,AAA,CCC,AAA Receiver,receiving_yards,50.5,-110,-110,DraftKings\n',
    );
    const report = runLinesBacktest(history, lines, { season: 2062 });
    expect(report.trainSeasons).toEqual([2060]);
    expect(report.unmatched).toEqual([]);
    expect(report.noHistory).toBe(0);
    expect(report.picks).toBe(1);
  });
});
