import { NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { ADMIN_ID, articlesWorld, draft } from '../articles-test-kit';
import { deleteArticle } from './delete-article';

describe('deleteArticle', () => {
  it('deletes the article and records the admin and the title', async () => {
    const w = articlesWorld();
    await w.articles.create(draft({ title: 'Old news' }));
    expect(await deleteArticle(w, { id: ADMIN_ID }, 'art-1')).toEqual({ success: true });
    expect(await w.articles.get('art-1')).toBeNull();
    expect(w.activity.rows).toMatchObject([
      { user_id: ADMIN_ID, activity: 'article_deleted', target: 'Old news' },
    ]);
  });

  it('is a 404 for an unknown article, and records nothing', async () => {
    const w = articlesWorld();
    await expect(deleteArticle(w, { id: ADMIN_ID }, 'nope')).rejects.toThrow(NotFoundError);
    expect(w.activity.rows).toEqual([]);
  });
});
