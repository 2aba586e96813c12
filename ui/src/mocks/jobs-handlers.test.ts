// @vitest-environment node
import { AdminJobsResponse } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { call, json, signIn, withAdminMockServer } from './admin/admin-mock-test-kit';

withAdminMockServer();

describe('admin mock: jobs', () => {
  it("answers local mode's job with the browser's generation as its only run, and guards like the API", async () => {
    // Read before the call: the next run is after the moment the mock answered, whatever the clock says later.
    const asked = Date.now();
    const { data } = await json(AdminJobsResponse, await call('/jobs'));
    expect(data.map((j) => j.name)).toEqual(['demo-season.advance']);
    expect(data[0]).toMatchObject({ schedule: 'Every 10 minutes', last_run: { outcome: 'ok' } });
    expect(Date.parse(data[0]?.next_run ?? '')).toBeGreaterThan(asked);
    expect(data[0]?.runs).toHaveLength(1);
    const fan = await signIn('allstar@demo.edgeboard.dev');
    expect((await call('/jobs', { as: fan })).status).toBe(403);
    expect((await call('/jobs', { as: null })).status).toBe(401);
  });
});
