// Issue #14 item 5: the ledger. The database refuses, with raw SQL and whoever writes, any change of a locked
// pick's published fields, clearing its lock, or deleting it; grading stays writable. Both engines.
import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { constraintViolation } from '../constraint-errors';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { SqlGameRepository } from './game-repository';
import { game, pick } from './test-rows';

const KICKOFF = '2025-09-07T17:00:00.000Z';
const BEFORE = '2025-09-07T15:00:00.000Z';
const AFTER = '2025-09-07T17:05:00.000Z';

/** One raw UPDATE per published field, each a real change of the stored value. */
const PUBLISHED_CHANGES: [string, string | number | null][] = [
  ['pick', 'under'],
  ['line_value', 46.5],
  ['odds', 120],
  ['over_odds', -130],
  ['under_odds', 105],
  ['sportsbook', 'FanDuel'],
  ['confidence', 12],
  ['created_at', '2025-09-06T12:00:00.000Z'],
  ['locked_at', null],
];

describeEachEngine('the pick ledger', (getDb) => {
  const repo = () => new SqlAiPickRepository(getDb());
  const stored = (id: string) => repo().get(id);

  // Locked rows cannot be deleted, so every test seeds its own pick ids; all of them play in game g1.
  beforeEach(async () => {
    await new SqlGameRepository(getDb()).upsertMany([game('g1', { kickoff: KICKOFF })]);
  });

  const seed = async (id: string) => {
    await repo().insertMany([
      pick(id, {
        game_id: 'g1',
        pick: 'over',
        line_value: 45.5,
        odds: -110,
        over_odds: -110,
        under_odds: -110,
        sportsbook: 'DraftKings',
        confidence: 70,
        created_at: '2025-09-05T12:00:00.000Z',
      }),
    ]);
  };

  it('locks the picks of games started at the instant, once, and no others', async () => {
    await seed('lock-a');
    expect(await repo().lockStarted(BEFORE)).toBe(0);
    expect((await stored('lock-a'))?.locked_at ?? null).toBeNull();
    expect(await repo().lockStarted(AFTER)).toBe(1);
    expect((await stored('lock-a'))?.locked_at).toBe(AFTER);
    expect(await repo().lockStarted('2025-09-08T00:00:00.000Z')).toBe(0);
  });

  it.each(PUBLISHED_CHANGES)('refuses a raw UPDATE of %s on a locked pick', async (column, value) => {
    const id = `raw-${column}`;
    await seed(id);
    await repo().lockStarted(AFTER);
    const before = await stored(id);
    const err = await sql`update ai_picks set ${sql.ref(column)} = ${value} where id = ${id}`
      .execute(getDb())
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(err, `${column} changed`).not.toBeNull();
    expect(constraintViolation(err)).toEqual({ kind: 'locked' });
    expect(await stored(id)).toEqual(before);
  });

  it('refuses a raw DELETE of a locked pick', async () => {
    await seed('raw-delete');
    await repo().lockStarted(AFTER);
    const err = await sql`delete from ai_picks where id = ${'raw-delete'}`.execute(getDb()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(constraintViolation(err)).toEqual({ kind: 'locked' });
    expect(await stored('raw-delete')).not.toBeNull();
  });

  it('allows grading a locked pick, and rewriting a published field to the same value', async () => {
    await seed('grade-me');
    await repo().lockStarted(AFTER);
    await sql`update ai_picks set result = ${'win'}, actual_value = ${51}, profit = ${0.91},
      graded_at = ${'2025-09-07T20:30:00.000Z'}, line_value = ${45.5} where id = ${'grade-me'}`.execute(
      getDb(),
    );
    expect(await stored('grade-me')).toMatchObject({ result: 'win', actual_value: 51, profit: 0.91 });
  });

  it('allows any edit and delete before the lock', async () => {
    await seed('open-pick');
    await sql`update ai_picks set line_value = ${47.5} where id = ${'open-pick'}`.execute(getDb());
    await sql`delete from ai_picks where id = ${'open-pick'}`.execute(getDb());
    expect(await stored('open-pick')).toBeNull();
  });

  it('keeps the replaced published values as a version when an edit changes them', async () => {
    await seed('edited');
    await repo().update('edited', { reasoning: 'Sharper words' }, BEFORE);
    expect(await repo().versions('edited')).toEqual([]);
    await repo().update('edited', { line_value: 46.5 }, BEFORE);
    await repo().update('edited', { confidence: 74 }, '2025-09-07T16:00:00.000Z');
    const versions = await repo().versions('edited');
    expect(versions.map((v) => [v.version, v.line_value, v.confidence, v.edited_at])).toEqual([
      [1, 45.5, 70, BEFORE],
      [2, 46.5, 70, '2025-09-07T16:00:00.000Z'],
    ]);
    expect(versions[0]).toMatchObject({ sportsbook: 'DraftKings', over_odds: -110, pick: 'over' });
    expect((await repo().getWithGame('edited'))?.versionCount).toBe(2);
  });

  it('refuses the repository’s edit and delete of a locked pick with pick_locked, writing no version', async () => {
    await seed('locked-repo');
    await repo().lockStarted(AFTER);
    await expect(repo().update('locked-repo', { line_value: 50.5 }, AFTER)).rejects.toMatchObject({
      code: 'pick_locked',
    });
    await expect(repo().delete('locked-repo')).rejects.toMatchObject({ code: 'pick_locked' });
    expect(await repo().versions('locked-repo')).toEqual([]);
    expect((await stored('locked-repo'))?.line_value).toBe(45.5);
  });

  it('keeps locked picks through a week’s regeneration', async () => {
    await seed('regen-locked');
    await repo().lockStarted(AFTER);
    const r = await repo().replaceUngradedForWeek(2025, 1, [pick('regen-locked', { line_value: 99.5 })]);
    expect(r).toEqual({ deleted: 0, inserted: 0, updated: 0 });
    expect(await repo().replaceUngraded([pick('regen-locked', { line_value: 99.5 })])).toBe(0);
    expect((await stored('regen-locked'))?.line_value).toBe(45.5);
  });
});
