import { DEFAULT_SETTINGS } from '@edgeboard/domain';
import { describe, expect, it } from 'vitest';
import { InMemorySettingsRepository } from '../../in-memory/settings-repository';
import { getSiteInfo } from './site-info';

const at = (iso: string) => ({ now: () => new Date(iso) });

describe('getSiteInfo', () => {
  it('answers the stored name and the season clock’s season and week', async () => {
    const settings = new InMemorySettingsRepository({
      settings: { ...DEFAULT_SETTINGS, application: { ...DEFAULT_SETTINGS.application, siteName: 'Edge' } },
    });
    const info = await getSiteInfo({ settings, mode: 'local', seasonClock: at('2023-11-01T12:00:00Z') });
    expect(info).toMatchObject({
      siteName: 'Edge',
      mode: 'local',
      season: 2023,
      week: 9,
      maintenanceMessage: null,
    });
  });

  it('says the maintenance message while maintenance is on', async () => {
    const settings = new InMemorySettingsRepository({
      settings: {
        ...DEFAULT_SETTINGS,
        application: { ...DEFAULT_SETTINGS.application, siteName: 'Edge', maintenanceMode: true },
      },
    });
    const info = await getSiteInfo({ settings, mode: 'hosted', seasonClock: at('2025-09-10T12:00:00Z') });
    expect(info.maintenanceMode).toBe(true);
    expect(info.maintenanceMessage).toContain('Edge');
  });
});
