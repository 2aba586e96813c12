// The LocalAuthService tests share one harness, split by behaviour (sign-up, sign-in, sessions, recovery): a fresh
// store from each factory per test, a manual clock, an outbox mailer, and the hooks' calls recorded. The fields
// are replaced before each test, so read them through the harness (h.clock), never destructured.
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { AuthServiceError } from './auth-error';
import type { AuthStore } from './auth-store';
import type { GoTrueSession, GoTrueUser } from './gotrue-json';
import { LocalAuthService } from './local-auth-service';
import type { AuthUserCreated, LocalAuthServiceOptions } from './local-auth-service';
import { authStoreFactories, ManualClock, OutboxMailer, TEST_SECRET_KEY } from './testing';
import type { StoreUnderTest } from './testing';

export const SITE = 'http://localhost:5173';
export const PUBLIC = 'http://localhost:8787';
export const PASSWORD = 'Correct-Horse-9';

export async function errorOf(promise: Promise<unknown>): Promise<AuthServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthServiceError) return error;
    throw error;
  }
  throw new Error('expected an AuthServiceError');
}

/** Asserts that the session of these tokens has ended: neither token works any more. */
export async function expectSessionEnded(
  auth: LocalAuthService,
  tokens: Pick<GoTrueSession, 'access_token' | 'refresh_token'>,
): Promise<void> {
  expect((await errorOf(auth.getUser(tokens.access_token))).code).toBe('session_not_found');
  expect((await errorOf(auth.refreshSession(tokens.refresh_token))).code).toBe('refresh_token_not_found');
}

/**
 * Asserts GoTrue's answer to a rotated refresh token reused after its grace interval: refused as already used,
 * and the whole session, whose newest tokens are `latest`, ended.
 */
export async function expectReuseEndsSession(
  auth: LocalAuthService,
  rotated: string,
  latest: Pick<GoTrueSession, 'access_token' | 'refresh_token'>,
): Promise<void> {
  const reused = await errorOf(auth.refreshSession(rotated));
  expect([reused.status, reused.code]).toEqual([400, 'refresh_token_already_used']);
  await expectSessionEnded(auth, latest);
}

export function isSession(value: GoTrueSession | GoTrueUser): value is GoTrueSession {
  return 'access_token' in value;
}

export interface LocalAuthHarness {
  store: AuthStore;
  clock: ManualClock;
  mailer: OutboxMailer;
  /** What the onUserCreated hook was called with. */
  created: AuthUserCreated[];
  /** `${email}:${method}` per onSignIn call. */
  signIns: string[];
  service: (overrides?: Partial<LocalAuthServiceOptions>) => LocalAuthService;
  signUp: (auth: LocalAuthService, email?: string) => Promise<GoTrueSession>;
}

/** Registers the per-test setup and teardown in the calling describe block and returns its harness. */
export function localAuthHarness(create: () => Promise<StoreUnderTest>): LocalAuthHarness {
  let harness: StoreUnderTest;
  const h = {
    service: (overrides: Partial<LocalAuthServiceOptions> = {}) =>
      new LocalAuthService({
        secretKey: TEST_SECRET_KEY,
        store: h.store,
        clock: h.clock,
        mailer: h.mailer,
        publicUrl: PUBLIC,
        siteUrl: SITE,
        hooks: {
          onUserCreated: (user) => {
            h.created.push(user);
            return Promise.resolve();
          },
          onSignIn: (event) => {
            h.signIns.push(`${event.email}:${event.method}`);
            return Promise.resolve();
          },
        },
        ...overrides,
      }),
    signUp: async (auth: LocalAuthService, email = 'ada@example.com') => {
      const result = await auth.signUp({
        email,
        password: PASSWORD,
        data: { name: 'Ada', is_over_18: true },
      });
      if (!isSession(result)) throw new Error('expected a session');
      return result;
    },
  } as LocalAuthHarness;

  beforeEach(async () => {
    harness = await create();
    h.store = harness.store;
    h.clock = new ManualClock();
    h.mailer = new OutboxMailer();
    h.created = [];
    h.signIns = [];
  });
  afterEach(async () => {
    await harness.close();
  });
  return h;
}

/** `body` once per auth store (memory, SQL), under `title (<store> store)`, each with its own harness. */
export function describeLocalAuth(title: string, body: (h: LocalAuthHarness) => void): void {
  describe.each(authStoreFactories)(`${title} (%s store)`, (_name, create) => {
    body(localAuthHarness(create));
  });
}
