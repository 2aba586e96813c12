// Issue #30 item 7: the database guards the whole row of a locked pick (migration 010), on both engines and
// whoever writes. Every column the table has is tried with a raw UPDATE; only the grading columns may be
// written after the lock, once, and the close only by the statement that locks the pick.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { constraintViolation } from '../constraint-errors';
import { GRADING_COLUMNS } from '../migrations/010-locked-pick-row';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { SqlGameRepository } from './game-repository';
import { SqlPropLineRepository } from './prop-line-repository';
import { game, pick, propLine } from './test-rows';

const KICKOFF = '2025-09-07T17:00:00.000Z';
const AFTER = '2025-09-07T17:05:00.000Z';
const GRADE = {
  result: 'win',
  actual_value: 51,
  profit: 0.91,
  graded_at: '2025-09-07T20:30:00.000Z',
} as const;

/** A value of the column's type that no seeded pick holds. */
function changedValue(column: string, dataType: string): string | number {
  const type = dataType.toLowerCase();
  if (column === 'analysis' || column === 'projection' || type.includes('json')) return '{"changed":true}';
  if (column.endsWith('_at') || type.includes('timestamp')) return '2031-01-01T00:00:00.000Z';
  if (type.includes('int')) return 4321;
  if (type.includes('double') || type.includes('real') || type.includes('float')) return 12.25;
  return 'changed by hand';
}

describeEachEngine('the locked pick row', (getDb) => {
  const repo = () => new SqlAiPickRepository(getDb());
  let columns: { name: string; dataType: string }[] = [];
  let seq = 0;

  beforeAll(async () => {
    const table = (await getDb().introspection.getTables()).find((t) => t.name === 'ai_picks');
    columns = table?.columns.map((c) => ({ name: c.name, dataType: c.dataType })) ?? [];
  });

  // Locked rows cannot be deleted, so every test seeds fresh ids; each plays in its own game.
  const seedLocked = async (opts: { graded?: boolean; close?: boolean } = {}) => {
    seq += 1;
    const id = `row-${String(seq)}`;
    const gameId = `g-row-${String(seq)}`;
    await new SqlGameRepository(getDb()).upsertMany([game(gameId, { kickoff: KICKOFF })]);
    await repo().insertMany([
      pick(id, {
        game_id: gameId,
        player: 'Travis Kelce',
        stat_type: 'receiving_yards',
        pick: 'over',
        line_value: 45.5,
        odds: -110,
        over_odds: -110,
        under_odds: -110,
        sportsbook: 'DraftKings',
        best_book: 'DraftKings',
        confidence: 70,
        created_at: '2025-09-05T12:00:00.000Z',
      }),
    ]);
    if (opts.close)
      await new SqlPropLineRepository(getDb()).insertMany([
        propLine(`pl-${id}`, {
          game_id: gameId,
          player: 'Travis Kelce',
          player_id: null,
          stat_type: 'receiving_yards',
          sportsbook: 'DraftKings',
          line_value: 45.5,
          odds: -130,
          over_odds: -130,
          under_odds: -105,
          pulled_at: '2025-09-07T16:30:00.000Z',
          updated_at: '2025-09-07T16:30:00.000Z',
        }),
      ]);
    await repo().lockStarted(AFTER);
    if (opts.graded) await repo().grade(id, GRADE);
    return id;
  };

  const rawSet = (id: string, set: Record<string, unknown>) => {
    const assignments = sql.join(Object.entries(set).map(([c, v]) => sql`${sql.ref(c)} = ${v}`));
    return sql`update ai_picks set ${assignments} where id = ${id}`.execute(getDb()).then(
      () => null,
      (e: unknown) => e,
    );
  };
  const row = (id: string) =>
    sql<Record<string, unknown>>`select * from ai_picks where id = ${id}`
      .execute(getDb())
      .then((r) => r.rows[0]);

  it('knows every column of the table', () => {
    expect(columns.length).toBeGreaterThan(40);
    for (const c of GRADING_COLUMNS) expect(columns.map((x) => x.name)).toContain(c);
  });

  it('refuses a raw UPDATE of every column but the grading ones on a locked pick, graded or not', async () => {
    const open = await seedLocked({ close: true });
    const graded = await seedLocked({ graded: true, close: true });
    const tried: string[] = [];
    for (const id of [open, graded]) {
      const before = await row(id);
      for (const { name, dataType } of columns) {
        if ((GRADING_COLUMNS as readonly string[]).includes(name)) continue;
        const value = name === 'locked_at' ? null : changedValue(name, dataType);
        const err = await rawSet(id, { [name]: value });
        expect(constraintViolation(err), `${name} of ${id} was rewritten`).toEqual({ kind: 'locked' });
        tried.push(name);
      }
      expect(await row(id)).toEqual(before);
    }
    // The columns issue #30 named (result and profit: in the grading test below).
    for (const c of ['player', 'stat_type', 'week', 'game_id', 'best_book', 'closing_line', 'clv'])
      expect(tried, c).toContain(c);
  });

  it('lets the grading path grade a locked pick once, and then nothing changes', async () => {
    const id = await seedLocked();
    expect(await repo().grade(id, GRADE)).toMatchObject({ result: 'win', profit: 0.91 });
    const graded = await row(id);
    await expect(repo().grade(id, { ...GRADE, result: 'loss', profit: -1 })).rejects.toMatchObject({
      code: 'pick_locked',
    });
    const changes: [string, unknown][] = [
      ['result', 'loss'],
      ['result', null],
      ['actual_value', 12],
      ['profit', -1],
      ['graded_at', '2025-09-08T00:00:00.000Z'],
    ];
    for (const [column, value] of changes) {
      const err = await rawSet(id, { [column]: value });
      expect(constraintViolation(err), `${column} regraded`).toEqual({ kind: 'locked' });
    }
    expect(await row(id)).toEqual(graded);
  });

  it('refuses a partial grade of a locked pick: a result needs its grading time, and the reverse', async () => {
    const id = await seedLocked();
    for (const set of [
      { actual_value: 51 },
      { profit: 0.91 },
      { graded_at: GRADE.graded_at },
      { result: 'win', actual_value: 51, profit: 0.91 },
    ]) {
      expect(constraintViolation(await rawSet(id, set)), JSON.stringify(set)).toEqual({ kind: 'locked' });
    }
    // A grade written with another column is refused too: grading writes the grading columns only.
    expect(constraintViolation(await rawSet(id, { ...GRADE, confidence: 99 }))).toEqual({ kind: 'locked' });
    expect(await rawSet(id, GRADE)).toBeNull();
  });

  it('writes the close and CLV in the statement that locks, and never before or after', async () => {
    const id = await seedLocked({ close: true });
    const locked = await repo().get(id);
    expect(locked?.locked_at).toBe(AFTER);
    expect(locked?.closing).toMatchObject({
      book: 'DraftKings',
      line: 45.5,
    });
    expect(locked?.closing?.clv).not.toBeNull();

    // Before the lock: no close may be written on an open pick, even with nothing else.
    seq += 1;
    const openId = `open-${String(seq)}`;
    await new SqlGameRepository(getDb()).upsertMany([
      game(`g-${openId}`, { kickoff: '2025-12-01T18:00:00Z' }),
    ]);
    await repo().insertMany([pick(openId, { game_id: `g-${openId}` })]);
    for (const set of [{ clv: 0.5 }, { closing_line: 99.5 }, { closing_book: 'FanDuel' }]) {
      expect(constraintViolation(await rawSet(openId, set)), JSON.stringify(set)).toEqual({ kind: 'locked' });
    }
    // The locking statement itself may write the close, and nothing else besides the lock.
    expect(constraintViolation(await rawSet(openId, { locked_at: AFTER, confidence: 1 }))).toEqual({
      kind: 'locked',
    });
    expect(constraintViolation(await rawSet(openId, { locked_at: AFTER, result: 'win' }))).toEqual({
      kind: 'locked',
    });
    expect(await rawSet(openId, { locked_at: AFTER, clv: 0.25, closing_line: 44.5 })).toBeNull();
    expect(await row(openId)).toMatchObject({ clv: 0.25, closing_line: 44.5 });
  });

  it('refuses the repository’s edit of any field of a locked pick, reasoning included', async () => {
    const id = await seedLocked();
    await expect(repo().update(id, { reasoning: 'Rewritten after kickoff' }, AFTER)).rejects.toMatchObject({
      code: 'pick_locked',
    });
    await expect(repo().update(id, { player: 'Someone Else' }, AFTER)).rejects.toMatchObject({
      code: 'pick_locked',
    });
    expect(await repo().versions(id)).toEqual([]);
  });
});
