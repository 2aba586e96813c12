// A new auth account's writes: the auth user, then the product's profile through the onUserCreated hook, all or
// nothing; then the afterUserCreated notifications, whose failure is reported and never undoes the sign-up.
import { randomUUID } from 'node:crypto';
import { authErrors } from './auth-error';
import type { AuthUserRecord, JsonObject } from './auth-store';
import { DuplicateEmailError } from './auth-store';
import { defaultAppMetadata } from './gotrue-json';
import type { AuthUserCreated, LocalAuthServiceOptions } from './local-auth-options';
import { hashPassword } from './password-hasher';

export type ReportError = (context: string, error: unknown) => void;

export async function createAccount(
  options: LocalAuthServiceOptions,
  input: { email: string; password: string; userMetadata: JsonObject; confirmed: boolean },
  /** The creation instant, from the service's clock. */
  now: string,
  report: ReportError,
): Promise<AuthUserRecord> {
  const user: AuthUserRecord = {
    id: randomUUID(),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    emailConfirmedAt: input.confirmed ? now : null,
    userMetadata: input.userMetadata,
    appMetadata: defaultAppMetadata(),
    identityId: randomUUID(),
    createdAt: now,
    updatedAt: now,
    lastSignInAt: null,
    confirmationSentAt: null,
    recoverySentAt: null,
  };
  const name = typeof input.userMetadata.name === 'string' ? input.userMetadata.name.trim() : '';
  const created: AuthUserCreated = { id: user.id, email: user.email, name };
  try {
    if (options.inTransaction) {
      // All or nothing: a profile that cannot be written rolls the auth user back with it.
      await options.inTransaction(async ({ store, onUserCreated }) => {
        await store.insertUser(user);
        await onUserCreated?.(created);
      });
      await afterUserCreated(options, created, report);
      return user;
    }
    await options.store.insertUser(user);
  } catch (error) {
    if (error instanceof DuplicateEmailError) throw authErrors.userAlreadyExists();
    throw error;
  }
  try {
    await options.hooks?.onUserCreated?.(created);
  } catch (error) {
    // Without its profile row the account would be half made; undo so the address can sign up again.
    await options.store.deleteUser(user.id);
    throw error;
  }
  await afterUserCreated(options, created, report);
  return user;
}

async function afterUserCreated(
  options: LocalAuthServiceOptions,
  user: AuthUserCreated,
  report: ReportError,
): Promise<void> {
  try {
    await options.hooks?.afterUserCreated?.(user);
  } catch (error) {
    report('afterUserCreated hook', error);
  }
}
