import { MatchersV3 } from '@pact-foundation/pact';
import { ARTICLE_STATUSES } from '@edgeboard/domain';
import { articlesAdminApi } from '@edgeboard/ui/src/features/admin/articles/articles.api';
import { describe, expect, it } from 'vitest';
import { apiErrorShape, JSON_CONTENT, oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { apiPact, bearer, dataOf, uiStore } from '../harness';
import { adminArticle, articleInput } from './admin-examples';

const EDITABLE_EXAMPLE = 'article-2';
const articleShape = () =>
  shapeOf({ ...adminArticle, status: oneOf(ARTICLE_STATUSES, adminArticle.status), html: null });
const editablePath = (suffix = '') =>
  MatchersV3.fromProviderState(
    `/api/admin/articles/\${editableArticleId}${suffix}`,
    `/api/admin/articles/${EDITABLE_EXAMPLE}${suffix}`,
  );
const jsonHeaders = () => ({ ...bearer(), 'Content-Type': 'application/json' });

describe('admin articles (ui/src/features/admin/articles/articles.api.ts)', () => {
  it('lists the published articles for an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.article)
      .uponReceiving('an admin request for a page of published articles')
      .withRequest('GET', '/api/admin/articles', (b) =>
        b.query({ page: '1', pageSize: '10', status: 'published' }).headers(bearer()),
      )
      .willRespondWith(200, (b) =>
        b
          .headers(JSON_CONTENT)
          .jsonBody({ data: MatchersV3.eachLike(articleShape()), count: MatchersV3.integer(1) }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          articlesAdminApi.endpoints.adminArticles.initiate({ page: 1, pageSize: 10, status: 'published' }),
        );
        expect(dataOf(result).data[0]?.id).toBe(adminArticle.id);
      });
  });

  it('answers 403 to a user who is not an admin', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.signedIn, { tier: 'all-star' })
      .uponReceiving('a request for the admin articles from a subscriber who is not an admin')
      .withRequest('GET', '/api/admin/articles', (b) =>
        b.query({ page: '1', pageSize: '10' }).headers(bearer()),
      )
      .willRespondWith(403, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('admin_only')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          articlesAdminApi.endpoints.adminArticles.initiate({ page: 1, pageSize: 10 }),
        );
        expect(result.error).toMatchObject({ status: 403 });
      });
  });

  it('loads one article for the editor', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.article)
      .uponReceiving('an admin request for one article')
      .withRequest(
        'GET',
        MatchersV3.fromProviderState(
          '/api/admin/articles/${articleId}',
          `/api/admin/articles/${adminArticle.id}`,
        ),
        (b) => b.headers(bearer()),
      )
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(articleShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          articlesAdminApi.endpoints.adminArticle.initiate(adminArticle.id),
        );
        expect(dataOf(result).title).toBe(adminArticle.title);
      });
  });

  it('answers 404 to an article that does not exist', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request for an article that does not exist')
      .withRequest('GET', '/api/admin/articles/no-such-article', (b) => b.headers(bearer()))
      .willRespondWith(404, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('not_found')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          articlesAdminApi.endpoints.adminArticle.initiate('no-such-article'),
        );
        expect(result.error).toMatchObject({ status: 404 });
      });
  });

  it('creates an article', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request to create an article')
      .withRequest('POST', '/api/admin/articles', (b) => b.headers(jsonHeaders()).jsonBody(articleInput))
      .willRespondWith(201, (b) => b.headers(JSON_CONTENT).jsonBody(articleShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          articlesAdminApi.endpoints.createArticle.initiate(articleInput),
        );
        expect(dataOf(result).title).toBe(articleInput.title);
      });
  });

  it('answers 400 to an article without a title', async () => {
    const untitled = { ...articleInput, title: '' };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .uponReceiving('an admin request to create an article without a title')
      .withRequest('POST', '/api/admin/articles', (b) => b.headers(jsonHeaders()).jsonBody(untitled))
      .willRespondWith(400, (b) => b.headers(JSON_CONTENT).jsonBody(apiErrorShape('invalid_request')))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          articlesAdminApi.endpoints.createArticle.initiate(untitled),
        );
        expect(result.error).toMatchObject({ status: 400 });
      });
  });

  it('updates an article', async () => {
    const changes = { ...articleInput, title: 'Reading an Edge Score, revised' };
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editableArticle)
      .uponReceiving('an admin request to update an article')
      .withRequest('PUT', editablePath(), (b) => b.headers(jsonHeaders()).jsonBody(changes))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody(articleShape()))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          articlesAdminApi.endpoints.updateArticle.initiate({ id: EDITABLE_EXAMPLE, changes }),
        );
        expect(dataOf(result).title).toBe(adminArticle.title);
      });
  });

  it('deletes an article', async () => {
    await apiPact()
      .addInteraction()
      .given(STATE.admin)
      .given(STATE.editableArticle)
      .uponReceiving('an admin request to delete an article')
      .withRequest('DELETE', editablePath(), (b) => b.headers(bearer()))
      .willRespondWith(200, (b) => b.headers(JSON_CONTENT).jsonBody({ success: true }))
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-in').dispatch(
          articlesAdminApi.endpoints.deleteArticle.initiate(EDITABLE_EXAMPLE),
        );
        expect(dataOf(result).success).toBe(true);
      });
  });
});
