import type { AnalyticsPort } from './analytics.port';
import { apiAnalytics } from './api-analytics';
import { platformAnalytics } from './platform-analytics';

/**
 * Locally (no id) page views go to the API and show on the admin analytics screen; a hosted build with
 * VITE_ANALYTICS_ID set sends them to the hosting platform's analytics instead.
 */
export function configuredAnalytics(env: { id?: string; script?: string }): AnalyticsPort {
  const id = env.id?.trim();
  return id ? platformAnalytics(id, env.script?.trim() || undefined) : apiAnalytics;
}

export const analytics = configuredAnalytics({
  id: import.meta.env.VITE_ANALYTICS_ID as string | undefined,
  script: import.meta.env.VITE_ANALYTICS_SCRIPT as string | undefined,
});
