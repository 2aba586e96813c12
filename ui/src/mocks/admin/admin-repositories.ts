// The back office's repositories over this page load's demo world, for the use cases the admin mock calls
// (application/src/admin/**): the in-memory repositories of application/src/in-memory. Users and subscriptions
// are the subscriber screens' own (the world's arrays, written in place, so a role change shows there too); the
// activity log, article bodies and settings are kept beside the world (admin-state.ts).
import { InMemorySettingsRepository } from '@edgeboard/application/in-memory/settings-repository';
import type { DemoWorld } from '@/mocks/demo-world';
import { subscriberRepos } from '@/mocks/subscriber-repositories';
import { activityOf } from './admin-state';

/** The repositories of the back office's people side over `w`, over the same arrays as the subscriber screens'. */
export function adminRepositories(w: DemoWorld) {
  return {
    users: subscriberRepos(w).users,
    subscriptions: subscriberRepos(w).subscriptions,
    activity: activityOf(w),
    settings: new InMemorySettingsRepository(w.season),
    plans: { list: () => Promise.resolve(w.season.plans) },
  };
}
