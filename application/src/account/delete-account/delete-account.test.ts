import { UnavailableError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryActivityRepository } from '../../in-memory/activity-repository';
import { deleteAccount } from './delete-account';

const USER = '00000000-0000-4000-8000-00000000b002';

/** Every step the deletion takes, in order, over the real in-memory activity log. */
function world(providerDown = false) {
  const steps: string[] = [];
  const activity = new InMemoryActivityRepository([], { now: () => new Date('2025-09-20T15:00:00.000Z') });
  return {
    steps,
    activity,
    payments: {
      cancelSubscriptionsFor: (id: string) => {
        steps.push(`cancel ${id}`);
        return providerDown
          ? Promise.reject(
              new UnavailableError('The payment provider is unavailable.', 'payment_unavailable'),
            )
          : Promise.resolve();
      },
    },
    removeAuthUser: (id: string) => {
      steps.push(`auth ${id}`);
      return Promise.resolve();
    },
    users: {
      delete: (id: string) => {
        steps.push(`profile ${id}`);
        return Promise.resolve(true);
      },
    },
  };
}

describe('deleteAccount', () => {
  it('cancels at the provider, records the deletion, then removes the sign-in and the profile', async () => {
    const w = world();
    await deleteAccount(w, USER);
    expect(w.steps).toEqual([`cancel ${USER}`, `auth ${USER}`, `profile ${USER}`]);
    expect(w.activity.rows).toMatchObject([{ user_id: USER, activity: 'account_deleted', target: '' }]);
  });

  it('stops before anything else when the provider cannot be reached, and records no deletion', async () => {
    const w = world(true);
    await expect(deleteAccount(w, USER)).rejects.toThrow(UnavailableError);
    expect(w.steps).toEqual([`cancel ${USER}`]);
    expect(w.activity.rows).toEqual([]);
  });
});
