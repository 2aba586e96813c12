import type { AnalyticsPort } from './analytics.port';

/** The hosting platform's script (Vercel Web Analytics' path by default; another host sets its own). */
export const DEFAULT_PLATFORM_SCRIPT = '/_vercel/insights/script.js';

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    va?: Queue;
  }
}

/**
 * Page views for a hosted deployment: the platform's loader script, fetched from a platform-relative path,
 * with automatic tracking off so each route change is reported once, by us. Calls made before the script
 * arrives wait in its queue (the platform's own snippet does the same).
 */
export function platformAnalytics(analyticsId: string, scriptSrc = DEFAULT_PLATFORM_SCRIPT): AnalyticsPort {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    if (!window.va) {
      const queue: Queue = (...args: unknown[]) => {
        (queue.q ??= []).push(args);
      };
      window.va = queue;
    }
    const script = document.createElement('script');
    script.src = scriptSrc;
    script.defer = true;
    script.dataset.id = analyticsId;
    script.dataset.disableAutoTrack = '1';
    document.head.appendChild(script);
  };
  return {
    pageView({ path }) {
      load();
      window.va?.('pageview', { path, route: path });
    },
  };
}
