import { ARTICLE_STATUSES } from '@edgeboard/domain';
import { articlesAdminApi } from '@edgeboard/ui/src/features/admin/articles/articles.api';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../../shape';
import { STATE } from '../../states';
import { api, fromState, itRefusesNonAdmins } from '../interaction';
import { adminArticle, articleInput } from './admin-examples';
import { FIRST_PAGE, FIRST_PAGE_QUERY, itAnswers404ToMissing, pageLike } from './admin-resource';

const EDITABLE_EXAMPLE = 'article-2';
const articleShape = () =>
  shapeOf({ ...adminArticle, status: oneOf(ARTICLE_STATUSES, adminArticle.status), html: null });
const editablePath = fromState('/api/admin/articles/${editableArticleId}', {
  editableArticleId: EDITABLE_EXAMPLE,
});

describe('admin articles (ui/src/features/admin/articles/articles.api.ts)', () => {
  it('lists the published articles for an admin', async () => {
    const published = { ...FIRST_PAGE, status: 'published' } as const;
    const { data } = await api(
      'an admin request for a page of published articles',
      STATE.admin,
      STATE.article,
    )
      .get('/api/admin/articles', { ...FIRST_PAGE_QUERY, status: 'published' })
      .answers(200, pageLike(articleShape()))
      .data((ui) => ui.dispatch(articlesAdminApi.endpoints.adminArticles.initiate(published)));
    expect(data[0]?.id).toBe(adminArticle.id);
  });

  itRefusesNonAdmins(
    'a request for the admin articles from a subscriber who is not an admin',
    '/api/admin/articles',
    FIRST_PAGE_QUERY,
    (ui) => ui.dispatch(articlesAdminApi.endpoints.adminArticles.initiate(FIRST_PAGE)),
  );

  it('loads one article for the editor', async () => {
    const loaded = await api('an admin request for one article', STATE.admin, STATE.article)
      .get(fromState('/api/admin/articles/${articleId}', { articleId: adminArticle.id }))
      .answers(200, articleShape())
      .data((ui) => ui.dispatch(articlesAdminApi.endpoints.adminArticle.initiate(adminArticle.id)));
    expect(loaded.title).toBe(adminArticle.title);
  });

  itAnswers404ToMissing('an article', '/api/admin/articles/no-such-article', (ui) =>
    ui.dispatch(articlesAdminApi.endpoints.adminArticle.initiate('no-such-article')),
  );

  it('creates an article', async () => {
    const created = await api('an admin request to create an article', STATE.admin)
      .post('/api/admin/articles', articleInput)
      .answers(201, articleShape())
      .data((ui) => ui.dispatch(articlesAdminApi.endpoints.createArticle.initiate(articleInput)));
    expect(created.title).toBe(articleInput.title);
  });

  it('answers 400 to an article without a title', () => {
    const untitled = { ...articleInput, title: '' };
    return api('an admin request to create an article without a title', STATE.admin)
      .post('/api/admin/articles', untitled)
      .invalid()
      .refuses((ui) => ui.dispatch(articlesAdminApi.endpoints.createArticle.initiate(untitled)));
  });

  it('updates an article', async () => {
    const changes = { ...articleInput, title: 'Reading an Edge Score, revised' };
    const updated = await api('an admin request to update an article', STATE.admin, STATE.editableArticle)
      .put(editablePath, changes)
      .answers(200, articleShape())
      .data((ui) =>
        ui.dispatch(articlesAdminApi.endpoints.updateArticle.initiate({ id: EDITABLE_EXAMPLE, changes })),
      );
    expect(updated.title).toBe(adminArticle.title);
  });

  it('deletes an article', async () => {
    const deleted = await api('an admin request to delete an article', STATE.admin, STATE.editableArticle)
      .delete(editablePath)
      .answers(200, { success: true })
      .data((ui) => ui.dispatch(articlesAdminApi.endpoints.deleteArticle.initiate(EDITABLE_EXAMPLE)));
    expect(deleted.success).toBe(true);
  });
});
