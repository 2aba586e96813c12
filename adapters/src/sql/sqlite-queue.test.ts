// The one connection is handed to one waiter at a time, in the order they asked; the inner driver never sees a
// second acquire while the connection is out (so its own mutex, which wakes every waiter, never has one).
import type { DatabaseConnection, Driver } from 'kysely';
import { describe, expect, it } from 'vitest';
import { QueuedDriver } from './sqlite-queue';

function fakeDriver() {
  const connection = {} as DatabaseConnection;
  const log = { out: 0, mostOut: 0, acquires: 0 };
  const inner: Driver = {
    init: () => Promise.resolve(),
    acquireConnection: () => {
      log.acquires += 1;
      log.out += 1;
      log.mostOut = Math.max(log.mostOut, log.out);
      return Promise.resolve(connection);
    },
    releaseConnection: () => {
      log.out -= 1;
      return Promise.resolve();
    },
    beginTransaction: () => Promise.resolve(),
    commitTransaction: () => Promise.resolve(),
    rollbackTransaction: () => Promise.resolve(),
    destroy: () => Promise.resolve(),
  };
  return { inner, log };
}

describe('QueuedDriver', () => {
  it('serves waiters one at a time, in the order they asked', async () => {
    const { inner, log } = fakeDriver();
    const driver = new QueuedDriver(inner);
    const served: number[] = [];
    await Promise.all(
      Array.from({ length: 500 }, async (_, i) => {
        const c = await driver.acquireConnection();
        served.push(i);
        await driver.releaseConnection(c);
      }),
    );
    expect(served).toEqual(Array.from({ length: 500 }, (_, i) => i));
    expect(log).toEqual({ out: 0, mostOut: 1, acquires: 500 });
  });

  it('is free again once the last waiter has released it', async () => {
    const { inner, log } = fakeDriver();
    const driver = new QueuedDriver(inner);
    await driver.releaseConnection(await driver.acquireConnection());
    await driver.releaseConnection(await driver.acquireConnection());
    expect(log.mostOut).toBe(1);
    expect(log.out).toBe(0);
  });
});
