import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ProviderError } from '@edgeboard/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NFLVERSE_SCHEDULE_URL, NflverseHttpStats, nflversePlayerStatsUrl } from './nflverse-http-stats';
import { easternToUtc } from './nflverse-schedule';

const recorded = (name: string) => readFileSync(path.join(__dirname, '__recorded__', name), 'utf8');
const GAMES = recorded('nflverse-games.csv');
const STATS = recorded('nflverse-stats_player_week_2025.csv');
const STATS_URL = nflversePlayerStatsUrl(2025);

interface Call {
  url: string;
  headers: Record<string, string>;
}

/** A fake server: per URL, a list of answers used in turn (the last one repeats). */
function fakeFetch(routes: Record<string, (() => Response)[]>) {
  const calls: Call[] = [];
  const fetch = (input: string | URL, init?: RequestInit) => {
    const url = input.toString();
    calls.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    const answers = routes[url] ?? [];
    const answer =
      (answers.length > 1 ? answers.shift() : answers[0]) ??
      (() => new Response('Not Found', { status: 404 }));
    return Promise.resolve(answer());
  };
  return { fetch, calls };
}

const ok =
  (body: string, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { status: 200, headers });

let cacheDir: string;
let logs: string[];
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'nflverse-cache-'));
  logs = [];
});
afterEach(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

function provider(fetch: ReturnType<typeof fakeFetch>['fetch'], sleeps: number[] = []) {
  return new NflverseHttpStats({
    cacheDir,
    fetch,
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    log: (line) => {
      logs.push(line);
    },
    now: () => new Date('2025-11-20T12:00:00Z'),
    retries: 2,
    baseDelayMs: 100,
  });
}

describe('NflverseHttpStats on recorded payloads', () => {
  it('reads the schedule: regular-season games of the season, kickoffs from Eastern time, scores once played', async () => {
    const { fetch } = fakeFetch({ [NFLVERSE_SCHEDULE_URL]: [ok(GAMES, { etag: '"g1"' })] });
    const s = await provider(fetch).schedule(2025);
    expect(s.rowsRead).toBe(7);
    expect(s.games.map((g) => g.id)).toEqual([
      '2025_01_DAL_PHI',
      '2025_01_KC_LAC',
      '2025_01_MIA_IND',
      '2025_02_PHI_KC',
      '2025_12_IND_KC',
      '2025_12_PHI_DAL',
    ]);
    expect(s.games[0]).toMatchObject({
      kickoff: '2025-09-05T00:20:00.000Z',
      home_team: 'PHI',
      away_team: 'DAL',
      home_score: 24,
      away_score: 20,
      status: 'final',
      venue_time_zone: 'America/New_York',
    });
    // 13:00 Eastern in November is 18:00 UTC (standard time).
    expect(s.games[4]).toMatchObject({
      kickoff: '2025-11-23T18:00:00.000Z',
      status: 'scheduled',
      home_score: null,
    });
    expect(s.skipped).toBe(0);
    expect(s.validators.etag).toBe('"g1"');
  });

  it('reads weekly stats in the stats_player_week format into players and stat lines', async () => {
    const { fetch } = fakeFetch({
      [STATS_URL]: [ok(STATS, { 'last-modified': 'Thu, 20 Nov 2025 08:00:00 GMT' })],
    });
    const w = await provider(fetch).weeklyPlayerStats(2025);
    expect(w.rowsRead).toBe(11);
    expect(w.players).toHaveLength(7);
    expect(w.players.find((p) => p.id === '00-0033873')).toMatchObject({
      name: 'Patrick Mahomes',
      position: 'QB',
      team_name: 'Kansas City Chiefs',
    });
    const line = w.lines.find((l) => l.player_id === '00-0036389' && l.week === 1);
    expect(line).toMatchObject({ team: 'PHI', opponent: 'DAL', passing_yards: 152, rushing_tds: 2 });
    expect(line).not.toHaveProperty('game_id');
    expect(w.validators.lastModified).toBe('Thu, 20 Nov 2025 08:00:00 GMT');
    expect(w.fromCache).toBe(false);
  });

  it('asks again with If-None-Match / If-Modified-Since and reuses the cached file on 304', async () => {
    const { fetch, calls } = fakeFetch({
      [STATS_URL]: [
        ok(STATS, { etag: '"s1"', 'last-modified': 'Thu, 20 Nov 2025 08:00:00 GMT' }),
        () => new Response(null, { status: 304 }),
      ],
    });
    const p = provider(fetch);
    const first = await p.weeklyPlayerStats(2025);
    const second = await p.weeklyPlayerStats(2025);
    expect(calls[0]!.headers['if-none-match']).toBeUndefined();
    expect(calls[1]!.headers).toMatchObject({
      'if-none-match': '"s1"',
      'if-modified-since': 'Thu, 20 Nov 2025 08:00:00 GMT',
    });
    expect(second.fromCache).toBe(true);
    expect(second.lines).toEqual(first.lines);
  });

  it('retries 5xx with a growing back-off, then answers unavailable', async () => {
    const sleeps: number[] = [];
    const { fetch, calls } = fakeFetch({
      [NFLVERSE_SCHEDULE_URL]: [() => new Response('bad gateway', { status: 502 })],
    });
    const err = await provider(fetch, sleeps)
      .schedule(2025)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ providerCode: 'unavailable', code: 'provider_unavailable' });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
    expect(logs.at(-1)).toMatch(/giving up .* after 3 attempts \(HTTP 502\)/);
  });

  it('succeeds when a retry gets through', async () => {
    const { fetch } = fakeFetch({
      [NFLVERSE_SCHEDULE_URL]: [() => new Response('', { status: 503 }), ok(GAMES)],
    });
    expect((await provider(fetch).schedule(2025)).games).toHaveLength(6);
  });

  it('answers 404 (a season not released yet) as unavailable, and 429 as quota', async () => {
    const { fetch } = fakeFetch({
      [NFLVERSE_SCHEDULE_URL]: [() => new Response('slow down', { status: 429 })],
    });
    await expect(provider(fetch).weeklyPlayerStats(2031)).rejects.toMatchObject({
      providerCode: 'unavailable',
    });
    await expect(provider(fetch).schedule(2025)).rejects.toMatchObject({ providerCode: 'quota' });
  });

  it('skips malformed rows, names each in the log, and keeps the rest', async () => {
    const lines = STATS.trimEnd().split('\n');
    lines[2] = lines[2]!.replace(',2025,1,REG,', ',2025,one,REG,'); // row 3: week not a number
    lines[4] = lines[4]!.split(',').slice(0, 20).join(','); // row 5: truncated (the quoted URL holds a comma)
    const { fetch } = fakeFetch({ [STATS_URL]: [ok(lines.join('\n'))] });
    const w = await provider(fetch).weeklyPlayerStats(2025);
    expect(w.skipped).toBe(2);
    expect(w.lines).toHaveLength(9);
    expect(w.issues.map((i) => i.row)).toEqual([3, 5]);
    expect(logs).toContainEqual(
      expect.stringMatching(/weekly player stats: skipped row 3 \(00-0030506\): week "one"/),
    );
    expect(logs).toContainEqual(
      expect.stringMatching(/skipped row 5 \(00-0034844\): 19 fields where the header has 114/),
    );
  });

  it('skips a schedule row with an unknown team or a bad kickoff, naming the game', async () => {
    const text = GAMES.replace(
      '2025_01_MIA_IND,2025,REG,1,2025-09-07',
      '2025_01_MIA_IND,2025,REG,1,2025-13-07',
    ).replace(',16:25,PHI,20,KC,', ',16:25,PHX,20,KC,');
    const { fetch } = fakeFetch({ [NFLVERSE_SCHEDULE_URL]: [ok(text)] });
    const s = await provider(fetch).schedule(2025);
    expect(s.games).toHaveLength(4);
    expect(s.issues).toEqual([
      { row: 5, key: '2025_01_MIA_IND', reason: 'kickoff "2025-13-07 13:00" is not a date and time' },
      { row: 6, key: '2025_02_PHI_KC', reason: 'unknown team "PHX"' },
    ]);
  });

  it('answers malformed when the file is not the expected format at all', async () => {
    const { fetch } = fakeFetch({ [NFLVERSE_SCHEDULE_URL]: [ok('<html>rate limited</html>')] });
    await expect(provider(fetch).schedule(2025)).rejects.toMatchObject({ providerCode: 'malformed' });
  });

  it('converts Eastern wall-clock kickoffs across daylight saving', () => {
    expect(easternToUtc('2025-09-07', '13:00')?.toISOString()).toBe('2025-09-07T17:00:00.000Z');
    expect(easternToUtc('2025-11-02', '13:00')?.toISOString()).toBe('2025-11-02T18:00:00.000Z');
    expect(easternToUtc('2025-11-02', '')?.toISOString()).toBe('2025-11-02T18:00:00.000Z');
    expect(easternToUtc('2025-11-02', '1pm')).toBeNull();
  });
});
