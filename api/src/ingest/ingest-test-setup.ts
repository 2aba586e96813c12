// Shared by the ingest tests: a test app's repositories, and the real provider adapters on the recorded
// payloads (adapters/src/providers/__recorded__) through a fake fetch.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DbHandle } from '@edgeboard/adapters/sql/db';
import {
  NFLVERSE_SCHEDULE_URL,
  NflverseHttpStats,
  nflversePlayerStatsUrl,
} from '@edgeboard/adapters/providers/nflverse-http-stats';
import { OddsApiV4 } from '@edgeboard/adapters/providers/odds-api-v4';
import { TOKENS } from '../container';
import { createTestApp } from '../testing/test-app';
import { sqlIngestTransaction } from './ingest-deps';

const RECORDED = path.resolve(__dirname, '../../../adapters/src/providers/__recorded__');
export const recorded = (name: string) => readFileSync(path.join(RECORDED, name), 'utf8');
export const EVENT_IDS = ['4f0a8c2b9d7e61a35b2c0e9f8d7a6b51', '9b3e1d7c5a2f48e6b0c9d1e2f3a4b5c6'] as const;

export type Answer = { status: number; body: string; headers?: Record<string, string> };
export const ok = (body: string, headers: Record<string, string> = {}): Answer => ({
  status: 200,
  body,
  headers,
});

/** Answers by URL key; each key's answers are used in turn, the last one repeating. */
export function scriptedFetch(route: (url: URL) => string, script: Record<string, Answer[]>) {
  const calls: URL[] = [];
  const fetch = (input: string | URL) => {
    const url = new URL(input.toString());
    calls.push(url);
    const answers = script[route(url)] ?? [];
    const a = (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 404, body: 'Not Found' };
    // A 304 has no body by definition (Response refuses one).
    return Promise.resolve(
      new Response(a.status === 304 ? null : a.body, { status: a.status, headers: a.headers }),
    );
  };
  return { fetch, calls };
}

export async function ingestFixture() {
  const t = await createTestApp();
  const cacheDir = mkdtempSync(path.join(tmpdir(), 'ingest-cache-'));
  const logs: string[] = [];
  const log = (line: string) => {
    logs.push(line);
  };
  const transaction = sqlIngestTransaction(t.container.get<DbHandle>(TOKENS.db).db);

  function stats(script: Record<string, Answer[]>) {
    const { fetch } = scriptedFetch((u) => u.toString(), script);
    return new NflverseHttpStats({
      cacheDir,
      fetch,
      sleep: () => Promise.resolve(),
      log,
      now: () => t.clock.now(),
    });
  }
  function odds(script: Record<string, Answer[]>, quotaFloor = 0) {
    const { fetch, calls } = scriptedFetch(
      (u) => (u.pathname.endsWith('/events') ? 'events' : (u.pathname.split('/').at(-2) ?? '')),
      script,
    );
    const provider = new OddsApiV4({
      apiKey: 'test-key',
      bookmakers: ['draftkings', 'fanduel', 'betmgm'],
      quotaFloor,
      fetch,
      sleep: () => Promise.resolve(),
      log,
    });
    return { provider, calls };
  }
  const statsScript = () => ({
    [NFLVERSE_SCHEDULE_URL]: [ok(recorded('nflverse-games.csv'), { etag: '"g1"' })],
    [nflversePlayerStatsUrl(2025)]: [ok(recorded('nflverse-stats_player_week_2025.csv'), { etag: '"s1"' })],
  });
  const close = async () => {
    await t.close();
    rmSync(cacheDir, { recursive: true, force: true });
  };
  return { ...t, logs, log, transaction, stats, odds, statsScript, close };
}
