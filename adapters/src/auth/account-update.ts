// A signed-in user's own changes to the account (PUT /user): a new password, or metadata merged into theirs.
import { authErrors } from './auth-error';
import type { AuthStore, AuthUserRecord, JsonObject } from './auth-store';
import { hashPassword, verifyPassword } from './password-hasher';
import { assertStrongPassword } from './password-policy';

/** Answers the account as stored after the change. */
export async function updateAccount(
  store: AuthStore,
  user: AuthUserRecord,
  /** The session asking: a new password signs out every other one. */
  sessionId: string,
  changes: { password?: string; data?: JsonObject },
  /** The change's instant, from the service's clock. */
  now: string,
): Promise<AuthUserRecord> {
  const patch: Partial<AuthUserRecord> = { updatedAt: now };
  if (changes.password !== undefined) {
    assertStrongPassword(changes.password);
    if (await verifyPassword(changes.password, user.passwordHash)) throw authErrors.samePassword();
    patch.passwordHash = await hashPassword(changes.password);
    // GoTrue's UpdatePassword: links mailed under the old password stop working.
    patch.recoverySentAt = null;
    patch.confirmationSentAt = null;
  }
  if (changes.data !== undefined) patch.userMetadata = { ...user.userMetadata, ...changes.data };
  await store.updateUser(user.id, patch);
  if (changes.password !== undefined) {
    await store.deleteOneTimeTokens(user.id, 'recovery');
    await store.deleteOneTimeTokens(user.id, 'signup');
    // As GoTrue does: a new password signs out every other session (a recovery included); this one stays.
    const others = await store.listSessionIdsOfUser(user.id);
    await store.deleteSessions(others.filter((id) => id !== sessionId));
  }
  const updated = await store.findUserById(user.id);
  if (!updated) throw authErrors.userNotFound();
  return updated;
}
