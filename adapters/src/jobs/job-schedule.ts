// Schedules shared by both job engines: an interval becomes the equivalent cron expression (so pg-boss, which
// only knows cron, and the in-process engine fire at the same times), croner computes the next time, and the
// Jobs tab gets a sentence instead of a cron expression.
import type { JobSchedule } from '@edgeboard/domain';
import { Cron } from 'croner';

/** The cron expression (UTC) of a schedule; throws on an interval no cron expression can keep. */
export function scheduleCron(schedule: JobSchedule): string {
  if ('cron' in schedule) return schedule.cron;
  const n = schedule.everyMinutes;
  if (Number.isInteger(n) && n >= 1 && n < 60 && 60 % n === 0)
    return n === 1 ? '* * * * *' : `*/${n} * * * *`;
  const hours = n / 60;
  if (Number.isInteger(hours) && hours >= 1 && 24 % hours === 0)
    return hours === 1 ? '0 * * * *' : hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
  throw new Error(
    `A job interval of ${String(n)} minutes cannot be scheduled: use a number of minutes that divides an hour ` +
      '(1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30) or a number of hours that divides a day.',
  );
}

/** The first scheduled time strictly after `after`. */
export function nextScheduledTime(schedule: JobSchedule, after: Date): Date {
  const cron = new Cron(scheduleCron(schedule), { timezone: 'UTC', paused: true });
  const next = cron.nextRun(after);
  if (!next) throw new Error(`The schedule ${scheduleCron(schedule)} has no next time`);
  return next;
}

const pad = (n: string) => n.padStart(2, '0');

/** The schedule in words, for the Jobs tab. */
export function describeSchedule(schedule: JobSchedule): string {
  const cron = scheduleCron(schedule);
  const [minute = '', hour = '', dom = '', month = '', dow = ''] = cron.split(/\s+/);
  const everyDay = dom === '*' && month === '*' && dow === '*';
  if (everyDay && hour === '*') {
    if (minute === '*') return 'Every minute';
    const step = /^\*\/(\d+)$/.exec(minute);
    if (step) return `Every ${step[1] ?? ''} minutes`;
    if (/^\d+$/.test(minute)) return minute === '0' ? 'Every hour' : `Every hour at minute ${minute}`;
  }
  if (everyDay && /^\d+$/.test(minute)) {
    if (/^\d+$/.test(hour)) return `Daily at ${pad(hour)}:${pad(minute)} UTC`;
    const step = /^\*\/(\d+)$/.exec(hour);
    if (step) return `Every ${step[1] ?? ''} hours`;
  }
  return `Cron ${cron} (UTC)`;
}
