import { API_BASE_PATH } from '@edgeboard/domain';
import type { AnalyticsPort } from './analytics.port';

/** POST /api/analytics/page-view, fire and forget: a lost page view must never disturb the page. */
export const apiAnalytics: AnalyticsPort = {
  pageView(view) {
    void fetch(`${API_BASE_PATH}/analytics/page-view`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(view),
      keepalive: true,
    }).catch(() => undefined);
  },
};
