import { afterEach, describe, expect, it } from 'vitest';
import { apiAnalytics } from './api-analytics';
import { configuredAnalytics } from './configured-analytics';
import { DEFAULT_PLATFORM_SCRIPT, platformAnalytics } from './platform-analytics';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => {
    s.remove();
  });
  delete window.va;
});

describe('platform analytics', () => {
  it('loads the platform script once, without auto tracking, and queues each page view', () => {
    const port = platformAnalytics('prj_123');
    port.pageView({ path: '/dashboard', referrer: null });
    port.pageView({ path: '/dashboard/props', referrer: null });
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(DEFAULT_PLATFORM_SCRIPT);
    expect(scripts[0]?.dataset.id).toBe('prj_123');
    expect(scripts[0]?.dataset.disableAutoTrack).toBe('1');
    expect(window.va?.q).toEqual([
      ['pageview', { path: '/dashboard', route: '/dashboard' }],
      ['pageview', { path: '/dashboard/props', route: '/dashboard/props' }],
    ]);
  });

  it('uses the API when no id is configured and the platform when one is', () => {
    expect(configuredAnalytics({})).toBe(apiAnalytics);
    expect(configuredAnalytics({ id: '  ' })).toBe(apiAnalytics);
    const hosted = configuredAnalytics({ id: 'prj_9', script: '/insights.js' });
    expect(hosted).not.toBe(apiAnalytics);
    hosted.pageView({ path: '/', referrer: null });
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/insights.js');
  });
});
