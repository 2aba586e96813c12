import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { AnalyticsPort } from './analytics.port';
import { analytics as configured } from './configured-analytics';

/** Reports one page view per route change; the referrer is the previous in-app page (the document's first). */
export function PageViewTracker({ analytics = configured }: { analytics?: AnalyticsPort }) {
  const location = useLocation();
  const previous = useRef<string | null>(null);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    // React's development double effects must not count a view twice.
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const referrer = previous.current ?? (document.referrer === '' ? null : document.referrer);
    analytics.pageView({ path: location.pathname, referrer });
    previous.current = window.location.href;
  }, [location.key, location.pathname, analytics]);

  return null;
}
