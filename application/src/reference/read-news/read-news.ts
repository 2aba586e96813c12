// NFL news (GET /api/news/rotoballer): newest first, as many as the caller's plan allows. The spec gives scouts
// an upgrade notice in place of news; the server holds the same line for every caller below starting (free and
// anonymous included).
import {
  canReadNews,
  dashboardCounts,
  ForbiddenError,
  newsItemText,
  SCOUT_NEWS_UPGRADE_MESSAGE,
  type NewsFeed,
  type NewsItem,
  type NewsQuery,
  type SubscriptionState,
} from '@edgeboard/domain';

export async function readNews(
  deps: { news: Pick<NewsFeed, 'latest'> },
  state: SubscriptionState,
  q: NewsQuery,
): Promise<NewsItem[]> {
  if (!canReadNews(state)) throw new ForbiddenError(SCOUT_NEWS_UPGRADE_MESSAGE, 'upgrade_required');
  const docs = await deps.news.latest(Math.min(q.limit, dashboardCounts(state).news));
  return docs.map((d) => ({ ...d, ...newsItemText(d.content) }));
}
