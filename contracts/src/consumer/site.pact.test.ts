import { siteApi } from '@edgeboard/ui/src/lib/site/site.api';
import { describe, expect, it } from 'vitest';
import { oneOf, shapeOf } from '../shape';
import { api } from './interaction';

describe('site (ui/src/lib/site/site.api.ts)', () => {
  it('gives anyone the site name and description, the maintenance state, the server mode and the current season and week', async () => {
    const named = {
      siteName: 'EdgeBoard',
      siteDescription: 'sports betting analytics platform',
      maintenanceMode: false,
      season: 2025,
      week: 6,
    };
    const site = await api('a request for the public site information')
      .get('/api/site')
      .answers(200, {
        ...(shapeOf(named) as object),
        maintenanceMessage: null,
        mode: oneOf(['local', 'hosted'], 'local'),
      })
      .data((ui) => ui.dispatch(siteApi.endpoints.site.initiate()));
    expect(site.siteName).toBe('EdgeBoard');
    expect(Number.isInteger(site.season)).toBe(true);
  });
});
