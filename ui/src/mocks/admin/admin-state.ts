// What the back office adds to the demo world: its activity log and article HTML bodies. Kept beside the world
// (keyed by it) rather than in it, since only the admin mock reads or writes them.
import { InMemoryActivityRepository } from '@edgeboard/application/in-memory/activity-repository';
import type { Clock, UserActivity } from '@edgeboard/domain';
import type { DemoWorld } from '@/mocks/demo-world';

interface AdminState {
  activity: UserActivity[];
  html: Map<string, string | null>;
}
const states = new WeakMap<DemoWorld, AdminState>();
export function stateOf(w: DemoWorld): AdminState {
  let s = states.get(w);
  if (!s) {
    // The seeded database holds no activity rows either: the log fills as admins act.
    s = { activity: [], html: new Map() };
    states.set(w, s);
  }
  return s;
}

/** The mock's real time: activity rows, articles and "today" are stamped as the browser sees now. */
export const mockClock: Clock = { now: () => new Date() };

/** The world's activity log as the ActivityRepository the use cases write to. */
export const activityOf = (w: DemoWorld) => new InMemoryActivityRepository(stateOf(w).activity, mockClock);

/** Adds a row to the activity log (the repository writes it at once; nothing to wait for). */
export function record(w: DemoWorld, userId: string, activity: string, target = '') {
  void activityOf(w).add({ user_id: userId, activity, target });
}
