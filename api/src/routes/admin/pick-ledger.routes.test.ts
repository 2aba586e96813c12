// Issue #14 item 5 at the API, on both engines: after kickoff by the season clock, PUT and DELETE of a pick answer
// 409 pick_locked and change nothing, even before the lock is written; a write that reaches the database's
// refusal answers the same 409, never a 500; an edit before kickoff keeps a version the analysis carries.
import { InProcessJobEngine } from '@edgeboard/adapters/jobs/in-process-job-engine';
import { createSqlRepositories } from '@edgeboard/adapters/sql/sql-repositories';
import { game, pick } from '@edgeboard/adapters/sql/repositories/test-rows';
import { describeEachEngine } from '@edgeboard/adapters/sql/test-engines';
import { toDetail } from '@edgeboard/domain';
import { expect, it } from 'vitest';
import { adminRoutes } from './admin.routes';
import { testApp, viewerFor, ADMIN_PORTS } from './route-testing';

const KICKOFF = '2025-09-21T17:00:00.000Z';
const TWO_HOURS_BEFORE = new Date('2025-09-21T15:00:00.000Z');
const AFTER = new Date('2025-09-21T17:01:00.000Z');

describeEachEngine('the ledger at the admin API', (getDb) => {
  let now = TWO_HOURS_BEFORE;
  const setup = async (id: string) => {
    const repos = createSqlRepositories(getDb());
    const clock = { now: () => now };
    const app = testApp(
      () => viewerFor('admin'),
      adminRoutes({
        ...repos,
        ...ADMIN_PORTS,
        picks: repos.aiPicks,
        clock,
        seasonClock: clock,
        jobEngine: new InProcessJobEngine({ runs: repos.jobRuns, clock }),
      }),
    );
    await repos.games.upsertMany([game(`g-${id}`, { kickoff: KICKOFF, week: 3 })]);
    await repos.aiPicks.insertMany([
      pick(id, { game_id: `g-${id}`, week: 3, line_value: 45.5, sportsbook: 'DraftKings', confidence: 70 }),
    ]);
    const send = async (method: string, body?: unknown) => {
      const res = await app.request(`/api/admin/ai-picks/${id}`, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      return {
        status: res.status,
        body: (await res.json()) as { error?: { code: string; message: string } },
      };
    };
    return { repos, send };
  };

  it('answers 409 to PUT and DELETE after kickoff by the season clock, before any lock is written', async () => {
    const { repos, send } = await setup('after-kickoff');
    now = AFTER;
    const before = await repos.aiPicks.get('after-kickoff');
    const put = await send('PUT', { line_value: 46.5 });
    expect(put.status).toBe(409);
    expect(put.body.error?.code).toBe('pick_locked');
    expect(put.body.error?.message).toMatch(
      /^This pick's game kicked off at .+: its published fields are part of the record and cannot change\.$/,
    );
    const del = await send('DELETE');
    expect(del.status).toBe(409);
    expect(del.body.error?.code).toBe('pick_locked');
    expect(await repos.aiPicks.get('after-kickoff')).toEqual(before);
    expect(await repos.aiPicks.versions('after-kickoff')).toEqual([]);
  });

  it('maps the database’s refusal (a lock written by another instance) to the same 409', async () => {
    const { repos, send } = await setup('raced');
    now = TWO_HOURS_BEFORE;
    // The lock is on the row although this instance's clock says the game has not started.
    await repos.aiPicks.lockStarted(AFTER.toISOString());
    const getWithGame = repos.aiPicks.getWithGame.bind(repos.aiPicks);
    // The guard's read saw the row unlocked (the race): only the database stands in the way.
    repos.aiPicks.getWithGame = async (...args) => {
      const found = await getWithGame(...args);
      return found && { ...found, pick: { ...found.pick, locked_at: null } };
    };
    const put = await send('PUT', { line_value: 46.5 });
    expect(put.status).toBe(409);
    expect(put.body.error?.code).toBe('pick_locked');
    expect((await send('DELETE')).status).toBe(409);
    expect((await repos.aiPicks.get('raced'))?.line_value).toBe(45.5);
  });

  it('keeps an edit before kickoff as a version, which the analysis carries', async () => {
    const { repos, send } = await setup('edited-early');
    now = TWO_HOURS_BEFORE;
    expect((await send('PUT', { line_value: 46.5 })).status).toBe(200);
    const found = await repos.aiPicks.getWithGame('edited-early');
    if (!found) throw new Error('the pick is gone');
    const detail = toDetail(found, await repos.aiPicks.versions('edited-early'));
    expect(detail.kickoff).toBe(KICKOFF);
    expect(detail.versions).toEqual([
      {
        version: 1,
        edited_at: TWO_HOURS_BEFORE.toISOString(),
        changes: expect.arrayContaining([{ field: 'line_value', from: 45.5, to: 46.5 }]) as unknown,
      },
    ]);
  });
});
