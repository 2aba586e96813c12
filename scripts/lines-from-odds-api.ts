// `npm run lines:odds-api -- --in <csv> --out <csv> --book <name> [--kickoff-only]`
// Turns a CSV of historical player-prop odds in The Odds API's vocabulary (one row per prop: season, week,
// home_team, away_team as full names, commence_time, player, market such as player_pass_yds, line,
// over_odds, under_odds) into the backtest's --lines format. With --kickoff-only it keeps rows whose
// commence_time is a scheduled kick-off (:00, :05, :15, :20, :25 or :30 past the hour, 0 seconds): rows
// stamped a few minutes later were captured after kick-off and are not clean pre-game lines.
// Licensed market data: read it from outside the repository and write the result outside it too.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NFL_TEAMS } from '@edgeboard/fixtures';
import { splitCsv } from '@edgeboard/engine/nflverse';
import { LINES_COLUMNS } from '@edgeboard/engine';
import { ODDS_MARKET_STAT_TYPES } from '@edgeboard/domain';

const USAGE =
  'usage: npm run lines:odds-api -- --in <odds csv> --out <lines csv> --book <sportsbook name> [--kickoff-only]';

/** The Odds API's player-prop market keys and the engine's stat types: the odds provider port's own map. */
export const ODDS_API_MARKETS: Readonly<Record<string, string>> = ODDS_MARKET_STAT_TYPES;

const KICKOFF_MINUTES = new Set(['00', '05', '15', '20', '25', '30']);
const TEAM_BY_NAME = new Map(NFL_TEAMS.map((t) => [`${t.city} ${t.name}`.toLowerCase(), t.abbr]));

function fail(message: string): never {
  process.stderr.write(`lines:odds-api: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const input = arg('in');
const output = arg('out');
const book = arg('book');
if (!input || !output || !book) fail('--in, --out and --book are required');
const kickoffOnly = process.argv.includes('--kickoff-only');

const rows = splitCsv(readFileSync(path.resolve(input), 'utf8'));
const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
const col = (name: string) => {
  const i = header.indexOf(name);
  if (i < 0) fail(`the input lacks column '${name}'`);
  return i;
};
const c = {
  season: col('season'),
  week: col('week'),
  home: col('home_team'),
  away: col('away_team'),
  commence: col('commence_time'),
  player: col('player'),
  market: col('market'),
  line: col('line'),
  over: col('over_odds'),
  under: col('under_odds'),
};

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const out: string[] = [LINES_COLUMNS.join(',')];
const skipped = { afterKickoff: 0, market: 0, team: 0 };
for (const cells of rows.slice(1)) {
  if (cells.every((x) => x.trim() === '')) continue;
  const at = (i: number) => (cells[i] ?? '').trim();
  const statType = ODDS_API_MARKETS[at(c.market)];
  if (!statType) {
    skipped.market += 1;
    continue;
  }
  const commence = at(c.commence);
  if (kickoffOnly && !(KICKOFF_MINUTES.has(commence.slice(14, 16)) && commence.slice(17, 19) === '00')) {
    skipped.afterKickoff += 1;
    continue;
  }
  const home = TEAM_BY_NAME.get(at(c.home).toLowerCase());
  const away = TEAM_BY_NAME.get(at(c.away).toLowerCase());
  if (!home || !away) {
    skipped.team += 1;
    continue;
  }
  out.push(
    [at(c.season), at(c.week), away, home, at(c.player), statType, at(c.line), at(c.over), at(c.under), book]
      .map(quote)
      .join(','),
  );
}
writeFileSync(path.resolve(output), `${out.join('\n')}\n`);
process.stdout.write(
  `lines:odds-api: wrote ${out.length - 1} lines to ${output}; skipped ${skipped.afterKickoff} captured after kick-off, ${skipped.market} other markets, ${skipped.team} unknown teams\n`,
);
