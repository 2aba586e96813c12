import { MatchersV3 } from '@pact-foundation/pact';
import { articlesApi } from '@edgeboard/ui/src/features/articles/articles.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, shapeOf } from '../shape';
import { STATE } from '../states';
import { article } from './examples';
import { apiPact, dataOf, uiStore } from './harness';

describe('articles (ui/src/features/articles/articles.api.ts)', () => {
  it('lists published articles', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.article)
      .uponReceiving('a request for the published articles')
      .withRequest('GET', '/api/articles')
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf([article])))
      .executeTest(async (server) => {
        const store = uiStore(server, 'signed-out');
        const result = await store.dispatch(articlesApi.endpoints.articles.initiate());
        expect(dataOf(result)[0]?.title).toBe(article.title);
      });
  });

  it('opens one published article', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.article)
      .uponReceiving('a request for a published article')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState('/api/articles/${articleId}', `/api/articles/${article.id}`),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(shapeOf(article)))
      .executeTest(async (server) => {
        const store = uiStore(server, 'signed-out');
        const result = await store.dispatch(articlesApi.endpoints.article.initiate(article.id));
        expect(dataOf(result).id).toBe(article.id);
      });
  });

  it('answers 404 for an article that is not published', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for an article that does not exist')
      .withRequest('GET', '/api/articles/no-such-article')
      .willRespondWith(404, (b) =>
        b.headers(JSON_CONTENT).jsonBody(apiErrorShape('not_found', 'Article not found')),
      )
      .executeTest(async (server) => {
        const store = uiStore(server, 'signed-out');
        const result = await store.dispatch(articlesApi.endpoints.article.initiate('no-such-article'));
        expect(result.error).toMatchObject({ status: 404, code: 'not_found' });
      });
  });
});
