// A file of historical player-prop odds in The Odds API's historical shape, as the OddsProvider port: what a
// replay (`npm run replay -- --odds-history <file>`) pulls through the same ingest use case as hosted mode's odds
// pull (api/src/ingest/pull-odds.ts). Each row is one outcome (event_id, commence_time, home_team, away_team,
// bookmaker when present, market, player, side, line, price, snapshot time), or one prop with its two prices
// (over_odds, under_odds) as the flattened exports of the historical endpoint print it. Every snapshot of an
// event is rebuilt as the v4 event-odds answer it came from and read by the same parser as the live provider
// (odds-api-v4-parse.ts), so a replayed pull is stored exactly as a live one, each at its own snapshot time.
//
// `asOf` makes the provider answer as the market stood at that instant: only snapshots taken at or before it.
import {
  ODDS_MARKETS,
  type EventProps,
  type OddsEvent,
  type OddsProvider,
  type PropPrice,
  type ProviderIssue,
  type QuotaState,
} from '@edgeboard/domain';
import { splitCsv } from '@edgeboard/engine/nflverse';
import { parseEventOdds, parseEvents } from './odds-api-v4-parse';

/** Column names the historical exports use for each field, first match wins. */
const COLUMNS = {
  event: ['event_id', 'id'],
  commence: ['commence_time'],
  home: ['home_team'],
  away: ['away_team'],
  book: ['bookmaker', 'bookmaker_key', 'book'],
  bookTitle: ['bookmaker_title', 'book_title'],
  market: ['market', 'market_key'],
  player: ['player', 'description'],
  side: ['side', 'outcome', 'name'],
  price: ['price'],
  line: ['line', 'point'],
  over: ['over_odds'],
  under: ['under_odds'],
  snapshot: ['snapshot_time', 'snapshot', 'timestamp', 'last_update', 'pulled_at'],
} as const;

/** The Odds API's book keys and their display names (the name stored as a line's sportsbook). */
const BOOK_TITLES: Readonly<Record<string, string>> = {
  draftkings: 'DraftKings',
  fanduel: 'FanDuel',
  betmgm: 'BetMGM',
  williamhill_us: 'Caesars',
  espnbet: 'ESPN BET',
  pointsbetus: 'PointsBet',
  betrivers: 'BetRivers',
  bovada: 'Bovada',
};

export interface OddsHistoryOptions {
  /** The book of a file with no bookmaker column (one book's export), as its display name, e.g. DraftKings. */
  book?: string;
  /**
   * A file with no snapshot column carries one time only, its events' commence_time. Its rows are then taken as
   * pulled this many minutes before it; unset, such a file is refused (a pull time is never made up silently).
   */
  undatedMinutesBeforeCommence?: number;
}

interface Outcome {
  name: string;
  description: string;
  price: number;
  point?: number;
}

interface Snapshot {
  /** book key -> title and market key -> outcomes */
  books: Map<string, { title: string; markets: Map<string, Outcome[]> }>;
}

interface HistoryEvent {
  raw: { id: string; commence_time: string; home_team: string; away_team: string };
  event: OddsEvent;
  snapshots: Map<string, Snapshot>;
}

export interface OddsHistory {
  events: Map<string, HistoryEvent>;
  rowsRead: number;
  /** Rows that could not be read (bad price, unknown team...), by line number. */
  issues: ProviderIssue[];
  /** The file had no snapshot column: its pull times are commence_time less the given minutes. */
  undated: boolean;
}

const slug = (title: string) =>
  title
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/** Reads the file; throws on a file whose columns cannot be understood, lists bad rows. */
export function parseOddsHistory(text: string, options: OddsHistoryOptions = {}): OddsHistory {
  const [header, ...rows] = splitCsv(text);
  if (!header) throw new Error('the file is empty');
  const names = header.map((h) => h.trim().toLowerCase());
  const find = (aliases: readonly string[]) => {
    for (const a of aliases) {
      const i = names.indexOf(a);
      if (i >= 0) return i;
    }
    return -1;
  };
  const col = Object.fromEntries(Object.entries(COLUMNS).map(([k, a]) => [k, find(a)])) as Record<
    keyof typeof COLUMNS,
    number
  >;
  const missing: string[] = (['event', 'commence', 'home', 'away', 'market', 'player', 'line'] as const)
    .filter((k) => col[k] < 0)
    .map((k) => COLUMNS[k][0]);
  const perOutcome = col.side >= 0 && col.price >= 0;
  if (!perOutcome && col.over < 0) missing.push('side and price (or over_odds)');
  if (missing.length > 0) throw new Error(`missing column(s) ${missing.join(', ')}`);
  if (col.book < 0 && !options.book)
    throw new Error('the file has no bookmaker column: name its book (--book, e.g. DraftKings)');
  const undated = col.snapshot < 0;
  if (undated && options.undatedMinutesBeforeCommence === undefined)
    throw new Error(
      'the file has no snapshot time column (snapshot_time, timestamp or last_update): say when its rows were ' +
        'pulled with --undated-snapshot-minutes <n> (each row taken as pulled n minutes before its commence_time)',
    );

  const events = new Map<string, HistoryEvent>();
  const issues: ProviderIssue[] = [];
  rows.forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === '')) return;
    const at = (k: keyof typeof COLUMNS) => (col[k] >= 0 ? (cells[col[k]] ?? '').trim() : '');
    const key = at('event');
    const skip = (reason: string) => issues.push({ row, key, reason });
    const commence = Date.parse(at('commence'));
    if (!key || Number.isNaN(commence)) return skip('no event id or commence_time');
    let snapshotMs = undated
      ? commence - (options.undatedMinutesBeforeCommence ?? 0) * 60_000
      : Date.parse(at('snapshot'));
    if (Number.isNaN(snapshotMs)) return skip(`snapshot time "${at('snapshot')}" is not a time`);
    snapshotMs = Math.floor(snapshotMs / 1000) * 1000;
    let event = events.get(key);
    if (!event) {
      const raw = {
        id: key,
        commence_time: new Date(commence).toISOString(),
        home_team: at('home'),
        away_team: at('away'),
      };
      const parsed = parseEvents([raw]);
      const ok = parsed.events[0];
      if (!ok) return skip(parsed.issues[0]?.reason ?? 'unreadable event');
      event = { raw, event: ok, snapshots: new Map() };
      events.set(key, event);
    }
    const snapshotAt = new Date(snapshotMs).toISOString();
    const snapshot: Snapshot = event.snapshots.get(snapshotAt) ?? { books: new Map() };
    event.snapshots.set(snapshotAt, snapshot);
    const title = at('bookTitle') || BOOK_TITLES[at('book')] || at('book') || (options.book ?? '');
    const bookKey = at('book') || slug(title);
    const book = snapshot.books.get(bookKey) ?? { title, markets: new Map<string, Outcome[]>() };
    snapshot.books.set(bookKey, book);
    const market = at('market');
    const outcomes = book.markets.get(market) ?? [];
    book.markets.set(market, outcomes);
    const point = at('line') === '' ? undefined : Number(at('line'));
    const anytime = market === 'player_anytime_td';
    const push = (side: string, price: string) => {
      if (price === '' || price.toUpperCase() === 'NA') return;
      outcomes.push({
        name: side,
        description: at('player'),
        price: Number(price),
        ...(point !== undefined && { point }),
      });
    };
    if (perOutcome) push(at('side'), at('price'));
    else {
      push(anytime ? 'Yes' : 'Over', at('over'));
      push(anytime ? 'No' : 'Under', at('under'));
    }
  });
  return { events, rowsRead: rows.length, issues, undated };
}

/** The v4 event-odds answer of one snapshot, as the historical endpoint served it. */
function snapshotBody(e: HistoryEvent, at: string, s: Snapshot): unknown {
  return {
    ...e.raw,
    bookmakers: [...s.books].map(([key, b]) => ({
      key,
      title: b.title,
      last_update: at,
      markets: [...b.markets].map(([market, outcomes]) => ({ key: market, last_update: at, outcomes })),
    })),
  };
}

const NO_QUOTA: QuotaState = { remaining: null, used: null, last: null, floor: 0 };

export class OddsHistoryFile implements OddsProvider {
  constructor(
    private readonly history: OddsHistory,
    private readonly asOf: () => Date,
  ) {}

  /** Events with a snapshot taken by now, in commence order. */
  events(): Promise<OddsEvent[]> {
    const now = this.asOf().getTime();
    return Promise.resolve(
      [...this.history.events.values()]
        .filter((e) => [...e.snapshots.keys()].some((at) => Date.parse(at) <= now))
        .map((e) => e.event)
        .sort((a, b) => a.commenceTime.localeCompare(b.commenceTime) || a.id.localeCompare(b.id)),
    );
  }

  /** Every snapshot of the event taken by now, each row at its own snapshot time. */
  playerProps(eventId: string): Promise<EventProps> {
    const e = this.history.events.get(eventId);
    if (!e) return Promise.reject(new Error(`no event ${eventId} in the odds history`));
    const now = this.asOf().getTime();
    const rows: PropPrice[] = [];
    const issues: ProviderIssue[] = [];
    for (const [at, s] of [...e.snapshots].sort(([a], [b]) => a.localeCompare(b))) {
      if (Date.parse(at) > now) continue;
      const answer = parseEventOdds(snapshotBody(e, at, s), ODDS_MARKETS);
      rows.push(...answer.rows);
      issues.push(...answer.issues);
    }
    return Promise.resolve({ event: e.event, rows, skipped: issues.length, issues });
  }

  quota(): QuotaState {
    return NO_QUOTA;
  }
}

/** Each event's home team, away team and commence time: a schedule where the file has the game. */
export function historySchedule(history: OddsHistory): OddsEvent[] {
  return [...history.events.values()].map((e) => e.event);
}
