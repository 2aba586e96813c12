import { describe, expect, it } from 'vitest';
import { NOT_REPLAY_CODE, stepReplayClock, type ReplayClockControl } from './step-replay-clock';

/** A clock at `start` that moves by what it is asked. */
function control(start: string): ReplayClockControl & { at: Date } {
  const c = {
    at: new Date(start),
    shift: (ms: number) => {
      c.at = new Date(c.at.getTime() + ms);
      return Promise.resolve({ now: c.at, message: 'ran' });
    },
  };
  return c;
}

describe('stepReplayClock', () => {
  it('moves a day or a week and answers the season and week it is then in', async () => {
    const c = control('2023-11-07T12:00:00.000Z'); // week 10's Tuesday
    expect(await stepReplayClock(c, { step: 'day' })).toEqual({
      now: '2023-11-08T12:00:00.000Z',
      season: 2023,
      week: 10,
      message: 'ran',
    });
    expect(await stepReplayClock(c, { step: 'week' })).toMatchObject({
      now: '2023-11-15T12:00:00.000Z',
      week: 11,
    });
  });

  it('refuses outside a replay with not_replay', async () => {
    await expect(stepReplayClock(null, { step: 'day' })).rejects.toMatchObject({ code: NOT_REPLAY_CODE });
  });
});
