// An ingest batch's writes are visible only once its transaction ends, so "picks changed" is raised then, once,
// and only when the batch wrote picks or games (issue #31 item 2). Both engines.
import { describeEachEngine } from '@edgeboard/adapters/sql/test-engines';
import { game, player } from '@edgeboard/adapters/sql/repositories/test-rows';
import { expect, it } from 'vitest';
import { sqlIngestTransaction } from './ingest-deps';

describeEachEngine('sqlIngestTransaction', (getDb) => {
  it('raises picks changed once, after the transaction, when it wrote games', async () => {
    const seen: string[] = [];
    const run = sqlIngestTransaction(getDb(), () => seen.push('changed'));
    await run(async (repos) => {
      await repos.games.upsertMany([game('ig1')]);
      await repos.games.updateScore('ig1', { home_score: 3, away_score: 0, status: 'final' });
      seen.push('end of batch');
    });
    expect(seen).toEqual(['end of batch', 'changed']);
  });

  it('raises nothing when the batch wrote no pick or game', async () => {
    let raised = 0;
    const run = sqlIngestTransaction(getDb(), () => (raised += 1));
    await run((repos) => repos.players.upsertMany([player('ip1')]));
    expect(raised).toBe(0);
  });
});
