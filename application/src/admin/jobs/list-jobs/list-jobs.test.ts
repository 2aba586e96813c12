import type { JobDefinition, JobRunWrite, JobSchedule } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryJobRunRepository } from '../../../in-memory/job-run-repository';
import { JOB_HISTORY, listJobs } from './list-jobs';

const job = (name: string, everyMinutes: number): JobDefinition => ({
  name,
  schedule: { everyMinutes },
  description: `${name} does its work`,
  handler: () => Promise.resolve({ rowsWritten: 0 }),
});

const run = (job: string, minute: number, outcome: 'ok' | 'failed' = 'ok'): JobRunWrite => ({
  job,
  started_at: `2025-09-20T15:${String(minute).padStart(2, '0')}:00.000Z`,
  finished_at: `2025-09-20T15:${String(minute).padStart(2, '0')}:30.000Z`,
  outcome,
  rows_written: minute,
  message: null,
  instance_id: 'test',
});

describe('listJobs', () => {
  it('answers each job in definition order with its schedule, newest runs (at most the history) and next run', async () => {
    const jobRuns = new InMemoryJobRunRepository();
    for (let m = 0; m < JOB_HISTORY + 3; m++) await jobRuns.record(run('picks.lock', m));
    await jobRuns.record(run('picks.grade', 5, 'failed'));
    const next = new Date('2025-09-20T16:00:00.000Z');
    const jobEngine = {
      jobs: () => [job('picks.lock', 5), job('picks.grade', 60), job('never.ran', 10)],
      nextRun: (name: string) => (name === 'never.ran' ? null : next),
    };
    const describeSchedule = (s: JobSchedule) =>
      'everyMinutes' in s ? `every ${String(s.everyMinutes)}` : s.cron;
    const { data } = await listJobs({ jobEngine, jobRuns, describeSchedule });
    expect(data.map((j) => [j.name, j.schedule, j.next_run])).toEqual([
      ['picks.lock', 'every 5', '2025-09-20T16:00:00.000Z'],
      ['picks.grade', 'every 60', '2025-09-20T16:00:00.000Z'],
      ['never.ran', 'every 10', null],
    ]);
    expect(data[0]?.runs).toHaveLength(JOB_HISTORY);
    expect(data[0]?.last_run).toEqual({ ...run('picks.lock', JOB_HISTORY + 2), job: undefined });
    expect(data[1]?.last_run?.outcome).toBe('failed');
    expect(data[2]).toMatchObject({ last_run: null, runs: [] });
  });
});
