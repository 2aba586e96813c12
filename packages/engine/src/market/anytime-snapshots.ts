// The anytime-touchdown prices of DraftKings snapshot files (The Odds API shape: event_id, home_team, away_team,
// commence_time, minutes_to_kickoff, market, player_name, outcome_type, odds, ...) or of historical odds files
// (historical-odds.ts; told apart by their header), reduced to the last "Yes" price captured before kick-off per
// player and game (issue #29 item 4): a later snapshot knows more, and a price captured after kick-off is not a
// pre-game price. Team defences (D/ST) are left out.
import { impliedProbability } from '@edgeboard/domain';
import { isHistoricalOddsHeader, readHistoricalOdds } from './historical-odds';

export interface AnytimeQuote {
  event: string;
  /** As the file gives them: full names in snapshot files, abbreviations in historical odds files. */
  homeTeam: string;
  awayTeam: string;
  commence: string;
  /** NFL week: the historical file's own, a snapshot file's from its kick-off (nflWeekOf). */
  week: number;
  player: string;
  minutesToKickoff: number;
  odds: number;
  implied: number;
}

const COLUMNS = [
  'event_id',
  'home_team',
  'away_team',
  'commence_time',
  'minutes_to_kickoff',
  'market',
  'player_name',
  'outcome_type',
  'odds',
] as const;

/** NFL week of a kick-off, weeks running Tuesday to Monday from `seasonTuesday` (2025: 2 September). */
export function nflWeekOf(commence: string, seasonTuesday = '2025-09-02T10:00:00Z'): number {
  return Math.floor((Date.parse(commence) - Date.parse(seasonTuesday)) / (7 * 86_400_000)) + 1;
}

export class LastAnytimePrices {
  private readonly last = new Map<string, AnytimeQuote>();

  /** Adds one snapshot or historical odds file (header first); an error names the first missing column. */
  add(table: readonly (readonly string[])[]): void {
    const [header, ...rows] = table;
    if (header && isHistoricalOddsHeader(header.map((h) => h.trim().toLowerCase()))) {
      for (const r of readHistoricalOdds(table).rows)
        if (r.market === 'player_anytime_td' && r.side === 'yes' && r.minutesToKickoff > 0)
          this.keep({
            event: r.event,
            homeTeam: r.homeTeam,
            awayTeam: r.awayTeam,
            commence: r.commence,
            week: r.week,
            player: r.player,
            minutesToKickoff: r.minutesToKickoff,
            odds: r.price,
            implied: impliedProbability(r.price),
          });
      return;
    }
    const at = Object.fromEntries(COLUMNS.map((c) => [c, header?.indexOf(c) ?? -1])) as Record<
      (typeof COLUMNS)[number],
      number
    >;
    const missing = COLUMNS.find((c) => at[c] < 0);
    if (missing) throw new Error(`missing column ${missing}`);
    for (const r of rows) {
      if (r[at.market] !== 'player_anytime_td' || r[at.outcome_type] !== 'Yes') continue;
      const minutes = Number(r[at.minutes_to_kickoff]);
      const odds = Number(r[at.odds]);
      if (!(minutes > 0) || !Number.isFinite(odds) || Math.abs(odds) < 100) continue;
      const commence = r[at.commence_time] ?? '';
      this.keep({
        event: r[at.event_id] ?? '',
        homeTeam: r[at.home_team] ?? '',
        awayTeam: r[at.away_team] ?? '',
        commence,
        week: nflWeekOf(commence),
        player: r[at.player_name] ?? '',
        minutesToKickoff: minutes,
        odds,
        implied: impliedProbability(odds),
      });
    }
  }

  private keep(q: AnytimeQuote): void {
    // A team defence's price ("Houston Texans D/ST") is no player's: the box scores' expected scorers a game's
    // list must sum to count players' rushing, receiving and return touchdowns, not defences.
    if (/\bD\/ST$/i.test(q.player.trim())) return;
    const key = `${q.event}|${q.player}`;
    const prev = this.last.get(key);
    if (!prev || q.minutesToKickoff < prev.minutesToKickoff) this.last.set(key, q);
  }

  quotes(): AnytimeQuote[] {
    return [...this.last.values()];
  }
}
