import { NotFoundError, type StoredArticle } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { getPublishedArticle, listPublishedArticles } from './published-articles';

const article = (
  id: string,
  status: StoredArticle['status'],
  over: Partial<StoredArticle> = {},
): StoredArticle => ({
  ...{ id, title: id, content: '', author: 'Ed', date: '2025-10-01', category: 'Picks', tags: [] },
  ...{ isFavorite: false, sections: [], status, html: '<p>hi</p><script>x</script>' },
  ...{ created_at: '2025-10-01T00:00:00.000Z', updated_at: '2025-10-01T00:00:00.000Z', published_at: null },
  ...over,
});

/** The article port's reads over three rows (the SQL repository answers `published` newest first). */
const rows = [
  article('ok', 'published', { imageUrl: 'javascript:alert(1)', htmlPath: '/articles/ok.html' }),
  article('draft', 'draft'),
];
const deps = {
  articles: {
    published: () => Promise.resolve(rows.filter((a) => a.status === 'published')),
    get: (id: string) => Promise.resolve(rows.find((a) => a.id === id) ?? null),
  },
  sanitizeHtml: (html: string | null | undefined) => (html ? html.replace(/<script>.*<\/script>/, '') : null),
};

describe('published articles', () => {
  it('serves stored HTML through the sanitiser and unsafe links as null', async () => {
    const [only] = await listPublishedArticles(deps);
    expect(only).toMatchObject({
      id: 'ok',
      html: '<p>hi</p>',
      imageUrl: null,
      htmlPath: '/articles/ok.html',
    });
    expect((await getPublishedArticle(deps, 'ok')).html).toBe('<p>hi</p>');
  });

  it('answers 404 for a draft and for an unknown id', async () => {
    await expect(getPublishedArticle(deps, 'draft')).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublishedArticle(deps, 'nope')).rejects.toBeInstanceOf(NotFoundError);
  });
});
