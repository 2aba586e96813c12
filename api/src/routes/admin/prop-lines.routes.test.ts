import { describe, expect, it } from 'vitest';
import { adminContextPerSuite, expectQueriesRefused } from './admin-test-setup';
import { game, pick, player, propLine } from '@edgeboard/adapters/sql/repositories/test-rows';

type Err = { error: { code: string; message: string; field?: string } };
type Report = {
  imported: number;
  refused: number;
  skipped: number;
  rows: { line: number; status: string; reasons: string[]; id?: string }[];
};

const HEADER = 'player,stat_type,line_value,odds,sportsbook,game_id,pulled_at';

describe('admin prop lines', () => {
  const csv = (text: string) =>
    t.app.request('/api/admin/prop-lines/import', {
      method: 'POST',
      body: text,
      headers: { 'content-type': 'text/csv' },
    });

  const t = adminContextPerSuite(async (t) => {
    await t.repos.players.upsertMany([player('p1', { name: 'Travis Kelce', position: 'TE' })]);
    await t.repos.games.upsertMany([
      game('g1', { season: 2025, week: 3, kickoff: '2025-09-21T17:00:00.000Z' }),
    ]);
    await t.repos.propLines.insertMany([
      propLine('l1', { player: 'Patrick Mahomes', pulled_at: '2025-09-05T12:00:00.000Z' }),
      propLine('l2', {
        player: 'Travis Kelce',
        stat_type: 'receiving_yards',
        line_value: 55.5,
        pulled_at: '2025-09-06T12:00:00.000Z',
      }),
    ]);
  });

  it('lists most recently pulled first with player search and stat type filter', async () => {
    const all = (await t.json('GET', '/api/admin/prop-lines')).body as {
      data: { id: string }[];
      count: number;
    };
    expect(all.data.map((l) => l.id)).toEqual(['l2', 'l1']);
    expect(
      ((await t.json('GET', '/api/admin/prop-lines?search=kelce')).body as { count: number }).count,
    ).toBe(1);
    expect(
      ((await t.json('GET', '/api/admin/prop-lines?statType=passing_yards')).body as { count: number }).count,
    ).toBe(1);
    expect(((await t.json('GET', '/api/admin/prop-lines?statType=goals')).body as Err).error.field).toBe(
      'statType',
    );
  });

  it('filters by week, sportsbook and pulled time, and sorts by a whitelisted column', async () => {
    const ids = (q: string) =>
      t
        .json('GET', `/api/admin/prop-lines?${q}`)
        .then((r) => (r.body as { data: { id: string }[] }).data.map((l) => l.id));
    expect(await ids('sortBy=line_value')).toEqual(['l2', 'l1']);
    expect(await ids('sortBy=player')).toEqual(['l1', 'l2']);
    expect(await ids('sortBy=player&sortOrder=desc')).toEqual(['l2', 'l1']);
    expect(await ids('season=2025&week=1')).toEqual(['l2', 'l1']);
    expect(await ids('week=2')).toEqual([]);
    expect(await ids('sportsbook=DRAFT')).toEqual(['l2', 'l1']);
    expect(await ids('sportsbook=fanduel')).toEqual([]);
    // One day as the admin's browser sends it: its local midnight to the next, as instants.
    expect(await ids('pulledFrom=2025-09-05T00:00:00.000Z&pulledTo=2025-09-06T00:00:00.000Z')).toEqual([
      'l1',
    ]);
    expect(await ids(`pulledFrom=${encodeURIComponent('2025-09-06T02:00:00+02:00')}`)).toEqual(['l2']);
    await expectQueriesRefused(t, '/api/admin/prop-lines', [
      ['sortBy=odds', 'sortBy'],
      ['week=19', 'week'],
      ['pulledFrom=yesterday', 'pulledFrom'],
      ['pulledFrom=2025-09-06T00:00:00Z&pulledTo=2025-09-05T00:00:00Z', 'pulledTo'],
    ]);
  });

  it('gets, edits (step 0.5, numeric odds) and deletes', async () => {
    expect((await t.json('GET', '/api/admin/prop-lines/l1')).body).toMatchObject({
      player: 'Patrick Mahomes',
    });
    const res = await t.json('PUT', '/api/admin/prop-lines/l1', {
      line_value: 270.5,
      odds: -115,
      sportsbook: 'FanDuel',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ line_value: 270.5, odds: -115, sportsbook: 'FanDuel' });
    expect((await t.json('DELETE', '/api/admin/prop-lines/l1')).body).toEqual({ success: true });
    expect((await t.json('GET', '/api/admin/prop-lines/l1')).status).toBe(404);
    expect((await t.json('DELETE', '/api/admin/prop-lines/l1')).status).toBe(404);
  });

  it('refuses bad edits with a 400 naming the field', async () => {
    expect(
      ((await t.json('PUT', '/api/admin/prop-lines/l2', { line_value: 55.3 })).body as Err).error.field,
    ).toBe('line_value');
    expect(
      ((await t.json('PUT', '/api/admin/prop-lines/l2', { odds: 'minus 110' })).body as Err).error.field,
    ).toBe('odds');
    expect(((await t.json('PUT', '/api/admin/prop-lines/l2', { odds: 50 })).body as Err).error.field).toBe(
      'odds',
    );
    expect(
      ((await t.json('PUT', '/api/admin/prop-lines/l2', { stat_type: 'goals' })).body as Err).error.field,
    ).toBe('stat_type');
    expect((await t.json('GET', '/api/admin/prop-lines/l2')).body).toMatchObject({ line_value: 55.5 });
  });

  it('imports a CSV row by row, reporting why refused rows were refused', async () => {
    const res = await csv(
      [
        'Player,Stat_Type,Line_Value,Odds,Sportsbook,Game_ID,Pulled_At',
        'Travis Kelce,receiving_yards,64.5,-110,DraftKings,g1,2025-09-18T12:00:00Z',
        'Travis Kelce,receptions,5.5,+105,FanDuel,,2025-09-18T12:00:00Z',
        '"Mahomes, Patrick",passing_yards,265.3,-110,DraftKings,g1,2025-09-18T12:00:00Z',
        ',goals,abc,50,,g9,yesterday',
        'Travis Kelce,receiving_yards,64.5,-110,DraftKings,g1,2025-09-18T12:00:00Z',
      ].join('\n'),
    );
    expect(res.status).toBe(200);
    const report = (await res.json()) as Report;
    expect(report.imported).toBe(2);
    expect(report.refused).toBe(3);
    expect(report.rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'imported'],
      [3, 'imported'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
    ]);
    expect(report.rows[2]?.reasons).toEqual(['line_value must be in steps of 0.5']);
    expect(report.rows[3]?.reasons.join(' | ')).toMatch(
      /player is empty.*stat_type.*line_value.*odds.*sportsbook.*game_id.*pulled_at/,
    );
    expect(report.rows[4]?.reasons).toEqual(['duplicate of an earlier line in this file']);
    const stored = await t.repos.propLines.get(report.rows[0]!.id!);
    expect(stored).toMatchObject({
      player_id: 'p1',
      season: 2025,
      week: 3,
      game_id: 'g1',
      odds: -110,
      pulled_at: '2025-09-18T12:00:00.000Z',
    });
    expect(await t.repos.propLines.get(report.rows[1]!.id!)).toMatchObject({ odds: 105, game_id: null });
  });

  it('previews an import with dryRun=true and writes nothing', async () => {
    const count = async () =>
      ((await t.json('GET', '/api/admin/prop-lines')).body as { count: number }).count;
    const before = await count();
    const res = await t.app.request('/api/admin/prop-lines/import?dryRun=true', {
      method: 'POST',
      body: `${HEADER}\nTravis Kelce,receptions,6.5,-115,BetMGM,,2025-09-19T12:00:00Z\n,receptions,abc,-110,BetMGM,,2025-09-19T12:00:00Z\n`,
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as Report;
    expect([report.imported, report.refused]).toEqual([1, 1]);
    expect(report.rows[1]?.reasons.join(' | ')).toMatch(/player is empty/);
    expect(await count()).toBe(before);
  });

  it('imports nothing from a file whose header is wrong', async () => {
    const before = ((await t.json('GET', '/api/admin/prop-lines')).body as { count: number }).count;
    for (const header of [
      'player,stat_type,line,odds,sportsbook,game_id,pulled_at',
      'player,stat_type,line_value,odds,sportsbook,game_id',
      `${HEADER},extra`,
    ]) {
      const res = await csv(`${header}\nTravis Kelce,receptions,5.5,-110,FanDuel,,2025-09-18T12:00:00Z\n`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as Err;
      expect(body.error.code).toBe('invalid_csv_header');
      expect(body.error.message).toMatch(/Nothing was imported/);
    }
    expect((await csv('')).status).toBe(400);
    expect(((await t.json('GET', '/api/admin/prop-lines')).body as { count: number }).count).toBe(before);
  });

  it('skips lines already stored, so importing the same file twice adds nothing', async () => {
    // Regression (issue #20 item 7): a second import of one file used to store every line again.
    const file = [
      HEADER,
      'Travis Kelce,receptions,4.5,-120,Caesars,g1,2025-09-19T15:00:00Z',
      'Travis Kelce,receiving_yards,60.5,-110,Caesars,g1,2025-09-19T15:00:00Z',
    ].join('\n');
    const count = async () =>
      ((await t.json('GET', '/api/admin/prop-lines')).body as { count: number }).count;
    const first = (await (await csv(file)).json()) as Report;
    expect([first.imported, first.skipped, first.refused]).toEqual([2, 0, 0]);
    const after = await count();

    const preview = await t.app.request('/api/admin/prop-lines/import?dryRun=true', {
      method: 'POST',
      // Same lines, the player's name in another case and the time in another zone.
      body: `${file.replace('Travis Kelce,receptions', 'TRAVIS KELCE,receptions').replace('2025-09-19T15:00:00Z', '2025-09-19T11:00:00-04:00')}\nTravis Kelce,receptions,4.5,-120,Caesars,g1,2025-09-19T18:00:00Z\n`,
      headers: { 'content-type': 'text/csv' },
    });
    const previewed = (await preview.json()) as Report;
    expect(previewed.rows.map((r) => r.status)).toEqual(['skipped', 'skipped', 'imported']);
    expect(previewed.rows[0]?.id).toBe(first.rows[0]?.id);
    expect([previewed.imported, previewed.skipped, previewed.refused]).toEqual([1, 2, 0]);

    const second = (await (await csv(file)).json()) as Report;
    expect([second.imported, second.skipped, second.refused]).toEqual([0, 2, 0]);
    expect(second.rows[0]?.reasons[0]).toMatch(/^already imported/);
    expect(await count()).toBe(after);
  });

  it('lists the AI picks priced from a line, and 404 for an unknown line', async () => {
    await t.repos.propLines.insertMany([
      propLine('l-week3', {
        player: 'Travis Kelce',
        player_id: 'p1',
        stat_type: 'receptions',
        line_value: 5.5,
        season: 2025,
        week: 3,
        game_id: 'g1',
      }),
      propLine('l-nogame', {
        player: 'Travis Kelce',
        stat_type: 'receptions',
        game_id: null,
        season: undefined,
        week: undefined,
      }),
    ]);
    await t.repos.aiPicks.insertMany([
      pick('pk-kelce', {
        player: 'Travis Kelce',
        player_id: 'p1',
        stat_type: 'receptions',
        week: 3,
        confidence: 57,
      }),
      pick('pk-kelce-yds', {
        player: 'Travis Kelce',
        player_id: 'p1',
        stat_type: 'receiving_yards',
        week: 3,
      }),
      pick('pk-kelce-w2', { player: 'Travis Kelce', player_id: 'p1', stat_type: 'receptions', week: 2 }),
    ]);
    const res = await t.json('GET', '/api/admin/prop-lines/l-week3/picks');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          id: 'pk-kelce',
          player: 'Travis Kelce',
          stat_type: 'receptions',
          pick: 'over',
          line_value: 265.5,
          confidence: 57,
          season: 2025,
          week: 3,
          sportsbook: null,
          result: null,
        },
      ],
    });
    expect((await t.json('GET', '/api/admin/prop-lines/l-nogame/picks')).body).toEqual({ data: [] });
    expect((await t.json('GET', '/api/admin/prop-lines/nope/picks')).status).toBe(404);
  });

  it('refuses a body that is not CSV', async () => {
    const json = await t.json('POST', '/api/admin/prop-lines/import', { player: 'x' });
    expect(json.status).toBe(400);
    const broken = await csv(`${HEADER}\n"unterminated,receptions,5.5,-110,FanDuel,,2025-09-18T12:00:00Z\n`);
    expect(broken.status).toBe(400);
  });
});
