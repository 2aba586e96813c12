import { NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { articlesWorld, draft } from '../articles-test-kit';
import { createArticle, updateArticle } from './save-article';

describe('createArticle and updateArticle', () => {
  it('stores the body cleaned, and stamps published_at the first time an article is published', async () => {
    const w = articlesWorld();
    const created = await createArticle(w, draft({ html: '<p>Hi</p><script>x()</script>' }));
    expect(created).toMatchObject({ id: 'art-1', html: '<p>Hi</p>', published_at: null, isFavorite: false });
    expect(w.articles.bodies.get('art-1')).toBe('<p>Hi</p>');

    w.later('2025-09-21T10:00:00.000Z');
    const published = await updateArticle(w, 'art-1', { status: 'published', title: 'Renamed' });
    expect(published).toMatchObject({
      title: 'Renamed',
      content: 'Rushing props to watch',
      html: '<p>Hi</p>',
      published_at: '2025-09-21T10:00:00.000Z',
      updated_at: '2025-09-21T10:00:00.000Z',
    });
    w.later('2025-09-22T10:00:00.000Z');
    const again = await updateArticle(w, 'art-1', { status: 'published' });
    expect(again.published_at).toBe('2025-09-21T10:00:00.000Z');
  });

  it('is a 404 to update an unknown article', async () => {
    await expect(updateArticle(articlesWorld(), 'nope', { title: 'x' })).rejects.toThrow(NotFoundError);
  });
});
