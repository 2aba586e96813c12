import { NotFoundError } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { articlesWorld, draft } from '../articles-test-kit';
import { getArticle } from './get-article';

describe('getArticle', () => {
  it('cleans a stored body again and drops an unsafe link stored before the link rule', async () => {
    const w = articlesWorld();
    // Written straight to storage, as a row from before the rules would be.
    await w.articles.create(draft({ html: '<p>a</p><script>x()</script>', imageUrl: 'javascript:alert(1)' }));
    expect(await getArticle(w, 'art-1')).toMatchObject({ html: '<p>a</p>', imageUrl: null });
  });

  it('is a 404 for an unknown article', async () => {
    await expect(getArticle(articlesWorld(), 'nope')).rejects.toThrow(NotFoundError);
  });
});
