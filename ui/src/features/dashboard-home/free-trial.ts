import { freeTrialStorageKey } from '@edgeboard/domain';

/** Whether this user has already opened their one free AI Recommendations dialog. */
export function readFreeTrialUsed(userId: string): boolean {
  try {
    return window.localStorage.getItem(freeTrialStorageKey(userId)) === 'true';
  } catch {
    // Storage can be blocked (private mode); the server still caps what a scout sees.
    return false;
  }
}

export function markFreeTrialUsed(userId: string): void {
  try {
    window.localStorage.setItem(freeTrialStorageKey(userId), 'true');
  } catch {
    // See readFreeTrialUsed: nothing to remember without storage.
  }
}
