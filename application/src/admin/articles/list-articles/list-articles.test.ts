import { describe, expect, it } from 'vitest';
import { articlesWorld, draft } from '../articles-test-kit';
import { listArticles } from './list-articles';

describe('listArticles', () => {
  it('searches title, content and author, filters by status, sorts, pages, and cleans each body', async () => {
    const w = articlesWorld();
    await w.articles.create(draft({ title: 'Alpha', html: '<b>1</b><script>x</script>' }));
    w.later('2025-09-21T00:00:00.000Z');
    await w.articles.create(draft({ title: 'beta', author: 'Grace', status: 'published' }));
    w.later('2025-09-22T00:00:00.000Z');
    await w.articles.create(draft({ title: 'Gamma', content: 'Passing' }));

    const newest = await listArticles(w, { page: 1, pageSize: 2 });
    expect([newest.count, newest.data.map((a) => a.title)]).toEqual([3, ['Gamma', 'beta']]);
    const byTitle = await listArticles(w, { page: 1, pageSize: 10, sortBy: 'title' });
    expect(byTitle.data.map((a) => a.title)).toEqual(['Alpha', 'beta', 'Gamma']);
    expect(byTitle.data[0]?.html).toBe('<b>1</b>');
    const grace = await listArticles(w, { page: 1, pageSize: 10, search: 'GRACE' });
    expect(grace.data.map((a) => a.title)).toEqual(['beta']);
    const drafts = await listArticles(w, { page: 1, pageSize: 10, status: 'draft', search: 'passing' });
    expect(drafts.data.map((a) => a.title)).toEqual(['Gamma']);
  });
});
