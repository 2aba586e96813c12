// DELETE /api/admin/articles/{id}: the article goes and the activity log says which admin deleted which title.
import { NotFoundError, type ActivityRepository, type ArticleRepository } from '@edgeboard/domain';

export async function deleteArticle(
  deps: { articles: Pick<ArticleRepository, 'get' | 'delete'>; activity: Pick<ActivityRepository, 'add'> },
  admin: { id: string },
  id: string,
): Promise<{ success: true }> {
  const article = await deps.articles.get(id);
  if (!article || !(await deps.articles.delete(id))) throw new NotFoundError('Article', id);
  await deps.activity.add({ user_id: admin.id, activity: 'article_deleted', target: article.title });
  return { success: true };
}
