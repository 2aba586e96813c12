import { normalizeEmail as normalizedOrNull } from '@edgeboard/domain';
import type { Clock } from '@edgeboard/domain';
import { AuthServiceError, authErrors } from './auth-error';
import type { AuthStore, AuthUserRecord, JsonObject, OneTimeTokenType } from './auth-store';
import { createAccount } from './account-creation';
import { updateAccount } from './account-update';
import { EmailLinks, errorFragmentUrl, sessionFragmentUrl } from './email-links';
import { goTrueSettings, toGoTrueUser } from './gotrue-json';
import type { GoTrueSession, GoTrueUser } from './gotrue-json';
import type { AccessTokenClaims, LocalAuthServiceOptions, SignOutScope } from './local-auth-options';
import { assertStrongPassword } from './password-policy';
import { PasswordSignIn } from './password-sign-in';
import { SessionTokens } from './session-tokens';
import type { PublicJwk } from './signing-keys';

// The options and claims live in local-auth-options.ts; importers keep reaching them here, beside the service.
export type {
  AccessTokenClaims,
  AuthHooks,
  AuthUserCreated,
  Clock,
  LocalAuthServiceOptions,
  Mailer,
  SignOutScope,
  SignUpScope,
} from './local-auth-options';

/**
 * The local stand-in for Supabase Auth: the logic behind the /auth/v1 routes. It answers with GoTrue's
 * JSON shapes and error codes so the real supabase-js client works against it unchanged. Sessions and their
 * tokens are SessionTokens' (session-tokens.ts), the mailed links EmailLinks' (email-links.ts), the password
 * check with its lockout PasswordSignIn's (password-sign-in.ts), account creation account-creation.ts' and a
 * user's own changes account-update.ts'; this class holds the account rules and the order of each flow.
 */
export class LocalAuthService {
  readonly issuer: string;
  private readonly store: AuthStore;
  private readonly clock: Clock;
  private readonly sessions: SessionTokens;
  private readonly links: EmailLinks;
  private readonly passwords: PasswordSignIn;

  constructor(private readonly options: LocalAuthServiceOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.issuer = `${trimSlash(options.publicUrl)}/auth/v1`;
    this.sessions = new SessionTokens(options.store, options.clock, this.issuer, options.secretKey);
    this.links = new EmailLinks(options, this.issuer);
    this.passwords = new PasswordSignIn(options.store, options.clock, () => this.requiresEmailConfirmation);
  }

  get requiresEmailConfirmation(): boolean {
    return this.options.requireEmailConfirmation ?? false;
  }

  async signUp(input: {
    email: string;
    password: string;
    data?: JsonObject;
    redirectTo?: string;
  }): Promise<GoTrueSession | GoTrueUser> {
    if (this.options.allowSignup && !(await this.options.allowSignup())) throw authErrors.signupDisabled();
    // GoTrue's order: the password, then the address; nothing is written until both pass.
    if (input.password === '') throw authErrors.signupNeedsPassword();
    assertStrongPassword(input.password);
    const email = normalizeEmail(input.email);
    const confirm = this.requiresEmailConfirmation;

    const existing = await this.store.findUserByEmail(email);
    if (existing) {
      // GoTrue resends the confirmation to an unconfirmed address instead of revealing it is taken.
      if (confirm && existing.emailConfirmedAt === null) {
        await this.links.sendConfirmation(existing, input.redirectTo);
        return toGoTrueUser((await this.store.findUserById(existing.id)) ?? existing);
      }
      throw authErrors.userAlreadyExists();
    }

    const user = await this.createUser({
      email,
      password: input.password,
      userMetadata: input.data ?? {},
      confirmed: !confirm,
    });
    if (confirm) {
      await this.links.sendConfirmation(user, input.redirectTo);
      return toGoTrueUser((await this.store.findUserById(user.id)) ?? user);
    }
    return this.startSession(user, 'password');
  }

  /** For seeding and admin use: creates a confirmed user and runs onUserCreated like a sign-up does. */
  async createConfirmedUser(input: {
    email: string;
    password: string;
    userMetadata?: JsonObject;
  }): Promise<GoTrueUser> {
    assertStrongPassword(input.password);
    const email = normalizeEmail(input.email);
    if (await this.store.findUserByEmail(email)) throw authErrors.userAlreadyExists();
    const user = await this.createUser({
      email,
      password: input.password,
      userMetadata: input.userMetadata ?? {},
      confirmed: true,
    });
    return toGoTrueUser(user);
  }

  async findUserByEmail(email: string): Promise<GoTrueUser | undefined> {
    const user = await this.store.findUserByEmail(normalizeEmail(email));
    return user && toGoTrueUser(user);
  }

  /** `clientAddress` is the caller's address as the router saw it: failed attempts lock per e-mail and address. */
  async signInWithPassword(input: {
    email: string;
    password: string;
    clientAddress?: string;
  }): Promise<GoTrueSession> {
    const user = await this.passwords.check({ ...input, clientAddress: input.clientAddress ?? 'unknown' });
    return this.startSession(user, 'password');
  }

  refreshSession(refreshToken: string): Promise<GoTrueSession> {
    return this.sessions.refresh(refreshToken);
  }

  async getUser(accessToken: string | undefined): Promise<GoTrueUser> {
    const { user } = await this.authenticate(accessToken);
    return toGoTrueUser(user);
  }

  async updateUser(
    accessToken: string | undefined,
    changes: { password?: string; data?: JsonObject; email?: string },
  ): Promise<GoTrueUser> {
    const { user, claims } = await this.authenticate(accessToken);
    if (changes.email !== undefined && normalizeEmail(changes.email) !== user.email) {
      throw authErrors.validation('Changing the e-mail address is not supported by the local auth service');
    }
    return toGoTrueUser(await updateAccount(this.store, user, claims.session_id, changes, this.nowIso()));
  }

  /**
   * GoTrue's POST /logout: its authentication comes first, so a token whose session has already ended (another
   * device signed it out) is refused with 403 session_not_found and ends nothing; before, it ended the user's
   * other sessions too. supabase-js signs the page out locally on that 403.
   */
  async logout(accessToken: string | undefined, scope: SignOutScope): Promise<void> {
    const { claims } = await this.authenticate(accessToken);
    const sessionIds = await this.store.listSessionIdsOfUser(claims.sub);
    const doomed =
      scope === 'global'
        ? sessionIds
        : scope === 'local'
          ? sessionIds.filter((id) => id === claims.session_id)
          : sessionIds.filter((id) => id !== claims.session_id);
    await this.store.deleteSessions(doomed);
  }

  /**
   * GoTrue's POST /resend for type signup: the confirmation again to an unconfirmed address (429
   * over_email_send_rate_limit within a minute of the last); nothing, and the same answer, otherwise.
   */
  async resendConfirmation(input: { email: string; redirectTo?: string }): Promise<void> {
    const user = await this.store.findUserByEmail(normalizeEmail(input.email));
    if (!user || user.emailConfirmedAt !== null) return;
    await this.links.sendConfirmation(user, input.redirectTo);
  }

  /** Answers the same whether or not the address has an account. */
  async recover(input: { email: string; redirectTo?: string }): Promise<void> {
    const email = normalizeEmail(input.email);
    const user = await this.store.findUserByEmail(email);
    if (!user) return;
    await this.links.sendRecovery(user, input.redirectTo);
  }

  /**
   * GET /verify: the link from an e-mail. Answers with the URL to redirect to: the session in the
   * fragment (supabase-js' implicit flow picks it up), or GoTrue's error parameters.
   */
  async verifyLink(input: { token: string; type: string; redirectTo?: string }): Promise<string> {
    const fallback = this.options.siteUrl;
    try {
      const { session, redirectTo, type } = await this.consumeLinkToken(input.token, input.type);
      const target = input.redirectTo
        ? this.links.safeRedirect(input.redirectTo, '/')
        : (redirectTo ?? fallback);
      return sessionFragmentUrl(target, session, type);
    } catch (error) {
      if (!(error instanceof AuthServiceError)) throw error;
      const target = input.redirectTo ? this.links.safeRedirect(input.redirectTo, '/') : fallback;
      return errorFragmentUrl(target, error);
    }
  }

  /** POST /verify with a token_hash (verifyOtp): answers with the session itself. */
  async verifyTokenHash(input: { tokenHash: string; type: string }): Promise<GoTrueSession> {
    const { session } = await this.consumeLinkToken(input.tokenHash, input.type);
    return session;
  }

  async deleteUser(userId: string): Promise<void> {
    const user = await this.store.findUserById(userId);
    if (!user) return;
    await this.store.deleteUser(userId);
    await this.options.hooks?.onUserDeleted?.({ id: user.id, email: user.email });
  }

  jwks(): Promise<{ keys: PublicJwk[] }> {
    return this.sessions.jwks();
  }

  /** The session exists and is the token's user's own: a token naming another user's session is refused. */
  isSessionActive(sessionId: string, userId: string): Promise<boolean> {
    return this.sessions.isSessionActive(sessionId, userId);
  }

  async settings(): Promise<JsonObject> {
    const allowed = this.options.allowSignup ? await this.options.allowSignup() : true;
    return goTrueSettings({ signupAllowed: allowed, autoconfirm: !this.requiresEmailConfirmation });
  }

  /** Signature, expiry, issuer and audience; the session need not exist any more. */
  verifyAccessToken(accessToken: string | undefined): Promise<AccessTokenClaims> {
    return this.sessions.verifyAccessToken(accessToken);
  }

  private async authenticate(
    accessToken: string | undefined,
  ): Promise<{ user: AuthUserRecord; claims: AccessTokenClaims }> {
    const claims = await this.verifyAccessToken(accessToken);
    // GoTrue's order (maybeLoadUserOrSession): the user, then the session, so a deleted account's token reads
    // user_not_found rather than a signed-out session.
    const user = await this.store.findUserById(claims.sub);
    if (!user) throw authErrors.userNotFound();
    if (!(await this.isSessionActive(claims.session_id, claims.sub))) throw authErrors.sessionNotFound();
    return { user, claims };
  }

  private async consumeLinkToken(
    rawToken: string,
    requestedType: string,
  ): Promise<{ session: GoTrueSession; redirectTo: string | null; type: OneTimeTokenType }> {
    const { user, redirectTo, type } = await this.links.consume(rawToken, requestedType);
    const session = await this.startSession(user, 'otp');
    return { session, redirectTo, type };
  }

  private createUser(input: {
    email: string;
    password: string;
    userMetadata: JsonObject;
    confirmed: boolean;
  }): Promise<AuthUserRecord> {
    return createAccount(this.options, input, this.nowIso(), (context, error) => {
      this.report(context, error);
    });
  }

  /** Starts the session, then tells the onSignIn hook; a hook failure is reported, never fails the sign-in. */
  private async startSession(user: AuthUserRecord, method: 'password' | 'otp'): Promise<GoTrueSession> {
    const result = await this.sessions.start(user, method);
    try {
      await this.options.hooks?.onSignIn?.({ userId: user.id, email: user.email, method });
    } catch (error) {
      this.report('onSignIn hook', error);
    }
    return result;
  }

  private nowIso(): string {
    return this.clock.now().toISOString();
  }

  private report(context: string, error: unknown): void {
    if (this.options.reportError) this.options.reportError(context, error);
    else console.error(`[local-auth] ${context} failed`, error);
  }
}

/** The domain's e-mail rule, the one the profile schema applies, so an address it accepts is never refused later. */
function normalizeEmail(email: string): string {
  const normalized = normalizedOrNull(email);
  if (normalized === null) throw authErrors.invalidEmail();
  return normalized;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
