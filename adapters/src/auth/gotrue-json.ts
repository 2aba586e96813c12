import type { AuthUserRecord, JsonObject } from './auth-store';

/** The user object GoTrue returns (the fields supabase-js' User type reads). */
export interface GoTrueUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at?: string;
  phone: string;
  confirmation_sent_at?: string;
  confirmed_at?: string;
  recovery_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: JsonObject;
  user_metadata: JsonObject;
  identities: GoTrueIdentity[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface GoTrueIdentity {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: JsonObject;
  provider: 'email';
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email: string;
}

/** The session object of /token, /verify and /signup. */
export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

export const defaultAppMetadata = (): JsonObject => ({ provider: 'email', providers: ['email'] });

/** GoTrue keeps the identity's e-mail facts in user_metadata next to what the client sent at sign-up. */
export function publicUserMetadata(user: AuthUserRecord): JsonObject {
  return {
    ...user.userMetadata,
    email: user.email,
    email_verified: user.emailConfirmedAt !== null,
    phone_verified: false,
    sub: user.id,
  };
}

export function toGoTrueUser(user: AuthUserRecord): GoTrueUser {
  const optional = (key: string, value: string | null) => (value === null ? {} : { [key]: value });
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    ...optional('email_confirmed_at', user.emailConfirmedAt),
    phone: '',
    ...optional('confirmation_sent_at', user.confirmationSentAt),
    ...optional('confirmed_at', user.emailConfirmedAt),
    ...optional('recovery_sent_at', user.recoverySentAt),
    ...optional('last_sign_in_at', user.lastSignInAt),
    app_metadata: { ...defaultAppMetadata(), ...user.appMetadata },
    user_metadata: publicUserMetadata(user),
    identities: [
      {
        identity_id: user.identityId,
        id: user.id,
        user_id: user.id,
        identity_data: {
          email: user.email,
          email_verified: user.emailConfirmedAt !== null,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        ...optional('last_sign_in_at', user.lastSignInAt),
        created_at: user.createdAt,
        updated_at: user.updatedAt,
        email: user.email,
      },
    ],
    created_at: user.createdAt,
    updated_at: user.updatedAt,
    is_anonymous: false,
  };
}

/** GoTrue's GET /settings: what a client may offer (e-mail sign-in only, sign-up while allowed). */
export function goTrueSettings(input: { signupAllowed: boolean; autoconfirm: boolean }): JsonObject {
  return {
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: !input.signupAllowed,
    mailer_autoconfirm: input.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  };
}
