import type { SiteInfo } from '@edgeboard/domain';

/** What the document head says for the configured site: "<name> — <description>" and the meta description. */
export function applySiteHead(
  site: Pick<SiteInfo, 'siteName' | 'siteDescription'>,
  doc: Document = document,
) {
  const name = site.siteName.trim();
  const description = site.siteDescription.trim();
  if (name !== '') doc.title = description === '' ? name : `${name} — ${description}`;
  if (description === '') return;
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
    doc.querySelector(selector)?.setAttribute('content', description);
  }
  doc.querySelector('meta[property="og:site_name"]')?.setAttribute('content', name);
}

/**
 * The landing page's copy of the head: one plain fetch of GET /api/site, because the landing is prerendered
 * and ships without the store (its bundle budget), so it cannot use the RTK Query endpoint. A failure keeps
 * the built-in title.
 */
export async function loadSiteHead(fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const res = await fetchImpl('/api/site', { headers: { Accept: 'application/json' } });
    if (!res.ok) return;
    const body = (await res.json()) as Partial<SiteInfo>;
    if (typeof body.siteName === 'string' && typeof body.siteDescription === 'string') {
      applySiteHead({ siteName: body.siteName, siteDescription: body.siteDescription });
    }
  } catch {
    // Offline or the API is down: the prerendered title stays.
  }
}
