import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { normalizeEmail as normalizedOrNull } from '@edgeboard/domain';
import type { Clock, Mailer } from '@edgeboard/domain';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import { AuthServiceError, authErrors } from './auth-error';
import type {
  AmrEntry,
  AuthSessionRecord,
  AuthStore,
  AuthUserRecord,
  JsonObject,
  OneTimeTokenType,
} from './auth-store';
import { DuplicateEmailError } from './auth-store';
import { defaultAppMetadata, publicUserMetadata, toGoTrueUser } from './gotrue-json';
import type { GoTrueSession, GoTrueUser } from './gotrue-json';
import { hashPassword, verifyPassword } from './password-hasher';
import { assertStrongPassword } from './password-policy';
import { SigningKeys } from './signing-keys';
import type { PublicJwk } from './signing-keys';

export type { Clock, Mailer } from '@edgeboard/domain';

export interface AuthUserCreated {
  id: string;
  email: string;
  name: string;
}

export interface AuthHooks {
  /** Creates the product's profile row; a failure undoes the sign-up (see also inTransaction). */
  onUserCreated?: (user: AuthUserCreated) => Promise<void>;
  /** Runs once the account is committed (notifications); a failure is reported, never undoes the sign-up. */
  afterUserCreated?: (user: AuthUserCreated) => Promise<void>;
  onUserDeleted?: (user: { id: string; email: string }) => Promise<void>;
  /** Activity logging; a failure is reported, never blocks the sign-in. */
  onSignIn?: (event: { userId: string; email: string; method: 'password' | 'otp' }) => Promise<void>;
}

/** What a new account's writes go through when they share one transaction. */
export interface SignUpScope {
  /** The auth store bound to the transaction. */
  store: AuthStore;
  /** Writes the product's side of the account (profile row, activity) through the same transaction. */
  onUserCreated?: (user: AuthUserCreated) => Promise<void>;
}

export interface LocalAuthServiceOptions {
  store: AuthStore;
  clock: Clock;
  mailer: Mailer;
  /** Origin the server is reached at, e.g. http://localhost:8787; tokens are issued by `${publicUrl}/auth/v1`. */
  publicUrl: string;
  /** Origin of the UI; e-mail links lead there unless an allowed redirect_to is given. */
  siteUrl: string;
  requireEmailConfirmation?: boolean;
  /** Read on every sign-up so the admin setting applies without a restart. */
  allowSignup?: () => boolean | Promise<boolean>;
  /** Further origins a redirect_to may point at (the Vite dev server, for instance). */
  allowedRedirectOrigins?: readonly string[];
  hooks?: AuthHooks;
  /** Where hook failures that must not fail the request are reported. */
  reportError?: (context: string, error: unknown) => void;
  /**
   * Runs a new account's writes (the auth user, then the profile) as one transaction, so a failure leaves
   * neither. When given, it replaces hooks.onUserCreated for sign-ups. Without it (the in-memory store) the
   * hook runs after the insert and a failure deletes the user again.
   */
  inTransaction?: <T>(work: (scope: SignUpScope) => Promise<T>) => Promise<T>;
  productName?: string;
}

export type SignOutScope = 'global' | 'local' | 'others';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  email: string;
  session_id: string;
  role: string;
}

const ACCESS_TOKEN_TTL_SECONDS = 3600;
const LOCKOUT_MAX_FAILURES = 5;
const LOCKOUT_WINDOW_MS = 15 * 60_000;
const LOCKOUT_DURATION_MS = 15 * 60_000;
const TOKEN_LIFETIME_MS: Record<OneTimeTokenType, number> = {
  recovery: 60 * 60_000,
  signup: 24 * 60 * 60_000,
};
const EMAIL_RESEND_INTERVAL_MS = 60_000;
/**
 * GoTrue's refresh-token reuse interval (its default, 10 s): a rotated token presented again within it still
 * refreshes the session (two tabs refreshing at the same moment); later it ends the session.
 */
const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

/**
 * The local stand-in for Supabase Auth: the logic behind the /auth/v1 routes. It answers with GoTrue's
 * JSON shapes and error codes so the real supabase-js client works against it unchanged.
 */
export class LocalAuthService {
  readonly issuer: string;
  private readonly store: AuthStore;
  private readonly clock: Clock;
  private readonly keys: SigningKeys;
  private dummyHash: Promise<string> | undefined;
  private verifierKeys: Promise<ReturnType<typeof createLocalJWKSet>> | undefined;

  constructor(private readonly options: LocalAuthServiceOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.issuer = `${trimSlash(options.publicUrl)}/auth/v1`;
    this.keys = new SigningKeys(options.store, () => options.clock.now());
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
        await this.sendConfirmation(existing, input.redirectTo);
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
      await this.sendConfirmation(user, input.redirectTo);
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

  async signInWithPassword(input: { email: string; password: string }): Promise<GoTrueSession> {
    const email = input.email.trim().toLowerCase();
    const lockedFor = await this.lockedForMs(email);
    if (lockedFor > 0) throw authErrors.lockedOut(Math.ceil(lockedFor / 60_000));

    const user = await this.store.findUserByEmail(email);
    // Hash even for unknown addresses so response time does not reveal which addresses exist.
    this.dummyHash ??= hashPassword(randomToken());
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await this.dummyHash));
    if (!user || !ok) {
      await this.store.insertLoginAttempt({
        id: randomUUID(),
        email,
        succeeded: false,
        attemptedAt: this.nowIso(),
      });
      throw authErrors.invalidCredentials();
    }
    if (this.requiresEmailConfirmation && user.emailConfirmedAt === null)
      throw authErrors.emailNotConfirmed();

    await this.store.clearFailedLogins(email);
    await this.store.insertLoginAttempt({
      id: randomUUID(),
      email,
      succeeded: true,
      attemptedAt: this.nowIso(),
    });
    return this.startSession(user, 'password');
  }

  async refreshSession(refreshToken: string): Promise<GoTrueSession> {
    const token = await this.store.findRefreshTokenByHash(sha256(refreshToken));
    if (!token) throw authErrors.refreshTokenNotFound();
    const session = await this.store.findSession(token.sessionId);
    if (!session || session.userId !== token.userId) throw authErrors.refreshTokenNotFound();
    const now = this.nowIso();
    const rotatedNow = !token.revoked && (await this.store.revokeRefreshToken(token.id, now));
    if (!rotatedNow && !(await this.rotatedWithinReuseInterval(token.tokenHash))) {
      // Presented again long after it was rotated: it leaked or was replayed, so the whole session ends.
      await this.store.deleteSessions([session.id]);
      throw authErrors.refreshTokenAlreadyUsed();
    }
    // Within the interval (another tab refreshed with the same token a moment ago) the session goes on: this
    // caller gets its own child of the token. GoTrue hands back the active child itself, which it can because it
    // keeps tokens in clear; only hashes are kept here.
    const user = await this.store.findUserById(token.userId);
    if (!user) throw authErrors.refreshTokenNotFound();
    await this.store.touchSession(session.id, now);
    return this.issueSession(user, session, token.id);
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
    const patch: Partial<AuthUserRecord> = { updatedAt: this.nowIso() };
    if (changes.password !== undefined) {
      assertStrongPassword(changes.password);
      if (await verifyPassword(changes.password, user.passwordHash)) throw authErrors.samePassword();
      patch.passwordHash = await hashPassword(changes.password);
      // GoTrue's UpdatePassword: links mailed under the old password stop working.
      patch.recoverySentAt = null;
      patch.confirmationSentAt = null;
    }
    if (changes.data !== undefined) patch.userMetadata = { ...user.userMetadata, ...changes.data };
    await this.store.updateUser(user.id, patch);
    if (changes.password !== undefined) {
      await this.store.deleteOneTimeTokens(user.id, 'recovery');
      await this.store.deleteOneTimeTokens(user.id, 'signup');
      // As GoTrue does: a new password signs out every other session (a recovery included); this one stays.
      const others = await this.store.listSessionIdsOfUser(user.id);
      await this.store.deleteSessions(others.filter((id) => id !== claims.session_id));
    }
    const updated = await this.store.findUserById(user.id);
    if (!updated) throw authErrors.userNotFound();
    return toGoTrueUser(updated);
  }

  async logout(accessToken: string | undefined, scope: SignOutScope): Promise<void> {
    const claims = await this.verifyAccessToken(accessToken);
    const sessionIds = await this.store.listSessionIdsOfUser(claims.sub);
    const doomed =
      scope === 'global'
        ? sessionIds
        : scope === 'local'
          ? sessionIds.filter((id) => id === claims.session_id)
          : sessionIds.filter((id) => id !== claims.session_id);
    await this.store.deleteSessions(doomed);
  }

  /** Answers the same whether or not the address has an account. */
  async recover(input: { email: string; redirectTo?: string }): Promise<void> {
    const email = normalizeEmail(input.email);
    const user = await this.store.findUserByEmail(email);
    // A second request within a minute sends nothing, so the form cannot be used to flood an inbox.
    if (!user || this.sentWithinAMinute(user.recoverySentAt)) return;
    const redirectTo = this.safeRedirect(input.redirectTo, '/reset-password');
    const link = await this.issueLink(user, 'recovery', redirectTo);
    await this.store.updateUser(user.id, { recoverySentAt: this.nowIso() });
    const product = this.productName;
    await this.options.mailer.send({
      to: user.email,
      subject: `Reset your ${product} password`,
      text: `Someone asked to reset the password of your ${product} account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
      html: `<p>Someone asked to reset the password of your ${product} account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works for one hour).</p><p>If it was not you, ignore this message; your password stays as it is.</p>`,
    });
  }

  /**
   * GET /verify: the link from an e-mail. Answers with the URL to redirect to: the session in the
   * fragment (supabase-js' implicit flow picks it up), or GoTrue's error parameters.
   */
  async verifyLink(input: { token: string; type: string; redirectTo?: string }): Promise<string> {
    const fallback = this.options.siteUrl;
    try {
      const { session, redirectTo, type } = await this.consumeLinkToken(input.token, input.type);
      const target = input.redirectTo ? this.safeRedirect(input.redirectTo, '/') : (redirectTo ?? fallback);
      const fragment = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: 'bearer',
        type,
      });
      return `${stripFragment(target)}#${fragment.toString()}`;
    } catch (error) {
      if (!(error instanceof AuthServiceError)) throw error;
      const target = input.redirectTo ? this.safeRedirect(input.redirectTo, '/') : fallback;
      const fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code,
        error_description: error.message,
      });
      return `${stripFragment(target)}#${fragment.toString()}`;
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
    return this.keys.publicJwks();
  }

  /** The session exists and is the token's user's own: a token naming another user's session is refused. */
  async isSessionActive(sessionId: string, userId: string): Promise<boolean> {
    return (await this.store.findSession(sessionId))?.userId === userId;
  }

  async settings(): Promise<JsonObject> {
    const allowed = this.options.allowSignup ? await this.options.allowSignup() : true;
    return {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: !allowed,
      mailer_autoconfirm: !this.requiresEmailConfirmation,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  }

  /** Signature, expiry, issuer and audience; the session need not exist any more. */
  async verifyAccessToken(accessToken: string | undefined): Promise<AccessTokenClaims> {
    if (!accessToken) throw authErrors.noAuthorization();
    const jwks = await this.localJwks();
    try {
      const { payload } = await jwtVerify(accessToken, jwks, {
        issuer: this.issuer,
        audience: 'authenticated',
        algorithms: ['ES256'],
        // jose checks exp only when present: a token that never expires is refused outright.
        requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
        currentDate: this.clock.now(),
      });
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.session_id !== 'string' ||
        typeof payload.email !== 'string' ||
        typeof payload.role !== 'string'
      ) {
        throw authErrors.badJwt('missing claims');
      }
      return payload as AccessTokenClaims;
    } catch (error) {
      if (error instanceof AuthServiceError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw authErrors.badJwt('token has expired');
      if (error instanceof joseErrors.JOSEError) throw authErrors.badJwt(error.code);
      throw error;
    }
  }

  private localJwks(): Promise<ReturnType<typeof createLocalJWKSet>> {
    this.verifierKeys ??= this.keys
      .publicJwks()
      .then((set) => createLocalJWKSet(set))
      .catch((error: unknown) => {
        this.verifierKeys = undefined;
        throw error;
      });
    return this.verifierKeys;
  }

  private get productName(): string {
    return this.options.productName ?? 'EdgeBoard';
  }

  private async authenticate(
    accessToken: string | undefined,
  ): Promise<{ user: AuthUserRecord; claims: AccessTokenClaims }> {
    const claims = await this.verifyAccessToken(accessToken);
    if (!(await this.isSessionActive(claims.session_id, claims.sub))) throw authErrors.sessionNotFound();
    const user = await this.store.findUserById(claims.sub);
    if (!user) throw authErrors.userNotFound();
    return { user, claims };
  }

  private async consumeLinkToken(
    rawToken: string,
    requestedType: string,
  ): Promise<{ session: GoTrueSession; redirectTo: string | null; type: OneTimeTokenType }> {
    const type = linkType(requestedType);
    const token = await this.store.findOneTimeTokenByHash(sha256(rawToken));
    const now = this.clock.now();
    if (!token || token.type !== type || token.usedAt !== null || token.expiresAt <= now.toISOString()) {
      throw authErrors.otpExpired();
    }
    if (!(await this.store.consumeOneTimeToken(token.id, now.toISOString()))) throw authErrors.otpExpired();
    const user = await this.store.findUserById(token.userId);
    if (!user || user.email !== token.relatesTo) throw authErrors.otpExpired();
    // Opening a link sent to the address proves the address, whichever link it was.
    if (user.emailConfirmedAt === null) {
      user.emailConfirmedAt = now.toISOString();
      await this.store.updateUser(user.id, {
        emailConfirmedAt: user.emailConfirmedAt,
        updatedAt: user.emailConfirmedAt,
      });
    }
    await this.store.deleteOneTimeTokens(user.id, type);
    const session = await this.startSession(user, 'otp');
    return { session, redirectTo: token.redirectTo, type };
  }

  private async createUser(input: {
    email: string;
    password: string;
    userMetadata: JsonObject;
    confirmed: boolean;
  }): Promise<AuthUserRecord> {
    const now = this.nowIso();
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
      if (this.options.inTransaction) {
        // All or nothing: a profile that cannot be written rolls the auth user back with it.
        await this.options.inTransaction(async ({ store, onUserCreated }) => {
          await store.insertUser(user);
          await onUserCreated?.(created);
        });
        await this.afterUserCreated(created);
        return user;
      }
      await this.store.insertUser(user);
    } catch (error) {
      if (error instanceof DuplicateEmailError) throw authErrors.userAlreadyExists();
      throw error;
    }
    try {
      await this.options.hooks?.onUserCreated?.(created);
    } catch (error) {
      // Without its profile row the account would be half made; undo so the address can sign up again.
      await this.store.deleteUser(user.id);
      throw error;
    }
    await this.afterUserCreated(created);
    return user;
  }

  private async afterUserCreated(user: AuthUserCreated): Promise<void> {
    try {
      await this.options.hooks?.afterUserCreated?.(user);
    } catch (error) {
      this.report('afterUserCreated hook', error);
    }
  }

  private async sendConfirmation(user: AuthUserRecord, redirectTo: string | undefined): Promise<void> {
    if (this.sentWithinAMinute(user.confirmationSentAt)) return;
    const link = await this.issueLink(user, 'signup', this.safeRedirect(redirectTo, '/'));
    await this.store.updateUser(user.id, { confirmationSentAt: this.nowIso() });
    const product = this.productName;
    await this.options.mailer.send({
      to: user.email,
      subject: `Confirm your ${product} account`,
      text: `Welcome to ${product}.\n\nConfirm your e-mail address by opening this link within 24 hours:\n${link}\n\nIf you did not sign up, ignore this message.`,
      html: `<p>Welcome to ${product}.</p><p><a href="${escapeHtml(link)}">Confirm your e-mail address</a> (the link works for 24 hours).</p><p>If you did not sign up, ignore this message.</p>`,
    });
  }

  /** A fresh link replaces any earlier one of the same kind. */
  private async issueLink(user: AuthUserRecord, type: OneTimeTokenType, redirectTo: string): Promise<string> {
    const raw = randomToken();
    const now = this.clock.now();
    await this.store.deleteOneTimeTokens(user.id, type);
    await this.store.insertOneTimeToken({
      id: randomUUID(),
      userId: user.id,
      type,
      tokenHash: sha256(raw),
      relatesTo: user.email,
      redirectTo,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[type]).toISOString(),
      usedAt: null,
    });
    const query = new URLSearchParams({ token: raw, type, redirect_to: redirectTo });
    return `${this.issuer}/verify?${query.toString()}`;
  }

  private async startSession(user: AuthUserRecord, method: 'password' | 'otp'): Promise<GoTrueSession> {
    const now = this.clock.now();
    const iso = now.toISOString();
    const amr: AmrEntry[] = [{ method, timestamp: Math.floor(now.getTime() / 1000) }];
    const session: AuthSessionRecord = {
      id: randomUUID(),
      userId: user.id,
      aal: 'aal1',
      amr,
      createdAt: iso,
      updatedAt: iso,
    };
    await this.store.insertSession(session);
    await this.store.updateUser(user.id, { lastSignInAt: iso });
    const signedIn = { ...user, lastSignInAt: iso };
    const result = await this.issueSession(signedIn, session, null);
    try {
      await this.options.hooks?.onSignIn?.({ userId: user.id, email: user.email, method });
    } catch (error) {
      this.report('onSignIn hook', error);
    }
    return result;
  }

  private async issueSession(
    user: AuthUserRecord,
    session: AuthSessionRecord,
    parentTokenId: string | null,
  ): Promise<GoTrueSession> {
    const now = this.clock.now();
    const iat = Math.floor(now.getTime() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
    const refreshToken = randomToken();
    await this.store.insertRefreshToken({
      id: randomUUID(),
      tokenHash: sha256(refreshToken),
      sessionId: session.id,
      userId: user.id,
      parentId: parentTokenId,
      revoked: false,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    const gotrueUser = toGoTrueUser(user);
    const accessToken = await this.keys.sign({
      iss: this.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: gotrueUser.app_metadata,
      user_metadata: publicUserMetadata(user),
      role: 'authenticated',
      aal: session.aal,
      amr: session.amr,
      session_id: session.id,
      is_anonymous: false,
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      expires_at: exp,
      refresh_token: refreshToken,
      user: gotrueUser,
    };
  }

  /** Milliseconds the address stays locked: five failures within 15 minutes lock it for 15 minutes. */
  private async lockedForMs(email: string): Promise<number> {
    const now = this.clock.now().getTime();
    const since = new Date(now - LOCKOUT_WINDOW_MS - LOCKOUT_DURATION_MS).toISOString();
    const failures = (await this.store.listFailedLoginTimes(email, since)).map((t) => Date.parse(t));
    let lockedUntil = 0;
    for (let i = LOCKOUT_MAX_FAILURES - 1; i < failures.length; i += 1) {
      const last = failures[i] ?? 0;
      const first = failures[i - LOCKOUT_MAX_FAILURES + 1] ?? 0;
      if (last - first <= LOCKOUT_WINDOW_MS) lockedUntil = Math.max(lockedUntil, last + LOCKOUT_DURATION_MS);
    }
    return Math.max(0, lockedUntil - now);
  }

  /** Only the site's own origins may receive tokens; anything else falls back to the site URL. */
  private safeRedirect(requested: string | undefined, defaultPath: string): string {
    const site = new URL(this.options.siteUrl);
    const fallback = new URL(defaultPath, site).toString();
    if (!requested) return fallback;
    let url: URL;
    try {
      url = new URL(requested, site);
    } catch {
      return fallback;
    }
    const allowed = new Set(
      [this.options.siteUrl, this.options.publicUrl, ...(this.options.allowedRedirectOrigins ?? [])].map(
        (o) => new URL(o).origin,
      ),
    );
    return allowed.has(url.origin) ? url.toString() : fallback;
  }

  /** Read again: a concurrent refresh may have rotated the token after it was first looked up. */
  private async rotatedWithinReuseInterval(tokenHash: string): Promise<boolean> {
    const token = await this.store.findRefreshTokenByHash(tokenHash);
    if (!token?.revoked) return false;
    return this.clock.now().getTime() - Date.parse(token.updatedAt) <= REFRESH_TOKEN_REUSE_INTERVAL_MS;
  }

  private sentWithinAMinute(sentAt: string | null): boolean {
    return sentAt !== null && this.clock.now().getTime() - Date.parse(sentAt) < EMAIL_RESEND_INTERVAL_MS;
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

/** GoTrue accepts "email" for the confirmation link as well as the older "signup". */
function linkType(type: string): OneTimeTokenType {
  if (type === 'recovery') return 'recovery';
  if (type === 'signup' || type === 'email') return 'signup';
  throw authErrors.validation(
    `Verify requires a verification type of signup, email or recovery, got ${type}`,
  );
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function stripFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
