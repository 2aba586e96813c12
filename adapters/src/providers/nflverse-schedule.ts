// The nflverse schedule file (Lee Sharpe's nfldata games.csv) -> the product's games. Pure: no I/O.
// Columns per the nflreadr schedules dictionary (data-raw/dictionary_schedules.csv in nflverse/nflreadr).
import type { Game, ProviderIssue } from '@edgeboard/domain';
import { splitCsv } from '@edgeboard/engine/nflverse';
import { teamByAbbr, zonedTimeToUtc } from '@edgeboard/fixtures';

const REQUIRED = [
  'game_id',
  'season',
  'game_type',
  'week',
  'gameday',
  'gametime',
  'away_team',
  'home_team',
  'away_score',
  'home_score',
] as const;

export interface ParsedSchedule {
  games: Game[];
  rowsRead: number;
  issues: ProviderIssue[];
}

/**
 * `gametime` is 24-hour Eastern time whatever the venue (the dictionary says so), so the kickoff is that wall
 * clock in America/New_York. Old seasons leave some times blank: those are listed at 13:00 Eastern.
 */
export function easternToUtc(date: string, time: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{1,2}):(\d{2})$/.exec(time === '' ? '13:00' : time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Date.UTC rolls a month 13 or a 31 November over; such a date is refused, not moved.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return zonedTimeToUtc({ year, month, day, hour, minute }, 'America/New_York');
}

const int = (v: string | undefined): number | null => (v !== undefined && /^\d+$/.test(v) ? Number(v) : null);

/** Regular-season games of `season`; rows that cannot be read are listed by line number and game id. */
export function parseNflverseSchedule(text: string, season: number): ParsedSchedule {
  const [header, ...rows] = splitCsv(text);
  const missing = REQUIRED.filter((c) => !header?.includes(c));
  if (!header || missing.length > 0) throw new Error(`missing column(s) ${missing.join(', ')}`);
  const col = Object.fromEntries(REQUIRED.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof REQUIRED)[number],
    number
  >;
  const games: Game[] = [];
  const issues: ProviderIssue[] = [];
  rows.forEach((cells, i) => {
    const row = i + 2; // line number in the file, the header being line 1
    const key = cells[col.game_id] ?? '';
    const skip = (reason: string) => issues.push({ row, key, reason });
    if (cells.length !== header.length)
      return skip(`${cells.length} fields where the header has ${header.length}`);
    const rowSeason = int(cells[col.season]);
    if (rowSeason === null) return skip(`season "${cells[col.season]}" is not a year`);
    if (rowSeason !== season || cells[col.game_type] !== 'REG') return; // another season or the postseason
    const week = int(cells[col.week]);
    if (week === null || week < 1 || week > 18) return skip(`week "${cells[col.week]}" is not 1-18`);
    const home = teamByAbbr(cells[col.home_team] ?? '');
    const away = teamByAbbr(cells[col.away_team] ?? '');
    if (!home || !away) return skip(`unknown team "${!home ? cells[col.home_team] : cells[col.away_team]}"`);
    const kickoff = easternToUtc(cells[col.gameday] ?? '', cells[col.gametime] ?? '');
    if (!kickoff)
      return skip(`kickoff "${cells[col.gameday]} ${cells[col.gametime]}" is not a date and time`);
    const homeScore = cells[col.home_score] ?? '';
    const awayScore = cells[col.away_score] ?? '';
    const played = homeScore !== '' && homeScore !== 'NA' && awayScore !== '' && awayScore !== 'NA';
    if (played && (int(homeScore) === null || int(awayScore) === null))
      return skip(`score "${awayScore}-${homeScore}" is not a pair of whole numbers`);
    games.push({
      // The nflverse game id with today's abbreviations (OAK -> LV...), as the importer and the demo write it.
      id: `${season}_${String(week).padStart(2, '0')}_${away.abbr}_${home.abbr}`,
      season,
      week,
      kickoff: kickoff.toISOString(),
      home_team: home.abbr,
      away_team: away.abbr,
      home_score: played ? int(homeScore) : null,
      away_score: played ? int(awayScore) : null,
      status: played ? 'final' : 'scheduled',
      venue_time_zone: home.time_zone,
    });
  });
  return { games, rowsRead: rows.length, issues };
}
