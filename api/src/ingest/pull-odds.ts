// Use case: pull the player-prop lines of upcoming games from the odds provider into prop_lines. Every pull is
// kept (line history); the same pull read twice is stored once (same game, book, player, stat type, line and
// update time), whoever stored it first: an earlier run, the demo's seed or an admin's import.
import { createHash } from 'node:crypto';
import {
  seasonWeekAt,
  type EventProps,
  type Game,
  type OddsProvider,
  type Player,
  type PropLine,
  type PropPrice,
  type QuotaState,
} from '@edgeboard/domain';
import { nameKey } from '@edgeboard/engine';
import type { IngestCounts, IngestLog, IngestRepositories, IngestTransaction } from './ingest-deps';

export interface OddsPullDeps {
  odds: OddsProvider;
  transaction: IngestTransaction;
  log: IngestLog;
}

export interface OddsPullResult extends IngestCounts {
  events: number;
  /** Pulls already stored by an earlier run (same book, player, market, line and update time). */
  unchanged: number;
  quota: QuotaState;
  /** Rows pulled at or after their game's kickoff (live odds): never stored. */
  afterKickoff: number;
  /** Names on stored lines that matched no player (or two), each once: kept by name, never guessed. */
  unmatched: string[];
}

const norm = (name: string) => name.trim().toLowerCase().replace(/[.'’]/g, '').replace(/\s+/g, ' ');

/** What makes two stored lines the same pull, whatever their ids. */
function pullKey(l: PropLine): string {
  return [l.game_id, l.sportsbook, norm(l.player), l.stat_type, l.line_value, Date.parse(l.pulled_at)].join(
    '|',
  );
}

/** Stable per pull, so re-reading the same book update finds the stored row. */
export function pullId(row: PropPrice): string {
  const key = [row.eventId, row.bookKey, norm(row.player), row.statType, row.line, row.pulledAt].join('|');
  return `pl_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

export interface OddsPullOptions {
  /**
   * Events that kicked off at or before this instant are left alone (default `now`: only games still to come).
   * The demo's tick, catching up after a pause, passes its last pull so that the closes made before each
   * kickoff in between are still read; a row pulled at or after its game's kickoff is never stored either way.
   */
  startedAfter?: Date;
}

/**
 * Pulls every upcoming event's props (events that have kicked off are left alone: their lines are closed),
 * then writes the new pre-game pulls in one transaction. Provider errors reject before anything is written.
 */
export async function pullOdds(
  deps: OddsPullDeps,
  now: Date,
  options: OddsPullOptions = {},
): Promise<OddsPullResult> {
  const from = (options.startedAfter ?? now).getTime();
  const upcoming = (await deps.odds.events()).filter((e) => Date.parse(e.commenceTime) > from);
  const answers: EventProps[] = [];
  for (const event of upcoming) answers.push(await deps.odds.playerProps(event.id));

  const counts = await deps.transaction((repos) => store(repos, answers, now, deps.log));
  return { events: upcoming.length, ...counts, quota: deps.odds.quota() };
}

/**
 * The players a book's name can be: by name key (team tag, suffix, punctuation and known nicknames set aside, as
 * `backtest --lines` matches), narrowed to the two clubs playing when the name is shared.
 */
function matchPlayer(named: readonly Player[], sides: ReadonlySet<string | undefined>): Player | null {
  const inGame = named.length > 1 ? named.filter((p) => sides.has(p.team_name)) : named;
  return inGame.length === 1 ? (inGame[0] ?? null) : null;
}

async function store(repos: IngestRepositories, answers: readonly EventProps[], now: Date, log: IngestLog) {
  const playersByName = new Map<string, Player[]>();
  for (const p of await repos.players.all())
    playersByName.set(nameKey(p.name), [...(playersByName.get(nameKey(p.name)) ?? []), p]);
  const teamNames = new Map((await repos.teams.all()).map((t) => [t.abbr, `${t.city} ${t.name}`]));

  let rowsRead = 0;
  let skipped = 0;
  let afterKickoff = 0;
  const unmatched = new Set<string>();
  const lines: PropLine[] = [];
  for (const { event, rows, skipped: providerSkipped } of answers) {
    rowsRead += rows.length + providerSkipped;
    skipped += providerSkipped;
    const { season, week } = seasonWeekAt(new Date(event.commenceTime));
    const game: Game | undefined = (await repos.games.forWeek(season, week)).find(
      (g) => g.home_team === event.homeTeam && g.away_team === event.awayTeam,
    );
    if (!game) {
      skipped += rows.length;
      log(
        `odds pull: skipped ${rows.length} line(s) of event ${event.id} (${event.awayTeam} at ${event.homeTeam}, ${event.commenceTime}): no such game in ${season} week ${week}`,
      );
      continue;
    }
    const sides = new Set([teamNames.get(game.home_team), teamNames.get(game.away_team)]);
    const kickoff = Date.parse(game.kickoff);
    for (const row of rows) {
      if (Date.parse(row.pulledAt) >= kickoff) {
        skipped++;
        afterKickoff++;
        log(
          `odds pull: skipped ${row.book} ${row.market} ${row.player} ${row.line}: pulled after kickoff (live odds)`,
        );
        continue;
      }
      if (row.overOdds === null) {
        skipped++;
        log(
          `odds pull: skipped ${row.book} ${row.market} ${row.player} ${row.line}: only an under price is posted`,
        );
        continue;
      }
      // A name shared by two players is settled by the teams playing; otherwise the line keeps only the name.
      const player = matchPlayer(playersByName.get(nameKey(row.player)) ?? [], sides);
      if (!player) unmatched.add(row.player);
      lines.push({
        id: pullId(row),
        player: row.player,
        player_id: player?.id ?? null,
        stat_type: row.statType,
        line_value: row.line,
        odds: row.overOdds,
        over_odds: row.overOdds,
        under_odds: row.underOdds,
        sportsbook: row.book,
        game_id: game.id,
        season: game.season,
        week: game.week,
        pulled_at: row.pulledAt,
        updated_at: now.toISOString(),
      });
    }
  }

  const stored = new Set(
    (await repos.propLines.forPlayers([...new Set(lines.map((l) => l.player))])).map(pullKey),
  );
  const fresh = [
    ...new Map(lines.filter((l) => !stored.has(pullKey(l))).map((l) => [pullKey(l), l])).values(),
  ];
  await repos.propLines.insertMany(fresh);
  return {
    rowsRead,
    written: fresh.length,
    skipped,
    unchanged: lines.length - fresh.length,
    afterKickoff,
    unmatched: [...unmatched].sort(),
  };
}
