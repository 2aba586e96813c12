import { ForbiddenError, NewsQuery } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemoryNewsFeed } from '../../in-memory/news-feed';
import { ANONYMOUS_STATE } from '../../props/pick-access';
import { kitState } from '../../props/props-test-kit';
import { readNews } from './read-news';

const doc = (n: number) => ({
  id: `n${String(n)}`,
  content: `Title: Headline ${String(n)}\n\nBody ${String(n)}.`,
  source: 'wire',
  url: null,
  created_at: new Date(Date.UTC(2025, 9, n)).toISOString(),
});
const news = new InMemoryNewsFeed(Array.from({ length: 30 }, (_, i) => doc(i + 1)));

describe('readNews', () => {
  it('answers the newest first, as many as the plan allows', async () => {
    const allStar = await readNews({ news }, kitState('all-star'), NewsQuery.parse({ limit: '100' }));
    expect(allStar).toHaveLength(25);
    expect(allStar[0]).toMatchObject({ id: 'n30', title: 'Headline 30' });
    expect(await readNews({ news }, kitState('starting'), NewsQuery.parse({ limit: '100' }))).toHaveLength(
      10,
    );
    expect(await readNews({ news }, kitState('all-star'), NewsQuery.parse({ limit: '3' }))).toHaveLength(3);
  });

  it('gives everyone below starting the upgrade notice, anonymous callers too', async () => {
    for (const state of [ANONYMOUS_STATE, kitState('free'), kitState('scout')])
      await expect(readNews({ news }, state, NewsQuery.parse({}))).rejects.toBeInstanceOf(ForbiddenError);
  });
});
