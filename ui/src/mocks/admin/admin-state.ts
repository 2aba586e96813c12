// What the back office adds to the demo world: its activity log and article HTML bodies. Kept beside the world
// (keyed by it) rather than in it, since only the admin mock reads or writes them.
import type { UserActivity } from '@edgeboard/domain';
import type { DemoWorld } from '../demo-world';

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

export function record(w: DemoWorld, userId: string, activity: string, target = '') {
  stateOf(w).activity.push({
    id: crypto.randomUUID(),
    user_id: userId,
    activity,
    target,
    timestamp: new Date().toISOString(),
  });
}

export const newestFirst = (a: UserActivity, b: UserActivity) =>
  b.timestamp.localeCompare(a.timestamp) || b.id.localeCompare(a.id);
