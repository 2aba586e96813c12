import type { DbHandle } from '@edgeboard/adapters/sql/db';
import {
  BET_AFTER_KICKOFF_CODE,
  BET_AFTER_KICKOFF_MESSAGE,
  BETS_EXPORT_UPGRADE_CODE,
  BETS_UPGRADE_CODE,
  type Bet,
  type BetsResponse,
} from '@edgeboard/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../container';
import { GRADED_PICK, OPEN_PICK, seedBetLeague } from './bets-test-seed';
import { testAppPerSuite } from '../../testing/per-suite';

const t = testAppPerSuite({}, async (t) => {
  await seedBetLeague(t);
  // The graded pick's close: DraftKings -120/+100 at its line, clv 0.0095 against its -105 (fair over 0.52174).
  const { db } = t.container.get<DbHandle>(TOKENS.db);
  // Written with its lock, as the lock job does: the database refuses a close at any other time (migration 010).
  await sql`update ai_picks set closing_book = 'DraftKings', closing_line = 64.5, closing_over_odds = -120,
  closing_under_odds = 100, clv = 0.0095, locked_at = '2025-09-07T17:00:00.000Z' where id = ${GRADED_PICK}`.execute(
    db,
  );
});

const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
const list = async (headers: Record<string, string>) =>
  (await (await t.get('/api/bets', headers)).json()) as BetsResponse;
/** Before every kickoff of the seeded league: bets on its played games are entered late, with their time. */
const EARLY = '2025-09-01T12:00:00.000Z';
const byHand = {
  sportsbook: 'Caesars',
  odds: -110,
  stake: 1,
  playerId: 'p1',
  statType: 'receptions',
  side: 'over',
};

describe('who may track bets', () => {
  it('answers 401 without a session and 403 with a code below starting, on every route', async () => {
    const scout = await t.user('bets-scout@x.dev', { tier: 'scout' });
    const free = await t.user('bets-free@x.dev');
    const calls = [
      ['GET', '/api/bets'],
      ['POST', '/api/bets'],
      ['PATCH', '/api/bets/x'],
      ['DELETE', '/api/bets/x'],
      ['GET', '/api/bets/export?format=csv'],
    ] as const;
    for (const [method, path] of calls) {
      expect((await send(method, path, {}, method === 'GET' ? undefined : { odds: 50 })).status).toBe(401);
      for (const u of [scout, free]) {
        const res = await send(method, path, u.headers, method === 'GET' ? undefined : { odds: 50 });
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ error: { code: BETS_UPGRADE_CODE } });
      }
    }
  });
});

describe('recording a bet', () => {
  it('takes a bet on a graded pick and settles it at once, at its own price and stake', async () => {
    const u = await t.user('bets-pick@x.dev', { tier: 'starting' });
    const res = await send('POST', '/api/bets', u.headers, {
      pickId: GRADED_PICK,
      sportsbook: 'FanDuel',
      odds: -110,
      stake: 2,
      placedAt: EARLY,
    });
    expect(res.status).toBe(201);
    const bet = (await res.json()) as Bet;
    expect(bet).toMatchObject({
      pickId: GRADED_PICK,
      player: 'Travis Kelce',
      statType: 'receiving_yards',
      line: 64.5,
      side: 'over',
      season: 2025,
      week: 3,
      gameId: 'g3',
      result: 'won',
      settledAt: '2025-09-21T20:30:00.000Z',
      profit: 1.82,
      // fair close 0.52170 - 0.52381 implied by -110
      clv: -0.0021,
    });
    expect(typeof bet.id).toBe('string');
    const answer = await list(u.headers);
    expect(answer.bets.map((b) => b.id)).toEqual([bet.id]);
    expect(answer.summary).toMatchObject({ bets: 1, won: 1, staked: 2, profit: 1.82, roi: 0.91, winRate: 1 });
    expect(answer.byStatType).toEqual([
      { statType: 'receiving_yards', won: 1, lost: 0, push: 0, winRate: 1, profit: 1.82 },
    ]);
    expect(answer.bankroll).toEqual([{ at: '2025-09-21T20:30:00.000Z', profit: 1.82, cumulative: 1.82 }]);
  });

  it('refuses a bet on a game that has kicked off with 409 bet_after_kickoff and a message, writing nothing', async () => {
    const u = await t.user('bets-late@x.dev', { tier: 'starting' });
    const late = [
      { pickId: GRADED_PICK, sportsbook: 'FanDuel', odds: -110, stake: 2 },
      {
        pickId: GRADED_PICK,
        sportsbook: 'FanDuel',
        odds: -110,
        stake: 2,
        placedAt: '2025-09-21T18:00:00.000Z',
      },
      { ...byHand, line: 4.5, week: 3 },
    ];
    for (const body of late) {
      const res = await send('POST', '/api/bets', u.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(await res.json()).toMatchObject({
        error: { code: BET_AFTER_KICKOFF_CODE, message: BET_AFTER_KICKOFF_MESSAGE },
      });
    }
    expect((await list(u.headers)).bets).toEqual([]);
  });

  it('keeps a bet on an ungraded pick open, and a bet by hand with the player’s name', async () => {
    const u = await t.user('bets-open@x.dev', { tier: 'all-star' });
    const open = await send('POST', '/api/bets', u.headers, {
      pickId: OPEN_PICK,
      sportsbook: 'BetMGM',
      odds: 110,
      stake: 1,
    });
    expect(open.status).toBe(201);
    expect(await open.json()).toMatchObject({ result: null, profit: null, clv: null, week: 7 });
    const hand = await send('POST', '/api/bets', u.headers, { ...byHand, line: 4.5, week: 7 });
    expect(hand.status).toBe(201);
    expect(await hand.json()).toMatchObject({
      pickId: null,
      player: 'Travis Kelce',
      season: 2025,
      result: null,
    });
    expect((await list(u.headers)).summary).toMatchObject({ bets: 2, open: 2, roi: null });
  });

  it('refuses bad odds, a stake that is not positive, or an unknown pick or player, and writes nothing', async () => {
    const u = await t.user('bets-bad@x.dev', { tier: 'starting' });
    const bad = [
      { ...byHand, line: 4.5, week: 3, odds: 50 },
      { ...byHand, line: 4.5, week: 3, odds: -99 },
      { ...byHand, line: 4.5, week: 3, odds: 0 },
      { ...byHand, line: 4.5, week: 3, odds: '+150' },
      { ...byHand, line: 4.5, week: 3, stake: 0 },
      { ...byHand, line: 4.5, week: 3, stake: -2 },
      { ...byHand, week: 3 },
      { ...byHand, line: 4.5, week: 3, playerId: 'nobody' },
      { pickId: GRADED_PICK, sportsbook: 'FanDuel', odds: 50, stake: 1 },
    ];
    for (const body of bad) {
      const res = await send('POST', '/api/bets', u.headers, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await send('POST', '/api/bets', u.headers, {
      pickId: 'no-such-pick',
      sportsbook: 'FanDuel',
      odds: -110,
      stake: 1,
    });
    expect(unknown.status).toBe(404);
    expect((await list(u.headers)).bets).toEqual([]);
  });
});

describe('changing and deleting', () => {
  it('answers 404 for another user’s bet, so its existence is not told', async () => {
    const owner = await t.user('bets-owner@x.dev', { tier: 'starting' });
    const other = await t.user('bets-other@x.dev', { tier: 'all-star' });
    const bet = (await (
      await send('POST', '/api/bets', owner.headers, { ...byHand, line: 4.5, week: 7 })
    ).json()) as Bet;
    expect((await send('PATCH', `/api/bets/${bet.id}`, other.headers, { stake: 3 })).status).toBe(404);
    expect((await send('DELETE', `/api/bets/${bet.id}`, other.headers)).status).toBe(404);
    expect((await list(other.headers)).bets).toEqual([]);
    expect((await list(owner.headers)).bets[0]).toMatchObject({ id: bet.id, stake: 1 });
  });

  it('changes an open bet, refuses a settled one with 409, and deletes either', async () => {
    const u = await t.user('bets-edit@x.dev', { tier: 'starting' });
    const open = (await (
      await send('POST', '/api/bets', u.headers, { ...byHand, line: 4.5, week: 7 })
    ).json()) as Bet;
    const changed = await send('PATCH', `/api/bets/${open.id}`, u.headers, { odds: 125, stake: 1.5 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ odds: 125, stake: 1.5, result: null });
    expect((await send('PATCH', `/api/bets/${open.id}`, u.headers, { odds: 20 })).status).toBe(400);
    expect((await send('PATCH', `/api/bets/${open.id}`, u.headers, { line: 3.5 })).status).toBe(400);

    const settled = (await (
      await send('POST', '/api/bets', u.headers, {
        pickId: GRADED_PICK,
        sportsbook: 'FanDuel',
        odds: -110,
        stake: 1,
        placedAt: EARLY,
      })
    ).json()) as Bet;
    const refused = await send('PATCH', `/api/bets/${settled.id}`, u.headers, { stake: 5 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { code: 'bet_settled' } });

    expect((await send('DELETE', `/api/bets/${settled.id}`, u.headers)).status).toBe(200);
    expect((await send('DELETE', `/api/bets/${settled.id}`, u.headers)).status).toBe(404);
    expect((await list(u.headers)).bets.map((b) => b.id)).toEqual([open.id]);
  });
});

describe('GET /api/bets/export', () => {
  it('is all-star reports: starting gets 403 with its code, all-star the CSV', async () => {
    const starting = await t.user('bets-csv-starting@x.dev', { tier: 'starting' });
    const refused = await t.get('/api/bets/export?format=csv', starting.headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: BETS_EXPORT_UPGRADE_CODE } });

    const allStar = await t.user('bets-csv@x.dev', { tier: 'all-star' });
    await send('POST', '/api/bets', allStar.headers, {
      pickId: GRADED_PICK,
      sportsbook: 'FanDuel',
      odds: -110,
      stake: 2,
      placedAt: EARLY,
    });
    const res = await t.get('/api/bets/export?format=csv', allStar.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('edgeboard-bets.csv');
    const [header, row] = (await res.text()).split('\r\n');
    expect(header).toMatch(/^id,placed_at,/);
    expect(row).toContain(`,FanDuel,-110,2,${GRADED_PICK},won,2025-09-21T20:30:00.000Z,1.82,-0.0021`);
    expect((await t.get('/api/bets/export?format=pdf', allStar.headers)).status).toBe(400);
  });
});

describe('account deletion', () => {
  it('takes the account’s bets with it', async () => {
    const u = await t.user('bets-leaving@x.dev', { tier: 'starting' });
    await send('POST', '/api/bets', u.headers, { ...byHand, line: 4.5, week: 7 });
    expect(await t.repos.bets.forUser(u.id)).toHaveLength(1);
    expect((await t.app.request('/api/me', { method: 'DELETE', headers: u.headers })).status).toBe(200);
    expect(await t.repos.bets.forUser(u.id)).toEqual([]);
  });
});
