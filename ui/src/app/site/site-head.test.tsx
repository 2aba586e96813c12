import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { applySiteHead, loadSiteHead } from '@/lib/site/apply-site-head';
import { SiteHead } from './site-head';

function resetHead() {
  document.head.innerHTML = '<meta name="description" content="built-in description" />';
  document.title = 'EdgeBoard';
}

describe('site head', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts the site name and description in the title and the meta description', () => {
    resetHead();
    applySiteHead({ siteName: 'Prop Lab', siteDescription: 'Player props, priced' });
    expect(document.title).toBe('Prop Lab — Player props, priced');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Player props, priced',
    );
  });

  it('keeps what the page has for an empty name or description', () => {
    resetHead();
    applySiteHead({ siteName: '  ', siteDescription: '' });
    expect(document.title).toBe('EdgeBoard');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'built-in description',
    );
    applySiteHead({ siteName: 'Prop Lab', siteDescription: '' });
    expect(document.title).toBe('Prop Lab');
  });

  it('reads the public site information from the API', async () => {
    resetHead();
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({
              siteName: 'Prop Lab',
              siteDescription: 'Player props, priced',
              maintenanceMode: false,
              maintenanceMessage: null,
              mode: 'local',
              season: 2025,
              week: 6,
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
        ),
      ),
    );
    render(
      <Provider store={makeStore()}>
        <SiteHead />
      </Provider>,
    );
    await waitFor(() => {
      expect(document.title).toBe('Prop Lab — Player props, priced');
    });
  });

  it('gives the prerendered landing page the same head from one plain fetch, and keeps its title on failure', async () => {
    resetHead();
    const ok = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ siteName: 'Prop Lab', siteDescription: '' }), { status: 200 }),
      ),
    );
    await loadSiteHead(ok);
    expect(ok).toHaveBeenCalledWith('/api/site', expect.anything());
    expect(document.title).toBe('Prop Lab');
    resetHead();
    await loadSiteHead(() => Promise.resolve(new Response('down', { status: 503 })));
    await loadSiteHead(() => Promise.reject(new Error('offline')));
    expect(document.title).toBe('EdgeBoard');
  });
});
