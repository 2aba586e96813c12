// The links the auth service mails (sign-up confirmation, password recovery): one-time tokens kept as hashes,
// at most one mail of a kind a minute per address (a second request is refused with GoTrue's 429
// over_email_send_rate_limit, as hosted does), and redirects only to the site's own origins. Opening a link is
// consumed here; the service then starts the session.
import { randomUUID } from 'node:crypto';
import { authErrors } from './auth-error';
import type { AuthServiceError } from './auth-error';
import type { AuthUserRecord, OneTimeTokenType } from './auth-store';
import type { GoTrueSession } from './gotrue-json';
import type { LocalAuthServiceOptions } from './local-auth-options';
import { randomToken, sha256 } from './opaque-tokens';

const TOKEN_LIFETIME_MS: Record<OneTimeTokenType, number> = {
  recovery: 60 * 60_000,
  signup: 24 * 60 * 60_000,
};
const EMAIL_RESEND_INTERVAL_MS = 60_000;

export class EmailLinks {
  constructor(
    private readonly options: LocalAuthServiceOptions,
    /** `${publicUrl}/auth/v1`: links lead to its /verify. */
    private readonly issuer: string,
  ) {}

  private get store() {
    return this.options.store;
  }

  private get clock() {
    return this.options.clock;
  }

  async sendConfirmation(user: AuthUserRecord, redirectTo: string | undefined): Promise<void> {
    this.assertNotSentWithinAMinute(user.confirmationSentAt);
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

  /** Mails a recovery link; refused when one went to the address within the last minute. */
  async sendRecovery(user: AuthUserRecord, requestedRedirect: string | undefined): Promise<void> {
    // So the form cannot be used to flood an inbox; the 429 tells the person a link is already on its way.
    this.assertNotSentWithinAMinute(user.recoverySentAt);
    const redirectTo = this.safeRedirect(requestedRedirect, '/reset-password');
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

  /** Uses up a link's token: a valid, unused, unexpired token of the asked type for the address it was sent to. */
  async consume(
    rawToken: string,
    requestedType: string,
  ): Promise<{ user: AuthUserRecord; redirectTo: string | null; type: OneTimeTokenType }> {
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
    return { user, redirectTo: token.redirectTo, type };
  }

  /** Only the site's own origins may receive tokens; anything else falls back to the site URL. */
  safeRedirect(requested: string | undefined, defaultPath: string): string {
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

  /** GoTrue's validateSentWithinFrequencyLimit, with its SMTP max frequency default of 60 s. */
  private assertNotSentWithinAMinute(sentAt: string | null): void {
    if (sentAt === null) return;
    const leftMs = Date.parse(sentAt) + EMAIL_RESEND_INTERVAL_MS - this.clock.now().getTime();
    if (leftMs > 0) throw authErrors.overEmailSendRateLimit(Math.floor(leftMs / 1000));
  }

  private nowIso(): string {
    return this.clock.now().toISOString();
  }

  private get productName(): string {
    return this.options.productName ?? 'EdgeBoard';
  }
}

/** GoTrue accepts "email" for the confirmation link as well as the older "signup". */
function linkType(type: string): OneTimeTokenType {
  if (type === 'recovery') return 'recovery';
  if (type === 'signup' || type === 'email') return 'signup';
  throw authErrors.validation(
    `Verify requires a verification type of signup, email or recovery, got ${type}`,
  );
}

/** GET /verify's answer once a link is opened: the session in the fragment, where supabase-js' implicit flow reads it. */
export function sessionFragmentUrl(target: string, session: GoTrueSession, type: OneTimeTokenType): string {
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: 'bearer',
    type,
  });
  return `${stripFragment(target)}#${fragment.toString()}`;
}

/** GET /verify's answer for a link that cannot be used: GoTrue's error parameters in the fragment. */
export function errorFragmentUrl(target: string, error: AuthServiceError): string {
  const fragment = new URLSearchParams({
    error: 'access_denied',
    error_code: error.code,
    error_description: error.message,
  });
  return `${stripFragment(target)}#${fragment.toString()}`;
}

function stripFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
