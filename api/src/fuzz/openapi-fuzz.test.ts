// Every operation in /api/openapi.json, fed generated bad input as an anonymous caller, a subscriber and an
// admin, on SQLite and on PostgreSQL: no answer may be a 5xx, and a refused write (4xx) must leave every table
// as it was. PostgreSQL refuses what SQLite stores (a NUL byte in text, an integer past its column, a year 0
// timestamp), so the same inputs must be refused by validation on both engines. Seeded, so a failure
// reproduces: FUZZ_SEED=<seed printed in the failure> reruns the same inputs; FUZZ_RUNS sets the number of
// inputs per operation and caller (default 8).
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { TOKENS } from '../container';
import { describeEachEngineApp } from '../testing/engine-test-app';
import { seedSample } from '../testing/sample-season';
import type { TestApp } from '../testing/test-app';
import { requestFor, type Operation } from './arbitraries';
import { changedTables, snapshot } from './db-snapshot';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_012);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

/**
 * 5xx answers found, reported to their owners, and not fixed yet: `METHOD /path` with the exact reproducer.
 * An entry excuses only that operation's 5xx (a refused write must still change nothing). Empty when none.
 */
export const knownServerErrors: readonly { operation: string; reproducer: string }[] = [];

type Caller = 'anonymous' | 'subscriber' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'subscriber', 'admin'];

describeEachEngineApp(
  'OpenAPI fuzz: bad input never gets a 5xx and a refused write changes nothing',
  (getApp, engine) => {
    let t: TestApp;
    let db: DbHandle['db'];
    let operations: Operation[] = [];
    const tokens: Record<Caller, Record<string, string>> = { anonymous: {}, subscriber: {}, admin: {} };
    let ids: string[] = [];
    let generation = 0;

    /** (Re)creates the signed-in callers: a fuzzed DELETE /api/me may legitimately delete one. */
    async function signIn(): Promise<void> {
      generation += 1;
      const subscriber = await t.user(`fuzz-sub-${generation}@x.dev`, { tier: 'all-star' });
      const admin = await t.user(`fuzz-admin-${generation}@x.dev`, { role: 'admin' });
      tokens.subscriber = subscriber.headers;
      tokens.admin = admin.headers;
      // An open bet of the subscriber's (on an upcoming pick), so PATCH and DELETE /api/bets/{id} meet a real one.
      const bet = await t.app.request('/api/bets', {
        method: 'POST',
        headers: { ...subscriber.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ pickId: 'p02', sportsbook: 'DraftKings', odds: -110, stake: 1 }),
      });
      const betId = ((await bet.json()) as { id: string }).id;
      ids = ['p01', 'w5-0', 'g5', '1', subscriber.id, admin.id, 'all-star', 'starting', betId];
    }

    async function stillSignedIn(): Promise<boolean> {
      for (const who of ['subscriber', 'admin'] as const) {
        if ((await t.get('/api/me', tokens[who])).status !== 200) return false;
      }
      return true;
    }

    beforeAll(async () => {
      t = getApp();
      await seedSample(t);
      db = t.container.get<DbHandle>(TOKENS.db).db;
      await signIn();
      const doc = (await (await t.get('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
      };
      operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => ({ ...op, method, path: path })),
      );
    });

    it('finds the operations in the document', () => {
      expect(operations.length).toBeGreaterThan(40);
    });

    // Measured at ~40 s for the default 8 runs on a busy 2-core machine, and 83 s (SQLite) and about 110 s
    // (PostgreSQL) on one shared by six test runs (load 17): the guard is generous; more runs get more.
    it('holds for every operation and caller', { timeout: 240_000 * Math.max(1, RUNS / 8) }, async () => {
      const failures: string[] = [];
      let requests = 0;
      for (const [index, op] of operations.entries()) {
        const name = `${op.method.toUpperCase()} ${op.path}`;
        const known = knownServerErrors.some((k) => k.operation === name);
        for (const caller of CALLERS) {
          const seed = SEED + index * 3 + CALLERS.indexOf(caller);
          const write = op.method !== 'get';
          const result = await fc.check(
            fc.asyncProperty(requestFor(op, tokens[caller], ids), async (req) => {
              requests += 1;
              // The arbitrary captured the headers when it was built; a re-sign-in gives fresh ones.
              req.init.headers = { ...req.init.headers, ...tokens[caller] };
              const before = write ? await snapshot(db) : null;
              const res = await t.app.request(req.url, req.init);
              await res.arrayBuffer();
              if (res.status >= 500 && !known)
                throw new Error(`${res.status} for ${req.init.method} ${req.url} (${req.bodyKind} body)`);
              if (before && res.status >= 400) {
                const changed = changedTables(before, await snapshot(db));
                if (changed.length)
                  throw new Error(`refused with ${res.status} but changed ${changed.join(', ')}: ${req.url}`);
              }
              if (write && res.status < 300 && !(await stillSignedIn())) await signIn();
            }),
            { seed, numRuns: RUNS, endOnFailure: true },
          );
          if (result.failed) {
            const input = result.counterexample?.[0];
            const shown = input ? { url: input.url, method: input.init.method, body: input.init.body } : null;
            failures.push(
              `${name} as ${caller}: seed ${seed}, path ${result.counterexamplePath ?? '?'}: ` +
                `${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}\n` +
                `  input: ${JSON.stringify(shown).slice(0, 600)}`,
            );
          }
        }
      }
      if (failures.length)
        console.error(`OpenAPI fuzz failures on ${engine} (base seed ${SEED}):\n${failures.join('\n')}`);
      // The figures issue #15 asks for, in the test log of every run.
      console.info(
        `OpenAPI fuzz on ${engine}: ${operations.length} operations x ${CALLERS.length} callers x ${RUNS} inputs, ${requests} requests, ${failures.length} failing (seed ${SEED})`,
      );
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(operations.length * CALLERS.length * RUNS * 0.9);
    });
  },
);
