// Issue #31 item 2: every write to picks or games raises "picks changed" (the feed and performance caches
// listen), reads never do, and a refused write still does (it may have written part of a batch). Both engines.
import type { AiPickRepository, GameRepository } from '@edgeboard/domain';
import { beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlAiPickRepository } from './ai-pick-repository';
import { at, seedWeek1, WEEK1 } from './ai-pick-test-week';
import { SqlGameRepository } from './game-repository';
import { game, pick } from './test-rows';

/** Every write of the two ports, each a real change of the week seeded below (lockStarted: the last test). */
const PICK_WRITES: [keyof AiPickRepository, (r: AiPickRepository) => Promise<unknown>][] = [
  ['update', (r) => r.update('p2', { reasoning: 'Rewritten.' })],
  ['grade', (r) => r.grade('p2', { result: 'win', actual_value: 7, profit: 0.9, graded_at: at(200) })],
  ['delete', (r) => r.delete('p2')],
  ['insertMany', (r) => r.insertMany([pick('fresh', { game_id: 'g-final' })])],
  ['replaceUngraded', (r) => r.replaceUngraded([{ ...WEEK1[1]!, reasoning: 'Again.' }])],
  [
    'replaceUngradedForWeek',
    (r) => r.replaceUngradedForWeek(2025, 1, [{ ...WEEK1[1]!, reasoning: 'Again.' }]),
  ],
];
const GAME_WRITES: [keyof GameRepository, (r: GameRepository) => Promise<unknown>][] = [
  ['upsertMany', (r) => r.upsertMany([game('g-new')])],
  ['updateScore', (r) => r.updateScore('g-final', { home_score: 1, away_score: 2, status: 'final' })],
];

describeEachEngine('picks changed', (getDb) => {
  let raised = 0;
  const changed = () => {
    raised += 1;
  };
  beforeEach(async () => {
    await seedWeek1(getDb());
    raised = 0;
  });

  it.each(PICK_WRITES)('is raised by the pick repository’s %s', async (_name, write) => {
    await write(new SqlAiPickRepository(getDb(), changed));
    expect(raised).toBe(1);
  });

  it.each(GAME_WRITES)('is raised by the game repository’s %s', async (_name, write) => {
    await write(new SqlGameRepository(getDb(), changed));
    expect(raised).toBe(1);
  });

  it('is not raised by reads', async () => {
    const picks = new SqlAiPickRepository(getDb(), changed);
    const games = new SqlGameRepository(getDb(), changed);
    await picks.get('p1');
    await picks.forWeek(2025, 1);
    await picks.versions('p1');
    await picks.ungradedFinal(2025, 1);
    await games.getMany(['g-final']);
    expect(raised).toBe(0);
  });

  // Last: a locked pick can never be deleted, so the week cannot be seeded again after this.
  it('is raised by lockStarted, and by a write the database refuses', async () => {
    const picks = new SqlAiPickRepository(getDb(), changed);
    await picks.lockStarted('2030-01-01T00:00:00.000Z');
    expect(raised).toBe(1);
    await expect(picks.delete('p1')).rejects.toThrow();
    expect(raised).toBe(2);
  });
});
