import { ProviderError, type OddsProvider, type PropPrice } from '@edgeboard/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ingestStatsAndSchedule } from './ingest-stats';
import { EVENT_IDS, ingestFixture, ok, recorded, type Answer } from './ingest-test-setup';
import { pullOdds } from './pull-odds';

const [E1, E2] = EVENT_IDS;
const NOW = new Date('2025-11-21T16:00:00Z'); // the Friday before the week 12 games
const quota = (remaining: number) => ({
  'x-requests-remaining': String(remaining),
  'x-requests-used': String(500 - remaining),
  'x-requests-last': '6',
});

let f: Awaited<ReturnType<typeof ingestFixture>>;
beforeEach(async () => {
  f = await ingestFixture();
  // The games and players the lines belong to come in through the stats ingest first.
  await ingestStatsAndSchedule(
    { stats: f.stats(f.statsScript()), transaction: f.transaction, log: () => {} },
    2025,
  );
});
afterEach(() => f.close());

const script = (second: Answer = ok(recorded(`odds-api-event-odds-${E2}.json`), quota(468))) => ({
  events: [ok(recorded('odds-api-events.json'), quota(480))],
  [E1]: [ok(recorded(`odds-api-event-odds-${E1}.json`), quota(474))],
  [E2]: [second],
});

const storedLines = async () => [...(await f.repos.propLines.forWeek(2025, 12))];

describe('pullOdds (The Odds API v4, recorded payloads, SQLite)', () => {
  it('stores one pull per book, player, market and line on the right game, with both prices', async () => {
    const { provider } = f.odds(script());
    const result = await pullOdds({ odds: provider, transaction: f.transaction, log: f.log }, NOW);
    // 13 + 9 rows read; the one-sided "Yes" anytime prices have an over price and no under: all kept.
    expect(result).toMatchObject({ events: 2, rowsRead: 22, written: 22, skipped: 0, unchanged: 0 });
    expect(result.quota).toMatchObject({ remaining: 468, used: 32, last: 6 });
    const lines = await storedLines();
    expect(lines).toHaveLength(22);
    expect(
      lines.find(
        (l) =>
          l.sportsbook === 'DraftKings' && l.player === 'Patrick Mahomes' && l.stat_type === 'passing_yards',
      ),
    ).toMatchObject({
      game_id: '2025_12_IND_KC',
      player_id: '00-0033873',
      line_value: 262.5,
      odds: -115,
      over_odds: -115,
      under_odds: -105,
      pulled_at: '2025-11-21T15:02:11.000Z',
      season: 2025,
      week: 12,
    });
    expect(
      lines.find(
        (l) => l.sportsbook === 'FanDuel' && l.stat_type === 'touchdowns' && l.player === 'Jonathan Taylor',
      ),
    ).toMatchObject({
      line_value: 0.5,
      over_odds: -170,
      under_odds: 130,
    });
    expect(lines.filter((l) => l.game_id === '2025_12_PHI_DAL')).toHaveLength(9);
  });

  it('running twice adds no duplicates', async () => {
    const deps = { odds: f.odds(script()).provider, transaction: f.transaction, log: () => {} };
    await pullOdds(deps, NOW);
    const again = await pullOdds(deps, NOW);
    expect(again).toMatchObject({ written: 0, unchanged: 22 });
    expect(await storedLines()).toHaveLength(22);
  });

  it('knows a pull stored under another id (an import, the demo seed) and adds it once', async () => {
    const deps = { odds: f.odds(script()).provider, transaction: f.transaction, log: () => {} };
    await pullOdds(deps, NOW);
    const [first] = await storedLines();
    if (!first) throw new Error('no line stored');
    await f.repos.propLines.delete(first.id);
    await f.repos.propLines.insertMany([{ ...first, id: 'imported-by-hand' }]);
    const again = await pullOdds({ ...deps, odds: f.odds(script()).provider }, NOW);
    expect(again).toMatchObject({ written: 0, unchanged: 22 });
    expect(await storedLines()).toHaveLength(22);
  });

  it('never stores a price pulled at or after its game kicked off (live odds are not the close)', async () => {
    const games = await f.repos.games.forWeek(2025, 12);
    const game = games.find((g) => g.id === '2025_12_IND_KC');
    if (!game) throw new Error('no game');
    const kickoff = Date.parse(game.kickoff);
    const at = (minutes: number) => new Date(kickoff + minutes * 60_000).toISOString();
    const row = (pulledAt: string, line: number): PropPrice => ({
      eventId: 'e1',
      bookKey: 'draftkings',
      book: 'DraftKings',
      player: 'Patrick Mahomes',
      market: 'player_pass_yds',
      statType: 'passing_yards',
      line,
      overOdds: -110,
      underOdds: -110,
      pulledAt,
    });
    const event = { id: 'e1', commenceTime: game.kickoff, homeTeam: 'KC', awayTeam: 'IND' };
    const odds: OddsProvider = {
      events: () => Promise.resolve([event]),
      playerProps: () =>
        Promise.resolve({
          event,
          rows: [row(at(-30), 262.5), row(at(0), 270.5), row(at(45), 240.5)],
          skipped: 0,
          issues: [],
        }),
      quota: () => ({ remaining: null, used: null, last: null, floor: 0 }),
    };
    const logged: string[] = [];
    // Read after kickoff, catching up from before it (the demo's tick after a pause).
    const result = await pullOdds(
      { odds, transaction: f.transaction, log: (l) => logged.push(l) },
      new Date(kickoff + 3_600_000),
      { startedAfter: new Date(kickoff - 3_600_000) },
    );
    expect(result).toMatchObject({ events: 1, written: 1, skipped: 2 });
    expect((await storedLines()).map((l) => l.line_value)).toEqual([262.5]);
    expect(logged.filter((l) => l.includes('pulled after kickoff'))).toHaveLength(2);
    // Without startedAfter the game that has kicked off is not asked for at all.
    const none = await pullOdds(
      { odds, transaction: f.transaction, log: () => {} },
      new Date(kickoff + 60_000),
    );
    expect(none.events).toBe(0);
  });

  it('a 429 midway (the second event) writes nothing', async () => {
    const { provider } = f.odds(script({ status: 429, body: recorded('odds-api-error-429.json') }));
    const err = await pullOdds({ odds: provider, transaction: f.transaction, log: () => {} }, NOW).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ providerCode: 'quota' });
    expect(await storedLines()).toHaveLength(0);
  });

  it('a refused key (401) writes nothing and says to check ODDS_API_KEY', async () => {
    const { provider } = f.odds({
      events: [{ status: 401, body: recorded('odds-api-error-401-invalid-key.json') }],
    });
    const err = (await pullOdds({ odds: provider, transaction: f.transaction, log: () => {} }, NOW).catch(
      (e: unknown) => e,
    )) as ProviderError;
    expect(err.providerCode).toBe('unauthorized');
    expect(err.message).toMatch(/ODDS_API_KEY/);
    expect(await storedLines()).toHaveLength(0);
  });

  it('stops at the quota floor before the second event and writes nothing', async () => {
    const s = script();
    s[E1] = [ok(recorded(`odds-api-event-odds-${E1}.json`), quota(14))];
    const { provider, calls } = f.odds(s, 10);
    await expect(
      pullOdds({ odds: provider, transaction: f.transaction, log: () => {} }, NOW),
    ).rejects.toMatchObject({ providerCode: 'quota' });
    expect(calls.map((u) => u.pathname.split('/').at(-2))).toEqual(['americanfootball_nfl', E1]);
    expect(await storedLines()).toHaveLength(0);
  });

  it('leaves games that have kicked off alone, and skips lines whose game is not scheduled, naming them', async () => {
    const afterFirst = new Date('2025-11-23T19:00:00Z'); // IND at KC under way, PHI at DAL not yet
    const { provider, calls } = f.odds(script());
    const result = await pullOdds({ odds: provider, transaction: f.transaction, log: () => {} }, afterFirst);
    expect(result).toMatchObject({ events: 1, written: 9 });
    expect(calls.some((u) => u.pathname.includes(E1))).toBe(false);

    const game = await f.repos.games.get('2025_12_PHI_DAL');
    await f.repos.games.upsertMany([{ ...game!, week: 13 }]); // the schedule moved it: the event no longer matches week 12
    const moved = await pullOdds(
      { odds: f.odds(script()).provider, transaction: f.transaction, log: f.log },
      afterFirst,
    );
    expect(moved).toMatchObject({ written: 0, skipped: 9 });
    expect(f.logs).toContainEqual(
      expect.stringMatching(
        /skipped 9 line\(s\) of event 9b3e.* \(PHI at DAL, .*\): no such game in 2025 week 12/,
      ),
    );
  });
});

describe('pullOdds: names, and rows taken after kickoff (any provider behind the port)', () => {
  /** One event, the stored IND at KC game, with the given rows. */
  async function pullRows(rows: Omit<PropPrice, 'eventId' | 'market' | 'statType' | 'bookKey' | 'book'>[]) {
    const game = (await f.repos.games.forWeek(2025, 12)).find((g) => g.id === '2025_12_IND_KC');
    if (!game) throw new Error('fixture game missing');
    const event = { id: 'ev', commenceTime: game.kickoff, homeTeam: 'KC', awayTeam: 'IND' };
    const provider: OddsProvider = {
      events: () => Promise.resolve([event]),
      playerProps: () =>
        Promise.resolve({
          event,
          rows: rows.map((r) => ({
            ...r,
            eventId: 'ev',
            market: 'player_pass_yds' as const,
            statType: 'passing_yards' as const,
            bookKey: 'draftkings',
            book: 'DraftKings',
          })),
          skipped: 0,
          issues: [],
        }),
      quota: () => ({ remaining: null, used: null, last: null, floor: 0 }),
    };
    const result = await pullOdds({ odds: provider, transaction: f.transaction, log: () => {} }, NOW, {
      startedAfter: new Date(0),
    });
    return { result, game };
  }
  const row = (player: string, pulledAt: string) => ({
    player,
    line: 262.5,
    overOdds: -115,
    underOdds: -105,
    pulledAt,
  });

  it('matches a book’s spelling as backtest --lines does (nickname, suffix, team tag) and lists the rest unguessed', async () => {
    const { result } = await pullRows([
      row('Pat Mahomes', '2025-11-21T15:00:00.000Z'),
      row('Patrick Mahomes II (KC)', '2025-11-21T15:05:00.000Z'),
      row('Nobody Here', '2025-11-21T15:00:00.000Z'),
    ]);
    expect(result.unmatched).toEqual(['Nobody Here']);
    const lines = await storedLines();
    expect(lines.filter((l) => l.player_id === '00-0033873').map((l) => l.player)).toEqual(
      expect.arrayContaining(['Pat Mahomes', 'Patrick Mahomes II (KC)']),
    );
    expect(lines.find((l) => l.player === 'Nobody Here')?.player_id).toBeNull();
  });

  it('never stores a row taken at or after its game’s kickoff, and counts it', async () => {
    const before = await pullRows([]);
    const kickoff = before.game.kickoff;
    const { result } = await pullRows([
      row('Patrick Mahomes', new Date(Date.parse(kickoff) - 60_000).toISOString()),
      row('Patrick Mahomes', kickoff),
      row('Patrick Mahomes', new Date(Date.parse(kickoff) + 60_000).toISOString()),
    ]);
    expect(result).toMatchObject({ written: 1, afterKickoff: 2 });
    expect((await storedLines()).map((l) => l.pulled_at)).toEqual([
      new Date(Date.parse(kickoff) - 60_000).toISOString(),
    ]);
  });
});
