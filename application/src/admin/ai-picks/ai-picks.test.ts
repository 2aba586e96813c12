import { ConflictError, NotFoundError, PICK_LOCKED_CODE, pickLockedMessageFor } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { kitClock } from '../../props/props-test-kit';
import { ADMIN_ID, kitActivity, kitPicks } from '../catalogue-test-kit';
import { deleteAiPick, editAiPick, getAiPick, listAiPicks } from './ai-picks';

// The kit's clock stands after g6's kickoff (p01, p03, ...) and before g6b's (p02, p04, ...).
describe('AI picks in the back office', () => {
  it('edits a pick before its kickoff and refuses one whose game has kicked off with pick_locked', async () => {
    const picks = kitPicks();
    const edited = await editAiPick({ picks, seasonClock: kitClock }, 'p02', { confidence: 77 });
    expect(edited.confidence).toBe(77);

    const found = (await picks.getWithGame('p01'))!;
    const refused = editAiPick({ picks, seasonClock: kitClock }, 'p01', { confidence: 77 });
    await expect(refused).rejects.toThrow(new ConflictError(pickLockedMessageFor(found), PICK_LOCKED_CODE));
    expect((await picks.get('p01'))?.confidence).toBe(51);
    await expect(editAiPick({ picks, seasonClock: kitClock }, 'nope', {})).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("answers the store's own refusal (a lock that raced the edit) with the same 409", async () => {
    const picks = kitPicks();
    picks.raceLock = true;
    const found = (await picks.getWithGame('p02'))!;
    await expect(editAiPick({ picks, seasonClock: kitClock }, 'p02', { confidence: 70 })).rejects.toThrow(
      pickLockedMessageFor(found),
    );
  });

  it('deletes a pick before kickoff and writes the deletion to the activity log', async () => {
    const picks = kitPicks();
    const { activity, rows } = kitActivity();
    await deleteAiPick({ picks, seasonClock: kitClock, activity }, ADMIN_ID, 'p02');
    await expect(getAiPick({ picks }, 'p02')).rejects.toThrow('AI pick p02 not found');
    expect(rows.map((r) => [r.user_id, r.activity, r.target])).toEqual([
      [ADMIN_ID, 'ai_pick_deleted', 'Player p02 over 55.5 receiving_yards'],
    ]);
    await expect(deleteAiPick({ picks, seasonClock: kitClock, activity }, ADMIN_ID, 'p01')).rejects.toThrow(
      ConflictError,
    );
    expect(rows).toHaveLength(1);
  });

  it('passes only the filters given to the repository', async () => {
    const seen: unknown[] = [];
    const picks = {
      adminList: (q: unknown) => {
        seen.push(q);
        return Promise.resolve({ data: [], count: 0 });
      },
    };
    await listAiPicks(
      { picks },
      {
        page: 2,
        pageSize: 10,
        search: '',
        band: 'high',
        week: 6,
      },
    );
    expect(seen).toEqual([
      { page: 2, pageSize: 10, band: 'high', week: 6, sortBy: undefined, sortOrder: undefined },
    ]);
  });

  it('lists by band, result and search, newest first unless sorted, ties by id', async () => {
    const q = { page: 1, pageSize: 50, sortBy: undefined, sortOrder: undefined };
    const ids = async (more: object) => (await listAiPicks({ picks: kitPicks() }, { ...q, ...more })).data;
    // Week 6's scores run 51..60, week 5's 60..75 (all graded).
    expect((await ids({ band: 'medium', result: 'pending' })).map((p) => p.id)).toEqual(['p10']);
    expect((await ids({ result: 'win' })).map((p) => p.id).sort()).toEqual(['w5-0', 'w5-3']);
    expect((await ids({ search: 'PLAYER P0', week: 6 })).length).toBe(9);
    const byScore = await ids({ season: 2025, sortBy: 'confidence', sortOrder: 'desc', pageSize: 2 });
    expect(byScore.map((p) => p.confidence)).toEqual([75, 70]);
  });

  it('keeps the replaced published values as a version, dated by the season clock', async () => {
    const picks = kitPicks();
    await editAiPick({ picks, seasonClock: kitClock }, 'p02', { reasoning: 'New words.' });
    expect(await picks.versions('p02')).toEqual([]);
    await editAiPick({ picks, seasonClock: kitClock }, 'p02', { line_value: 60.5 });
    expect(await picks.versions('p02')).toMatchObject([
      { pick_id: 'p02', version: 1, line_value: 55.5, edited_at: kitClock.now().toISOString() },
    ]);
  });
});
