// @vitest-environment node
// The dev mock's research boards over the demo season: the same domain rules as the API, the same gate.
import { DefenseResponse, OddsBoardResponse, seasonWeekAt } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { demoWorld } from './demo-world';
import { call, serveMock, signIn } from './research-mock-test-kit';

serveMock();
const get = (path: string, token: string | null) => call(path, token);

describe('the dev mock’s research boards', () => {
  it('answers this week’s odds board with fresh best prices and the picks’ EV for an all-star', async () => {
    const token = await signIn('allstar');
    const body = OddsBoardResponse.parse(await (await get('/api/odds-board?minEv=0', token)).json());
    expect(body.week).toBe(seasonWeekAt(demoWorld().demoNow).week);
    expect(body.rows.length).toBeGreaterThan(0);
    for (const row of body.rows) {
      expect(row.pick?.evPercent ?? -1).toBeGreaterThanOrEqual(0);
      const best = row.quotes.find((q) => q.book === row.bestOver?.book);
      if (best) expect(best.stale).toBe(false);
    }
  });

  // Issue #29 item 3: "a quote at a line the pick never saw shows no EV on the board". The demo books move a
  // yardage line a yard mid-week, after the pick was published, to lines its stored ladder never read.
  it('gives every fresh quote of an open, upcoming pick its EV on each priced side, at any line', async () => {
    const token = await signIn('allstar');
    const body = OddsBoardResponse.parse(await (await get('/api/odds-board', token)).json());
    const ladders = new Map(demoWorld().picks.map(({ pick }) => [pick.id, pick.price_ladder ?? []]));
    let offLadder = 0;
    for (const row of body.rows) {
      if (!row.pick || row.started) continue;
      for (const q of row.quotes.filter((x) => !x.stale)) {
        expect(q.overEv === null).toBe(q.overOdds === null);
        expect(q.underEv === null).toBe(q.underOdds === null);
        if (!ladders.get(row.pick.id)?.some((pt) => pt.line === q.line)) offLadder++;
      }
    }
    expect(offLadder).toBeGreaterThan(0);
  });

  it('answers defence vs position from the games played so far', async () => {
    const token = await signIn('starting');
    const body = DefenseResponse.parse(await (await get('/api/defense', token)).json());
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.rows.every((r) => r.seasonRank >= 1 && r.games >= 1)).toBe(true);
  });

  it('refuses signed-out callers with 401 and free and scout users with upgrade_required', async () => {
    expect((await get('/api/odds-board', null)).status).toBe(401);
    for (const local of ['free', 'scout']) {
      const res = await get('/api/defense', await signIn(local));
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'upgrade_required' } });
    }
  });
});
