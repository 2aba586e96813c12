// One home for the set-up most API test files opened with: a resource (a test app, an auth server, a payments
// context) opened before the tests of the enclosing describe (or before each test) and closed after them.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

interface Closable {
  close(): unknown;
}

/**
 * Registers the hooks that open and close the resource, and answers an object that stands for the open one, so
 * a test file declares it in one line and uses it as `t.x`. Using it outside the tests (before it is open)
 * throws rather than reading undefined.
 */
export function opened<T extends Closable>(
  open: () => Promise<T>,
  scope: 'suite' | 'each' = 'suite',
  seed?: (resource: T) => Promise<unknown>,
): T {
  let current: T | undefined;
  (scope === 'suite' ? beforeAll : beforeEach)(async () => {
    current = await open();
    await seed?.(current);
  });
  (scope === 'suite' ? afterAll : afterEach)(async () => {
    const closing = current;
    current = undefined;
    await closing?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error(`Read ${String(key)} before the test set-up opened it`);
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? (value.bind(current) as unknown) : value;
    },
  });
}

export type TestAppOptions = Parameters<typeof createTestApp>[0];

/** A test app for the enclosing describe, `seed`ed once before its tests. */
export const testAppPerSuite = (options: TestAppOptions = {}, seed?: (t: TestApp) => Promise<unknown>) =>
  opened(() => createTestApp(options), 'suite', seed);

/** A fresh test app for each test (for tests that change settings or spend rate limits), `seed`ed each time. */
export const testAppPerTest = (options: TestAppOptions = {}, seed?: (t: TestApp) => Promise<unknown>) =>
  opened(() => createTestApp(options), 'each', seed);
