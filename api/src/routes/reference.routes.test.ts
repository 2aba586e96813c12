import { NflGame, Plan, planFeatures } from '@edgeboard/domain';
import { samplePlayer } from '@edgeboard/fixtures/samples';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { game } from '../testing/sample-season';
import { testAppPerSuite } from '../testing/per-suite';

const t = testAppPerSuite({ seasonNow: '2025-10-12T15:00:00Z' }, async (t) => {
  await t.repos.games.upsertMany([
    game('g6', 6, '2025-10-12T14:00:00Z'),
    game('g6b', 6, '2025-10-13T00:20:00Z'),
  ]);
  await t.repos.news.upsertMany(
    Array.from({ length: 30 }, (_, i) => ({
      id: `n${i}`,
      content: `Title: Story ${i}\nDate: 2025-10-0${(i % 9) + 1}\nOriginal Source: Team report\n\nBody ${i}.`,
      source: 'rotoballer',
      url: `https://news.example/${i}`,
      created_at: new Date(Date.UTC(2025, 9, 1, 0, i)).toISOString(),
    })),
  );
});

describe('GET /api/nfl/scoresbasic', () => {
  it('plays the week out against the season clock', async () => {
    const res = await t.get('/api/nfl/scoresbasic?season=2025&week=6&seasonType=REG');
    expect(res.status).toBe(200);
    const games = z.array(NflGame).parse(await res.json());
    expect(games.map((g) => g.Status)).toEqual(['InProgress', 'Scheduled']);
    expect(games[0]?.Quarter).toBe('2');
  });

  it('refuses a bad week', async () => {
    const res = await t.get('/api/nfl/scoresbasic?season=2025&week=0');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'week' } });
  });
});

describe('GET /api/news/rotoballer', () => {
  it('parses the documents, newest first, and caps the count by tier', async () => {
    const starting = await t.user('news-starting@x.dev', { tier: 'starting' });
    const ten = (await (await t.get('/api/news/rotoballer?limit=25', starting.headers)).json()) as {
      title: string;
      originalSource: string;
    }[];
    expect(ten).toHaveLength(10);
    expect(ten[0]).toMatchObject({ title: 'Story 29', originalSource: 'Team report', body: 'Body 29.' });
    const allstar = await t.user('news-allstar@x.dev', { tier: 'all-star' });
    expect(
      (await (await t.get('/api/news/rotoballer?limit=25', allstar.headers)).json()) as unknown[],
    ).toHaveLength(25);
  });

  // Issue #18 item 11: anonymous callers got 10 stories while a paying scout got 403.
  it('keeps news from the scout tier, as the spec does, and from everyone below it', async () => {
    const scout = await t.user('news-scout@x.dev', { tier: 'scout' });
    const free = await t.user('news-free@x.dev');
    for (const headers of [scout.headers, free.headers, {}]) {
      const res = await t.get('/api/news/rotoballer?limit=10', headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        error: { code: 'upgrade_required', message: 'Upgrade to Premium to receive NFL news' },
      });
    }
  });
});

describe('reference data', () => {
  it('lists plans without provider price ids, and players for search', async () => {
    await t.repos.plans.upsertMany([
      {
        id: 'scout',
        tier: 'scout',
        name: 'Scout',
        price: 2.99,
        interval: 'month',
        features: ['Delayed picks'],
        description: 'd',
        popular: false,
        priceId: 'price_123',
      },
    ]);
    const plans = z.array(Plan).parse(await (await t.get('/api/plans')).json());
    expect(plans).toHaveLength(1);
    expect(JSON.stringify(plans)).not.toContain('price_123');
    // What the plan unlocks is the domain's, not the row's old promise (issue #28 item 8).
    expect(plans[0]?.features).toEqual(planFeatures('scout'));
    await t.repos.players.upsertMany([samplePlayer({ id: 'p1', name: 'Zed Able' })]);
    expect(await (await t.get('/api/players')).json()).toEqual([
      { id: 'p1', name: 'Zed Able', position: 'WR', team_name: 'Kansas City Chiefs' },
    ]);
  });

  const base = {
    content: 'Text',
    author: 'A',
    date: '2025-09-01',
    category: 'Strategy',
    tags: [],
    sections: [],
    imageUrl: null,
    htmlPath: null,
    html: '<p>Text</p>',
  };

  it('serves published articles only', async () => {
    await t.repos.articles.create({ ...base, title: 'Live', status: 'published' }, 'a1');
    await t.repos.articles.create({ ...base, title: 'Draft', status: 'draft' }, 'a2');
    const list = (await (await t.get('/api/articles')).json()) as { id: string }[];
    expect(list.map((a) => a.id)).toEqual(['a1']);
    expect((await t.get('/api/articles/a1')).status).toBe(200);
    const draft = await t.get('/api/articles/a2');
    expect(draft.status).toBe(404);
    expect(await draft.json()).toMatchObject({ error: { message: 'Article not found' } });
  });

  it('serves a stored unsafe article link as null (no dead or scripted Read More)', async () => {
    const unsafe = { imageUrl: '//evil.example/i.png', htmlPath: 'javascript:alert(1)', html: null };
    await t.repos.articles.create({ ...base, ...unsafe, title: 'Old row', status: 'published' }, 'a-unsafe');
    expect(await (await t.get('/api/articles/a-unsafe')).json()).toMatchObject({
      imageUrl: null,
      htmlPath: null,
    });
  });
});
