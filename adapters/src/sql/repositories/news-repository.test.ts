import { expect, it } from 'vitest';
import { describeEachEngine } from '../test-engines';
import { SqlNewsRepository } from './news-repository';

const doc = (id: string, source: string, minute: number) => ({
  id,
  content: `Title: Story ${id}\nDate: 2025-09-01\nOriginal Source: Wire\n\nBody of ${id}.`,
  source,
  url: source === 'rotoballer' ? `https://example.com/${id}` : null,
  created_at: new Date(Date.UTC(2025, 8, 1, 12, minute)).toISOString(),
});

describeEachEngine('SqlNewsRepository', (getDb) => {
  const repo = () => new SqlNewsRepository(getDb());

  it('returns the latest documents, overall or from one source', async () => {
    await repo().upsertMany([doc('n1', 'rotoballer', 1), doc('n2', 'wire', 2), doc('n3', 'rotoballer', 3)]);
    await repo().upsertMany([{ ...doc('n1', 'rotoballer', 1), content: 'Updated' }]);
    expect((await repo().latest(2)).map((d) => d.id)).toEqual(['n3', 'n2']);
    const roto = await repo().bySource('rotoballer', 10);
    expect(roto.map((d) => d.id)).toEqual(['n3', 'n1']);
    expect(roto[1]).toEqual({ ...doc('n1', 'rotoballer', 1), content: 'Updated' });
    expect(await repo().bySource('nobody', 10)).toEqual([]);
  });
});
