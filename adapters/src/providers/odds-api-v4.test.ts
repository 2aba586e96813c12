import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ProviderError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { OddsApiV4 } from './odds-api-v4';

const recorded = (name: string) => readFileSync(path.join(__dirname, '__recorded__', name), 'utf8');
const E1 = '4f0a8c2b9d7e61a35b2c0e9f8d7a6b51';
const E2 = '9b3e1d7c5a2f48e6b0c9d1e2f3a4b5c6';
const KEY = 'sekrit-key-0123456789';

type Answer = { status: number; body: string; headers?: Record<string, string> };
const quota = (remaining: number, used: number, last: number) => ({
  'x-requests-remaining': String(remaining),
  'x-requests-used': String(used),
  'x-requests-last': String(last),
});

/** Answers by path (events, or an event id's odds); `script` lists answers in turn for a path. */
function fakeApi(script: Record<string, Answer[]>) {
  const urls: URL[] = [];
  const notFound: Answer = {
    status: 404,
    body: '{"message":"Event not found","error_code":"EVENT_NOT_FOUND"}',
  };
  const fetch = (input: string | URL) => {
    const url = new URL(input.toString());
    urls.push(url);
    const key = url.pathname.endsWith('/events') ? 'events' : (url.pathname.split('/').at(-2) ?? '');
    const answers = script[key] ?? [];
    const a = (answers.length > 1 ? answers.shift() : answers[0]) ?? notFound;
    return Promise.resolve(
      new Response(a.body, {
        status: a.status,
        headers: { 'content-type': 'application/json', ...a.headers },
      }),
    );
  };
  return { fetch, urls };
}

function api(
  fetch: ReturnType<typeof fakeApi>['fetch'],
  opts: { floor?: number; logs?: string[]; sleeps?: number[] } = {},
) {
  return new OddsApiV4({
    apiKey: KEY,
    bookmakers: ['draftkings', 'fanduel', 'betmgm'],
    quotaFloor: opts.floor ?? 0,
    fetch,
    sleep: (ms) => {
      opts.sleeps?.push(ms);
      return Promise.resolve();
    },
    log: (line) => {
      opts.logs?.push(line);
    },
    retries: 2,
    baseDelayMs: 50,
  });
}

const events: Answer = { status: 200, body: recorded('odds-api-events.json'), headers: quota(480, 20, 0) };
const odds1: Answer = {
  status: 200,
  body: recorded(`odds-api-event-odds-${E1}.json`),
  headers: quota(474, 26, 6),
};
const odds2: Answer = {
  status: 200,
  body: recorded(`odds-api-event-odds-${E2}.json`),
  headers: quota(468, 32, 6),
};

describe('OddsApiV4 on recorded payloads', () => {
  it('lists events with team abbreviations and asks for them as the v4 guide says', async () => {
    const { fetch, urls } = fakeApi({ events: [events] });
    const list = await api(fetch).events();
    expect(list).toEqual([
      { id: E1, commenceTime: '2025-11-23T18:00:00.000Z', homeTeam: 'KC', awayTeam: 'IND' },
      { id: E2, commenceTime: '2025-11-23T21:25:00.000Z', homeTeam: 'DAL', awayTeam: 'PHI' },
    ]);
    expect(urls[0]!.origin + urls[0]!.pathname).toBe(
      'https://api.the-odds-api.com/v4/sports/americanfootball_nfl/events',
    );
    expect(urls[0]!.searchParams.get('apiKey')).toBe(KEY);
  });

  it('reads player props: one row per book, player, market and line, both prices, the market last_update', async () => {
    const { fetch, urls } = fakeApi({ [E1]: [odds1] });
    const props = await api(fetch).playerProps(E1);
    const q = urls[0]!.searchParams;
    expect(urls[0]!.pathname).toBe(`/v4/sports/americanfootball_nfl/events/${E1}/odds`);
    expect(Object.fromEntries(q)).toMatchObject({
      regions: 'us',
      markets:
        'player_pass_yds,player_rush_yds,player_reception_yds,player_receptions,player_pass_tds,player_anytime_td',
      oddsFormat: 'american',
      bookmakers: 'draftkings,fanduel,betmgm',
      dateFormat: 'iso',
    });
    expect(props.skipped).toBe(0);
    expect(props.rows).toHaveLength(13);
    expect(props.rows).toContainEqual({
      eventId: E1,
      bookKey: 'draftkings',
      book: 'DraftKings',
      player: 'Patrick Mahomes',
      market: 'player_pass_yds',
      statType: 'passing_yards',
      line: 262.5,
      overOdds: -115,
      underOdds: -105,
      pulledAt: '2025-11-21T15:02:11.000Z',
    });
    // Anytime TD: touchdowns over 0.5 at the Yes price; the No price is the under when a book posts it.
    expect(
      props.rows
        .filter((r) => r.market === 'player_anytime_td')
        .map((r) => [r.book, r.player, r.line, r.overOdds, r.underOdds]),
    ).toEqual([
      ['DraftKings', 'Jonathan Taylor', 0.5, -175, null],
      ['DraftKings', 'Travis Kelce', 0.5, 150, null],
      ['FanDuel', 'Jonathan Taylor', 0.5, -170, 130],
    ]);
    expect(props.rows.every((r) => r.statType === 'touchdowns' || r.market !== 'player_anytime_td')).toBe(
      true,
    );
  });

  it('keeps the quota headers as the quota state', async () => {
    const { fetch } = fakeApi({ events: [events], [E1]: [odds1] });
    const p = api(fetch, { floor: 10 });
    expect(p.quota()).toEqual({ remaining: null, used: null, last: null, floor: 10 });
    await p.events();
    await p.playerProps(E1);
    expect(p.quota()).toEqual({ remaining: 474, used: 26, last: 6, floor: 10 });
  });

  it('stops calling, and says so, when a call would leave fewer credits than the floor', async () => {
    const logs: string[] = [];
    const { fetch, urls } = fakeApi({ events: [{ ...events, headers: quota(15, 485, 0) }], [E1]: [odds1] });
    const p = api(fetch, { floor: 10, logs });
    await p.events();
    const err = await p.playerProps(E1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ providerCode: 'quota' });
    expect((err as ProviderError).message).toMatch(
      /15 credits remain .* costs up to 6, below the floor of 10/,
    );
    expect(urls).toHaveLength(1); // the props call was never sent
    expect(logs.at(-1)).toMatch(/Stopped calling The Odds API/);
  });

  it('answers a refused key (401 INVALID_KEY) as unauthorized, never showing the key', async () => {
    const logs: string[] = [];
    const { fetch } = fakeApi({
      events: [{ status: 401, body: recorded('odds-api-error-401-invalid-key.json') }],
    });
    const err = (await api(fetch, { logs })
      .events()
      .catch((e: unknown) => e)) as ProviderError;
    expect(err.providerCode).toBe('unauthorized');
    expect(err.message).toMatch(/INVALID_KEY.*ODDS_API_KEY/);
    expect(logs.join('\n')).toContain('apiKey=REDACTED');
    expect(`${err.message}\n${logs.join('\n')}`).not.toContain(KEY);
  });

  it('answers 401 OUT_OF_USAGE_CREDITS and 429 EXCEEDED_FREQ_LIMIT as quota, without retrying', async () => {
    const out = fakeApi({
      events: [{ status: 401, body: recorded('odds-api-error-401-out-of-credits.json') }],
    });
    await expect(api(out.fetch).events()).rejects.toMatchObject({ providerCode: 'quota' });
    const busy = fakeApi({ [E1]: [{ status: 429, body: recorded('odds-api-error-429.json') }] });
    const err = (await api(busy.fetch)
      .playerProps(E1)
      .catch((e: unknown) => e)) as ProviderError;
    expect(err.providerCode).toBe('quota');
    expect(err.message).toMatch(/EXCEEDED_FREQ_LIMIT/);
    expect(busy.urls).toHaveLength(1);
  });

  it('retries 5xx a bounded number of times with back-off, then answers unavailable', async () => {
    const sleeps: number[] = [];
    const logs: string[] = [];
    const { fetch, urls } = fakeApi({ [E2]: [{ status: 500, body: '' }] });
    await expect(api(fetch, { sleeps, logs }).playerProps(E2)).rejects.toMatchObject({
      providerCode: 'unavailable',
    });
    expect(urls).toHaveLength(3);
    expect(sleeps).toEqual([50, 100]);
    expect(logs.join('\n')).not.toContain(KEY);
  });

  it('gets through on a retry after a 503', async () => {
    const { fetch } = fakeApi({ [E2]: [{ status: 503, body: '' }, odds2] });
    expect((await api(fetch).playerProps(E2)).rows.length).toBeGreaterThan(0);
  });

  it('skips malformed outcomes, counts them and names each in the log', async () => {
    const logs: string[] = [];
    const { fetch } = fakeApi({
      [E1]: [{ status: 200, body: recorded('odds-api-event-odds-malformed.json') }],
    });
    const props = await api(fetch, { logs }).playerProps(E1);
    expect(props.rows).toHaveLength(1);
    expect(props.skipped).toBe(4);
    expect(logs).toEqual([
      expect.stringMatching(/skipped outcome 3 \(draftkings\/player_pass_yds\/Travis Kelce\): .*/),
      expect.stringMatching(/skipped outcome 4 \(draftkings\/player_pass_yds\/\): no player/),
      expect.stringMatching(
        /skipped outcome 5 \(draftkings\/player_pass_yds\/Jonathan Taylor\): line 12.3 is not on the half-point grid/,
      ),
      expect.stringMatching(
        /skipped outcome 6 \(draftkings\/player_pass_yds\/Tyreek Hill\): price is not American odds/,
      ),
    ]);
  });

  it('answers malformed when the body is not JSON or not the v4 shape', async () => {
    const html = fakeApi({ events: [{ status: 200, body: '<html>oops</html>' }] });
    await expect(api(html.fetch).events()).rejects.toMatchObject({ providerCode: 'malformed' });
    const shape = fakeApi({ [E1]: [{ status: 200, body: '{"id":"x"}' }] });
    await expect(api(shape.fetch).playerProps(E1)).rejects.toMatchObject({ providerCode: 'malformed' });
  });

  it('refuses to start without a key', () => {
    expect(() => new OddsApiV4({ apiKey: '' })).toThrow(/ODDS_API_KEY is not set/);
  });
});
