// Season time for local mode: real time shifted into the demo season. The shift is fixed when the database
// is first seeded (and stored with it), so a restarted server continues the same season week by week.
import type { Clock } from '@edgeboard/domain';

export class ShiftedClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: Clock) {}

  setOffset(offsetMs: number): void {
    this.offsetMs = offsetMs;
  }

  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
}
