// The feed's statements read ai_picks through its covering index alone (issue #34): choosing a page and counting
// its matches never read the picks' rows, whose analysis text is most of their bytes, so a season-wide query
// costs a walk of the index rather than of the table. SQLite only: its plans are stable on a small table,
// where PostgreSQL's planner rightly prefers a sequential scan whatever the indexes.
import type { PickFeedQuery } from '@edgeboard/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../db';
import { migrateToLatest } from '../migrate';
import { SqlAiPickRepository } from './ai-pick-repository';
import { SqlGameRepository } from './game-repository';
import { game, pick } from './test-rows';

let handle: DbHandle;

beforeAll(async () => {
  handle = createDb(':memory:');
  await migrateToLatest(handle.db);
  await new SqlGameRepository(handle.db).upsertMany([game('g1'), game('g2', { week: 2 })]);
  const picks = Array.from({ length: 40 }, (_, i) =>
    pick(`p${i}`, { week: 1 + (i % 2), game_id: `g${1 + (i % 2)}`, confidence: 50 + i }),
  );
  await new SqlAiPickRepository(handle.db).insertMany(picks);
  await sql`analyze`.execute(handle.db);
});

afterAll(() => handle.close());

/** Each step of the plans of the statements `q` sends that reads ai_picks. */
async function picksAccess(q: PickFeedQuery): Promise<string[]> {
  const sent: { sql: string; parameters: readonly unknown[] }[] = [];
  const stop = handle.statements.watch((text, parameters) => sent.push({ sql: text, parameters }));
  try {
    await new SqlAiPickRepository(handle.db).feed(q);
  } finally {
    stop();
  }
  expect(sent.length).toBeGreaterThan(0);
  const steps: string[] = [];
  for (const statement of sent) {
    const rows = await handle.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${statement.sql}`, [...statement.parameters]),
    );
    steps.push(...rows.rows.map((r) => r.detail).filter((d) => /\bai_picks\b/.test(d)));
  }
  return steps;
}

const SEASON_WIDE: PickFeedQuery[] = [
  { season: 2025, sortBy: 'confidence', sortOrder: 'desc', limit: 12, offset: 0 },
  {
    season: 2025,
    statTypes: ['passing_yards'],
    minConfidence: 60,
    sortBy: 'ev',
    sortOrder: 'desc',
    limit: 12,
    offset: 12,
  },
  {
    season: 2025,
    player: 'mahomes',
    playsOnly: true,
    sortBy: 'created_at',
    sortOrder: 'asc',
    limit: 12,
    offset: 0,
  },
  {
    season: 2025,
    week: 2,
    statTypes: ['passing_yards'],
    sortBy: 'stat_type',
    sortOrder: 'asc',
    limit: 12,
    offset: 0,
  },
  {
    season: 2025,
    sortBy: 'confidence',
    sortOrder: 'desc',
    limit: 12,
    offset: 0,
    openTo: { season: 2025, now: '2025-09-01T00:00:00.000Z', cap: 3 },
  },
];

describe('the feed statement on SQLite', () => {
  it.each(SEASON_WIDE.map((q) => [JSON.stringify(q), q] as const))(
    'reads ai_picks through covering indexes or by id only: %s',
    async (_name, q) => {
      const steps = await picksAccess(q);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        // The page's own rows are read by their key; every other read of ai_picks stays in the index.
        expect(step).toMatch(
          /USING COVERING INDEX \w+|USING INDEX sqlite_autoindex_ai_picks_1 \(id=\?\)|USING PRIMARY KEY/,
        );
      }
    },
  );
});
