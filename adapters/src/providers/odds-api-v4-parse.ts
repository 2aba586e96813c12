// The Odds API v4 answers -> the OddsProvider port's rows. Pure: no I/O. Formats per the v4 guide: events are
// {id, commence_time, home_team, away_team}; an event's odds add bookmakers[{key, title, markets[{key,
// last_update, outcomes[{name, description, price, point}]}]}], the player in `description`, Over/Under sides
// (Yes/No for anytime touchdown, which has no point).
import {
  ANYTIME_TD_LINE,
  ODDS_MARKET_STAT_TYPES,
  ProviderError,
  type EventProps,
  type OddsEvent,
  type OddsMarket,
  type PropPrice,
  type ProviderIssue,
} from '@edgeboard/domain';
import { NFL_TEAMS, teamFullName } from '@edgeboard/fixtures';
import { z } from 'zod';

const PROVIDER = 'The Odds API';
const ABBR_BY_NAME = new Map(NFL_TEAMS.map((t) => [teamFullName(t).toLowerCase(), t.abbr]));

const EventItem = z.object({
  id: z.string().min(1),
  commence_time: z.iso.datetime({ offset: true }),
  home_team: z.string(),
  away_team: z.string(),
});

const Outcome = z.object({
  name: z.string(),
  description: z.string().trim().min(1, 'no player'),
  price: z
    .number()
    .int()
    .refine((p) => p <= -100 || p >= 100, 'price is not American odds'),
  point: z.number().optional(),
});

const EventOdds = EventItem.extend({
  bookmakers: z.array(
    z.object({
      key: z.string().min(1),
      title: z.string().min(1),
      last_update: z.string().optional(),
      markets: z.array(
        z.object({ key: z.string(), last_update: z.string().optional(), outcomes: z.array(z.unknown()) }),
      ),
    }),
  ),
});

function toEvent(item: z.infer<typeof EventItem>): OddsEvent | string {
  const home = ABBR_BY_NAME.get(item.home_team.toLowerCase());
  const away = ABBR_BY_NAME.get(item.away_team.toLowerCase());
  if (!home || !away) return `unknown team "${!home ? item.home_team : item.away_team}"`;
  return {
    id: item.id,
    commenceTime: new Date(item.commence_time).toISOString(),
    homeTeam: home,
    awayTeam: away,
  };
}

export function parseEvents(body: unknown): { events: OddsEvent[]; issues: ProviderIssue[] } {
  if (!Array.isArray(body))
    throw new ProviderError(PROVIDER, 'malformed', `${PROVIDER} events answer is not a list.`);
  const events: OddsEvent[] = [];
  const issues: ProviderIssue[] = [];
  body.forEach((raw, i) => {
    const parsed = EventItem.safeParse(raw);
    const key = typeof (raw as { id?: unknown } | null)?.id === 'string' ? (raw as { id: string }).id : '';
    if (!parsed.success)
      return issues.push({ row: i + 1, key, reason: parsed.error.issues[0]?.message ?? 'invalid' });
    const event = toEvent(parsed.data);
    if (typeof event === 'string') return issues.push({ row: i + 1, key, reason: event });
    events.push(event);
  });
  return { events, issues };
}

/** One row per (book, player, market, line): the Over and Under outcomes of the same point meet in it. */
export function parseEventOdds(body: unknown, markets: readonly OddsMarket[]): EventProps {
  const parsed = EventOdds.safeParse(body);
  if (!parsed.success)
    throw new ProviderError(PROVIDER, 'malformed', `${PROVIDER} event odds answer is not in the v4 format.`);
  const event = toEvent(parsed.data);
  if (typeof event === 'string')
    throw new ProviderError(PROVIDER, 'malformed', `${PROVIDER} event ${parsed.data.id}: ${event}.`);
  const wanted = new Set<string>(markets);
  const rows = new Map<string, PropPrice>();
  const issues: ProviderIssue[] = [];
  let n = 0;
  for (const book of parsed.data.bookmakers) {
    for (const market of book.markets) {
      if (!wanted.has(market.key)) continue;
      const key = market.key as OddsMarket;
      const pulled = market.last_update ?? book.last_update;
      const pulledAt = pulled && !Number.isNaN(Date.parse(pulled)) ? new Date(pulled).toISOString() : null;
      for (const raw of market.outcomes) {
        n++;
        const player = (raw as { description?: unknown } | null)?.description;
        const where = `${book.key}/${key}/${typeof player === 'string' ? player : '?'}`;
        const skip = (reason: string) => issues.push({ row: n, key: where, reason });
        if (!pulledAt) {
          skip('market has no last_update');
          continue;
        }
        const o = Outcome.safeParse(raw);
        if (!o.success) {
          skip(o.error.issues[0]?.message ?? 'invalid outcome');
          continue;
        }
        const anytime = key === 'player_anytime_td';
        const side = o.data.name.toLowerCase();
        const over = anytime ? side === 'yes' : side === 'over';
        const under = anytime ? side === 'no' : side === 'under';
        if (!over && !under) {
          skip(`side "${o.data.name}" is neither ${anytime ? 'Yes nor No' : 'Over nor Under'}`);
          continue;
        }
        const line = anytime ? ANYTIME_TD_LINE : o.data.point;
        if (line === undefined || !Number.isFinite(line) || !Number.isInteger(line * 2) || line < 0) {
          skip(`line ${String(o.data.point)} is not on the half-point grid`);
          continue;
        }
        const id = `${book.key}|${o.data.description}|${key}|${line}`;
        const row = rows.get(id) ?? {
          eventId: event.id,
          bookKey: book.key,
          book: book.title,
          player: o.data.description,
          market: key,
          statType: ODDS_MARKET_STAT_TYPES[key],
          line,
          overOdds: null,
          underOdds: null,
          pulledAt,
        };
        if (over) row.overOdds = o.data.price;
        else row.underOdds = o.data.price;
        rows.set(id, row);
      }
    }
  }
  return { event, rows: [...rows.values()], skipped: issues.length, issues };
}
