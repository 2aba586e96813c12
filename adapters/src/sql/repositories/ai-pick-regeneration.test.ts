// Regenerating a week keeps each re-made pick's row (issue #28 item 5): bets tracking it stay linked (bets.pick_id
// is ON DELETE SET NULL, so a delete-and-insert under the same id cut them loose), it keeps its first publication
// time and the values it replaced as a version; locked and graded picks are never written.
import type { BetWrite } from '@edgeboard/domain';
import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { at, seedWeek1, WEEK1 } from './ai-pick-test-week';
import { SqlBetRepository } from './bet-repository';
import { newUser, pick, userId } from './test-rows';
import { SqlUserRepository } from './user-repository';

const USER = 951;
const bet = (id: string, pickId: string): BetWrite => ({
  ...{ id, user_id: userId(USER), pick_id: pickId, sportsbook: 'DraftKings', odds: -110, stake: 1 },
  ...{ player: 'Someone', player_id: null, stat_type: 'receiving_yards', line: 60.5, side: 'over' },
  ...{ season: 2025, week: 1, game_id: null, placed_at: '2025-09-05T12:00:00.000Z' },
  ...{ created_at: '2026-11-21T12:00:00.000Z', updated_at: '2026-11-21T12:00:00.000Z' },
});
const byId = (id: string) => {
  const found = WEEK1.find((p) => p.id === id);
  if (!found) throw new Error(`no pick ${id} in the week`);
  return found;
};

describeEachEngine('SqlAiPickRepository: a regeneration keeps each re-made pick', (getDb) => {
  const repo = () => new SqlAiPickRepository(getDb());
  const bets = () => new SqlBetRepository(getDb());
  const linkOf = async (id: string) => (await bets().get(userId(USER), id))?.pick_id;

  beforeEach(async () => {
    await seedWeek1(getDb());
    await sql`delete from bets`.execute(getDb());
    if (!(await new SqlUserRepository(getDb()).findById(userId(USER))))
      await new SqlUserRepository(getDb()).create(newUser(USER));
    for (const [id, pickId] of [
      ['b5', 'p5'],
      ['b6', 'p6'],
      ['b3', 'p3'],
    ] as const)
      await bets().create(bet(id, pickId));
  });

  it('keeps no version when nothing published changes, and re-prices single picks in place too', async () => {
    const p5 = byId('p5');
    expect(await repo().replaceUngradedForWeek(2025, 1, [{ ...p5, reasoning: 'Again.' }])).toEqual({
      deleted: 5,
      inserted: 0,
      updated: 1,
    });
    expect(await repo().versions('p5')).toEqual([]);
    expect(await repo().replaceUngraded([{ ...p5, line_value: p5.line_value + 2 }])).toBe(1);
    expect(await linkOf('b5')).toBe('p5');
    expect(await repo().versions('p5')).toHaveLength(1);
  });
  it('rewrites a re-made pick in place, inserts a new one and deletes the week’s others', async () => {
    // p1-p4's games have started: locked (the last test: a locked pick cannot be deleted to seed again).
    // p5 (a scheduled game) and p6 (no game) stay open.
    expect(await repo().lockStarted('2025-09-07T21:00:00.000Z')).toBe(4);
    const p5 = byId('p5');
    const moved = { ...p5, line_value: p5.line_value + 1, confidence: 70, created_at: at(90) };
    const r = await repo().replaceUngradedForWeek(2025, 1, [
      moved,
      { ...byId('p3'), line_value: 1.5 },
      pick('n1', { created_at: at(91) }),
    ]);
    expect(r).toEqual({ deleted: 1, inserted: 1, updated: 1 });
    // The bet on the re-made pick still follows it; the one on the pick the run dropped keeps its copy only.
    expect(await linkOf('b5')).toBe('p5');
    expect(await linkOf('b6')).toBeNull();
    expect(await linkOf('b3')).toBe('p3');
    // First published at its old time; the line and score it replaced are its version, dated by the run.
    expect(await repo().get('p5')).toMatchObject({
      line_value: moved.line_value,
      confidence: 70,
      created_at: p5.created_at,
    });
    expect(await repo().versions('p5')).toMatchObject([
      { version: 1, line_value: p5.line_value, confidence: p5.confidence, edited_at: at(90) },
    ]);
    expect((await repo().get('p3'))?.line_value).toBe(byId('p3').line_value);
    expect(await repo().get('p6')).toBeNull();
    expect((await repo().forWeek(2025, 1)).map((p) => p.id).sort()).toEqual(
      ['n1', 'p1', 'p2', 'p3', 'p4', 'p5'].sort(),
    );
  });
});
