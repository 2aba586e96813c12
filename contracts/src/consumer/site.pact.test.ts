import { siteApi } from '@edgeboard/ui/src/lib/site/site.api';
import { describe, expect, it } from 'vitest';
import { JSON_CONTENT, oneOf, shapeOf } from '../shape';
import { apiPact, dataOf, uiStore } from './harness';

describe('site (ui/src/lib/site/site.api.ts)', () => {
  it('gives anyone the site name and description, the maintenance state, the server mode and the current season and week', async () => {
    await apiPact()
      .addInteraction()
      .uponReceiving('a request for the public site information')
      .withRequest('GET', '/api/site')
      .willRespondWith(200, (b) =>
        b.headers(JSON_CONTENT).jsonBody({
          ...(shapeOf({
            siteName: 'EdgeBoard',
            siteDescription: 'sports betting analytics platform',
            maintenanceMode: false,
            season: 2025,
            week: 6,
          }) as object),
          maintenanceMessage: null,
          mode: oneOf(['local', 'hosted'], 'local'),
        }),
      )
      .executeTest(async (server) => {
        const result = await uiStore(server, 'signed-out').dispatch(siteApi.endpoints.site.initiate());
        expect(dataOf(result).siteName).toBe('EdgeBoard');
        expect(Number.isInteger(dataOf(result).season)).toBe(true);
      });
  });
});
