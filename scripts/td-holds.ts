// `npm run td-holds -- [--props <dir of props_*.csv>] [--history <dir of historical_odds_*.csv>] --outcomes
//   <stats_player_week_<yyyy>.parquet> [--boot <n>] [--json]`
// Fits and scores the anytime-touchdown hold removal (issue #29 item 4, packages/engine/src/market/one-sided-hold.ts)
// on DraftKings snapshots in The Odds API's shape (event_id, home_team, away_team, commence_time, fetch_timestamp,
// minutes_to_kickoff, market, player_name, outcome_type, line, odds, last_update) and/or historical odds files
// (market/historical-odds.ts; they name no book, DraftKings being their source's): the last "Yes" price of
// player_anytime_td before kick-off per player and game; outcomes from an nflverse player-week parquet (read with
// hyparquet, a small pure-JS reader). Each week is scored with the expected scorers per game of the outcomes of
// earlier weeks only and the walk-forward exponent of earlier weeks' books only; the headline exponent is fitted
// on every game's books to the outcomes file's expected scorers (what the engine would publish).
// Licensed market data: read from outside the repository, never copied into it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';
import { compressors } from 'hyparquet-compressors';
import { NFL_TEAMS } from '@edgeboard/fixtures';
import { splitCsv } from '@edgeboard/engine/nflverse';
import {
  expectedScorersBefore,
  fitExponent,
  gameExponent,
  LastAnytimePrices,
  nameKey,
  scoreOneSided,
} from '@edgeboard/engine';
import type { OneSidedGame } from '@edgeboard/engine';

const USAGE =
  'usage: npm run td-holds -- [--props <dir of props_*.csv>] [--history <dir of historical_odds_*.csv>] --outcomes <player week parquet> [--boot <n>] [--json]';

function fail(message: string): never {
  process.stderr.write(`td-holds: ${message}\n${USAGE}\n`);
  process.exit(2);
}
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const propsDir = arg('props');
const historyDir = arg('history');
const outcomesFile = arg('outcomes');
if ((!propsDir && !historyDir) || !outcomesFile) fail('--outcomes and --props or --history are required');
const boot = Number(arg('boot') ?? 1000);
if (!Number.isInteger(boot) || boot < 0) fail('--boot must be a whole number');
const TEAM_BY_NAME = new Map(NFL_TEAMS.map((t) => [`${t.city} ${t.name}`.toLowerCase(), t.abbr]));
const ABBRS = new Set(NFL_TEAMS.map((t) => t.abbr));
// Snapshot files name teams in full, historical odds files by abbreviation.
const team = (name: string) =>
  TEAM_BY_NAME.get(name.toLowerCase()) ?? (ABBRS.has(name.toUpperCase()) ? name.toUpperCase() : '');

const snapshots = new LastAnytimePrices();
const sources: [string | undefined, RegExp][] = [
  [propsDir, /^props_.*\.csv$/],
  [historyDir, /^historical_odds_.*\.csv$/],
];
for (const [dir, pattern] of sources) {
  if (!dir) continue;
  const files = readdirSync(dir).filter((f) => pattern.test(f));
  if (files.length === 0) fail(`no ${pattern.source} file in ${dir}`);
  for (const f of files) {
    try {
      snapshots.add(splitCsv(readFileSync(path.join(dir, f), 'utf8')));
    } catch (e) {
      fail(`${f}: ${(e as Error).message}`);
    }
  }
}
const quotes = snapshots.quotes().map((q) => ({
  event: q.event,
  home: team(q.homeTeam),
  away: team(q.awayTeam),
  week: q.week,
  player: q.player,
  implied: q.implied,
}));
if (quotes.length === 0) fail('no anytime touchdown price before kick-off in the files');

const file = await asyncBufferFromFile(path.resolve(outcomesFile));
const stats = (await parquetReadObjects({
  file,
  compressors,
  columns: [
    'player_display_name',
    'team',
    'season_type',
    'week',
    'rushing_tds',
    'receiving_tds',
    'special_teams_tds',
  ],
})) as {
  player_display_name: string | null;
  team: string;
  season_type: string;
  week: number | bigint;
  rushing_tds: number | null;
  receiving_tds: number | null;
  special_teams_tds: number | null;
}[]; // int64 columns read as bigint
const tds = (s: (typeof stats)[number]) =>
  (s.rushing_tds ?? 0) + (s.receiving_tds ?? 0) + (s.special_teams_tds ?? 0);
const outcomeWeeks = [...new Set(stats.map((s) => Number(s.week)))].sort((a, b) => a - b);
const outcome = new Map<string, number>();
for (const s of stats)
  if (s.player_display_name)
    outcome.set(`${Number(s.week)}|${s.team}|${nameKey(s.player_display_name)}`, tds(s));

// Different scorers per team-game of the regular season: each priced week is scored with those of earlier weeks.
const scorersByGame = new Map<string, { week: number; scorers: number }>();
for (const s of stats) {
  if (s.season_type !== 'REG') continue;
  const k = `${Number(s.week)}|${s.team}`;
  const t = scorersByGame.get(k) ?? { week: Number(s.week), scorers: 0 };
  t.scorers += tds(s) > 0 ? 1 : 0;
  scorersByGame.set(k, t);
}
const teamGames = [...scorersByGame.values()];
const expectedBefore = expectedScorersBefore(teamGames);
// The headline exponent's target: every team-game of the outcomes file (what ANYTIME_TD_HOLD is fitted to).
const expectedScorers = expectedBefore(Infinity) ?? 4;

const gamesById = new Map<string, OneSidedGame>();
for (const q of quotes) {
  const found = [q.home, q.away].map((t) => outcome.get(`${q.week}|${t}|${nameKey(q.player)}`));
  const tdsFound = found.find((v) => v !== undefined);
  const g = gamesById.get(q.event) ?? { gameId: q.event, week: q.week, players: [] };
  g.players.push({
    player: q.player,
    implied: q.implied,
    scored: tdsFound === undefined ? null : tdsFound > 0 ? 1 : 0,
  });
  gamesById.set(q.event, g);
}
const games = [...gamesById.values()].sort((a, b) => a.week - b.week || a.gameId.localeCompare(b.gameId));
const lists = games.map((g) => g.players.map((p) => p.implied));
const exponent = fitExponent(lists, expectedScorers);
const perGame = lists.map((l) => gameExponent(l, expectedScorers)).sort((a, b) => a - b);
const sums = lists.map((l) => l.reduce((a, b) => a + b, 0)).sort((a, b) => a - b);
const mid = (xs: number[]) => xs[Math.floor(xs.length / 2)] ?? 0;
const report = scoreOneSided(games, expectedBefore, { boot });
const voids = games.reduce((n, g) => n + g.players.filter((p) => p.scored === null).length, 0);
const r5 = (x: number) => Math.round(x * 1e5) / 1e5;
const priceWeeks = [...new Set(games.map((g) => g.week))];

if (process.argv.includes('--json')) {
  process.stdout.write(
    `${JSON.stringify({ games: games.length, players: quotes.length, voids, priceWeeks, outcomeWeeks, expectedScorers: r5(expectedScorers), exponent, report })}\n`,
  );
} else {
  const out = [
    `Anytime TD holds: ${quotes.length} players in ${games.length} games (last DraftKings price before kick-off${historyDir ? '; the historical files name no book, DraftKings is their source' : ''}), NFL weeks ${priceWeeks.join(', ')} of 2025`,
    `Implied probabilities per game: median sum ${r5(mid(sums))} (range ${r5(sums[0] ?? 0)}-${r5(sums[sums.length - 1] ?? 0)}); expected different scorers per game ${r5(expectedScorers)} (outcomes file, ${teamGames.length / 2} games of weeks ${outcomeWeeks[0]}-${outcomeWeeks[outcomeWeeks.length - 1]})`,
    `Power method fair = implied^k: fitted k ${exponent} on every game's books (per game: median ${r5(mid(perGame))}, range ${r5(perGame[0] ?? 0)}-${r5(perGame[perGame.length - 1] ?? 0)})`,
  ];
  if (!report && voids < quotes.length) {
    out.push(
      `No priced week has outcomes of an earlier week to take its expected scorers from; nothing scored.`,
    );
  } else if (!report) {
    out.push(
      `No outcome for any priced player: the outcomes file covers weeks ${outcomeWeeks.join(', ')}, the prices weeks ${priceWeeks.join(', ')}. Brier figures need the outcomes of those weeks.`,
    );
  } else {
    const line = (name: string, m: (typeof report)['implied']) =>
      `  ${name.padEnd(36)} Brier ${r5(m.brier).toFixed(5)}   vs baseline ${r5(m.vsBaseline.diff)} [${r5(m.vsBaseline.lo)}, ${r5(m.vsBaseline.hi)}]`;
    out.push(
      `Scored ${report.scored} players who played, weeks ${report.weeks.join(', ')} (each with the expected scorers of the outcomes of earlier weeks; ${report.withoutEarlierOutcomes} players of weeks without earlier outcomes left out, ${voids} priced players without an outcome row: void): mean implied ${r5(report.meanImplied)}, scored ${r5(report.scoreRate)}`,
      `  baseline: implied / ${r5(report.baseline.factor)} (best single factor, in sample)  Brier ${r5(report.baseline.brier).toFixed(5)}`,
      line('implied as it is', report.implied),
      line('power, k fitted on earlier weeks', report.powerWalkForward),
      line('power, each game to its scorers', report.powerPerGame),
      line("power, k of earlier weeks' outcomes", report.powerOutcomes),
      `  (95% intervals: ${boot} bootstrap resamples of whole games, the baseline's factor refitted on each)`,
      `  per week (expected scorers, k from earlier books, k from earlier outcomes): ${report.byWeek.map((w) => `${w.week}: ${r5(w.expectedScorers)}, ${w.kBooks ?? '-'}, ${w.kOutcomes}`).join('; ')}`,
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
}
