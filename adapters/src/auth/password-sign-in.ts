// Password sign-in: the lockout after repeated failures (counted from the store's attempts, so it holds across
// restarts and instances), a check that takes as long for an unknown address as for a known one, and the
// attempt log the lockout reads.
import { randomUUID } from 'node:crypto';
import type { Clock } from '@edgeboard/domain';
import { authErrors } from './auth-error';
import type { AuthStore, AuthUserRecord } from './auth-store';
import { randomToken } from './opaque-tokens';
import { hashPassword, verifyPassword } from './password-hasher';

const LOCKOUT_MAX_FAILURES = 5;
const LOCKOUT_WINDOW_MS = 15 * 60_000;
const LOCKOUT_DURATION_MS = 15 * 60_000;

export class PasswordSignIn {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly store: AuthStore,
    private readonly clock: Clock,
    private readonly requiresEmailConfirmation: () => boolean,
  ) {}

  /**
   * The account the address and password sign in to; a refusal is GoTrue's error for it. Failures lock the
   * e-mail for the client address they came from only, so a stranger's wrong passwords cannot lock the owner out
   * (the router's per-address limit caps how many e-mails one address can try).
   */
  async check(input: { email: string; password: string; clientAddress: string }): Promise<AuthUserRecord> {
    const email = input.email.trim().toLowerCase();
    const { clientAddress } = input;
    const lockedFor = await lockedForMs(this.store, this.clock, email, clientAddress);
    if (lockedFor > 0) throw authErrors.lockedOut(Math.ceil(lockedFor / 60_000));

    const user = await this.store.findUserByEmail(email);
    // Hash even for unknown addresses so response time does not reveal which addresses exist.
    this.dummyHash ??= hashPassword(randomToken());
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await this.dummyHash));
    if (!user || !ok) {
      await this.store.insertLoginAttempt({
        id: randomUUID(),
        email,
        clientAddress,
        succeeded: false,
        attemptedAt: this.clock.now().toISOString(),
      });
      throw authErrors.invalidCredentials();
    }
    if (this.requiresEmailConfirmation() && user.emailConfirmedAt === null)
      throw authErrors.emailNotConfirmed();

    await this.store.clearFailedLogins(email, clientAddress);
    await this.store.insertLoginAttempt({
      id: randomUUID(),
      email,
      clientAddress,
      succeeded: true,
      attemptedAt: this.clock.now().toISOString(),
    });
    return user;
  }
}

/** Milliseconds the e-mail stays locked for the client address: five failures within 15 minutes lock it for 15. */
async function lockedForMs(
  store: AuthStore,
  clock: Clock,
  email: string,
  clientAddress: string,
): Promise<number> {
  const now = clock.now().getTime();
  const since = new Date(now - LOCKOUT_WINDOW_MS - LOCKOUT_DURATION_MS).toISOString();
  const failures = (await store.listFailedLoginTimes(email, clientAddress, since)).map((t) => Date.parse(t));
  let lockedUntil = 0;
  for (let i = LOCKOUT_MAX_FAILURES - 1; i < failures.length; i += 1) {
    const last = failures[i] ?? 0;
    const first = failures[i - LOCKOUT_MAX_FAILURES + 1] ?? 0;
    if (last - first <= LOCKOUT_WINDOW_MS) lockedUntil = Math.max(lockedUntil, last + LOCKOUT_DURATION_MS);
  }
  return Math.max(0, lockedUntil - now);
}
