import { articlesApi } from '@edgeboard/ui/src/features/articles/articles.api';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../shape';
import { STATE } from '../states';
import { article } from './examples';
import { api, fromState } from './interaction';

describe('articles (ui/src/features/articles/articles.api.ts)', () => {
  it('lists published articles', async () => {
    const articles = await api('a request for the published articles', STATE.article)
      .get('/api/articles')
      .answers(200, shapeOf([article]))
      .data((ui) => ui.dispatch(articlesApi.endpoints.articles.initiate()));
    expect(articles[0]?.title).toBe(article.title);
  });

  it('opens one published article', async () => {
    const opened = await api('a request for a published article', STATE.article)
      .get(fromState('/api/articles/${articleId}', { articleId: article.id }))
      .answers(200, shapeOf(article))
      .data((ui) => ui.dispatch(articlesApi.endpoints.article.initiate(article.id)));
    expect(opened.id).toBe(article.id);
  });

  it('answers 404 for an article that is not published', () =>
    api('a request for an article that does not exist')
      .get('/api/articles/no-such-article')
      .notFound('Article not found')
      .refuses((ui) => ui.dispatch(articlesApi.endpoints.article.initiate('no-such-article'))));
});
