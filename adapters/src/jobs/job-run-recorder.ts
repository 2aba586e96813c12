// Runs one job and records the run, for both engines: the handler's rows and message, or its error's message
// (with anything that looks like a credential masked: provider errors can quote a URL with its API key).
import { hostname } from 'node:os';
import type { Clock, JobDefinition, JobRunRepository, JobRunWrite } from '@edgeboard/domain';

const MAX_MESSAGE = 500;

/** This process, as the Jobs tab names the instance that ran a job. */
export function defaultInstanceId(): string {
  return `${hostname()}:${String(process.pid)}`;
}

/** Masks credentials an error message may quote: query parameters like apiKey=…, URL passwords, bearer tokens. */
export function redactSecrets(text: string): string {
  return text
    .replace(/([?&](?:api[_-]?key|apikey|key|token|secret|password|access_token)=)[^&\s"']+/gi, '$1***')
    .replace(/(\w+:\/\/[^:/\s]+:)[^@\s]+@/g, '$1***@')
    .replace(/(bearer\s+)[\w.~+/=-]+/gi, '$1***');
}

export interface RunRecorderDeps {
  runs: JobRunRepository;
  clock: Clock;
  instanceId: string;
  /** Told when recording itself fails (the run's outcome still reaches the caller). */
  onRecordError?: (err: unknown) => void;
}

/** Runs the job's handler once and records the run; resolves with the record, never rejects for the handler. */
export async function runAndRecord(job: JobDefinition, deps: RunRecorderDeps): Promise<JobRunWrite> {
  const started = deps.clock.now();
  let run: JobRunWrite;
  try {
    const result = await job.handler();
    run = {
      job: job.name,
      started_at: started.toISOString(),
      finished_at: deps.clock.now().toISOString(),
      outcome: 'ok',
      rows_written: result.rowsWritten,
      message: result.message ? redactSecrets(result.message).slice(0, MAX_MESSAGE) : null,
      instance_id: deps.instanceId,
    };
  } catch (err) {
    const text = err instanceof Error ? err.message : String(err);
    run = {
      job: job.name,
      started_at: started.toISOString(),
      finished_at: deps.clock.now().toISOString(),
      outcome: 'failed',
      rows_written: 0,
      message: redactSecrets(text).slice(0, MAX_MESSAGE) || 'failed without a message',
      instance_id: deps.instanceId,
    };
  }
  try {
    await deps.runs.record(run);
  } catch (err) {
    deps.onRecordError?.(err);
  }
  return run;
}
