import { useEffect } from 'react';
import { applySiteHead } from '@/lib/site/apply-site-head';
import { useSiteQuery } from '@/lib/site/site.api';

/** Keeps the document head in step with the Site Name and Site Description settings. */
export function SiteHead() {
  const { data } = useSiteQuery();
  useEffect(() => {
    if (data) applySiteHead(data);
  }, [data]);
  return null;
}
