import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InProcessJobEngine } from '@edgeboard/adapters/jobs/in-process-job-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { ShiftedClock } from '../../modules/season-clock';
import { ReplayClock, readReplayState } from '../../replay/replay-clock';
import { adminContextPerSuite, NOW } from './admin-test-setup';
import { adminRoutes } from './admin.routes';
import { testApp, viewerFor, ADMIN_PORTS } from './route-testing';

describe('POST /api/admin/replay/clock', () => {
  const t = adminContextPerSuite();
  const dir = mkdtempSync(path.join(tmpdir(), 'replay-clock-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('outside a replay answers 409 not_replay; a bad step 400; a non-admin 403', async () => {
    const res = await t.json('POST', '/api/admin/replay/clock', { step: 'day' });
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'not_replay' } } });
    expect((await t.json('POST', '/api/admin/replay/clock', { step: 'month' })).status).toBe(400);
    t.as('user');
    expect((await t.json('POST', '/api/admin/replay/clock', { step: 'day' })).status).toBe(403);
    t.as('admin');
  });

  it('in a replay, moves the season clock a week on, keeps it in the state file and runs the replay job', async () => {
    const clock = { now: () => NOW };
    const seasonClock = new ShiftedClock(clock);
    const start = Date.parse('2023-11-07T12:00:00.000Z'); // 2023 week 10's Tuesday
    seasonClock.setOffset(start - NOW.getTime());
    const jobEngine = new InProcessJobEngine({ runs: t.repos.jobRuns, clock, instanceId: 'test' });
    const seen: string[] = [];
    jobEngine.define({
      name: 'replay.advance',
      description: 'x',
      schedule: { everyMinutes: 10 },
      handler: () => {
        seen.push(seasonClock.now().toISOString());
        return Promise.resolve({ rowsWritten: 3, message: '3 picks locked' });
      },
    });
    const stateFile = path.join(dir, 'replay.sqlite.replay.json');
    const replayClock = new ReplayClock({ clock, seasonClock, jobEngine, job: 'replay.advance', stateFile });
    const app = testApp(
      () => viewerFor('admin'),
      adminRoutes({
        ...t.repos,
        ...ADMIN_PORTS,
        picks: t.repos.aiPicks,
        clock,
        seasonClock,
        jobEngine,
        replayClock,
      }),
    );
    const res = await app.request('/api/admin/replay/clock', {
      method: 'POST',
      body: JSON.stringify({ step: 'week' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      now: '2023-11-14T12:00:00.000Z',
      season: 2023,
      week: 11,
      message: '3 picks locked',
    });
    // The job ran on the new instant, and the instant is kept for a restart.
    expect(seen).toEqual(['2023-11-14T12:00:00.000Z']);
    expect(readReplayState(stateFile)).toEqual({
      offsetMs: Date.parse('2023-11-14T12:00:00.000Z') - NOW.getTime(),
    });
  });
});
