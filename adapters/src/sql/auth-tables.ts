/**
 * Tables of the local auth stand-in. Timestamps are ISO-8601 strings and flags are 0/1 integers so the
 * same rows read back identically from SQLite and PostgreSQL; ISO strings in UTC compare correctly as text.
 */
export interface AuthUsersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  encrypted_password: string;
  email_confirmed_at: string | null;
  /** JSON object (GoTrue raw_user_meta_data). */
  user_metadata: string;
  /** JSON object (GoTrue raw_app_meta_data). */
  app_metadata: string;
  identity_id: string;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
}

export interface AuthSessionsTable {
  id: string;
  user_id: string;
  aal: string;
  /** JSON array of {method, timestamp}. */
  amr: string;
  created_at: string;
  updated_at: string;
}

export interface AuthRefreshTokensTable {
  id: string;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  session_id: string;
  user_id: string;
  /** The token this one replaced; the chain of one session is the rotation family. */
  parent_id: string | null;
  revoked: number;
  created_at: string;
  updated_at: string;
}

export interface AuthOneTimeTokensTable {
  id: string;
  user_id: string;
  token_type: string;
  token_hash: string;
  relates_to: string;
  redirect_to: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuthLoginAttemptsTable {
  id: string;
  email: string;
  /** The caller's address (migration 011); failures lock an e-mail for this address only. */
  client_address: string;
  succeeded: number;
  attempted_at: string;
}

export interface AuthSigningKeysTable {
  kid: string;
  algorithm: string;
  /** The private JSON Web Key, sealed (`enc:v1:…`, AES-256-GCM under a key derived from the install secret). */
  private_jwk: string;
  public_jwk: string;
  active: number;
  created_at: string;
}

export interface AuthTables {
  auth_users: AuthUsersTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_one_time_tokens: AuthOneTimeTokensTable;
  auth_login_attempts: AuthLoginAttemptsTable;
  auth_signing_keys: AuthSigningKeysTable;
}
