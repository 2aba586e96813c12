import { DEFAULT_SETTINGS, type AdminSettings, type SettingsRepository } from '@edgeboard/domain';
import { describe, expect, it, vi } from 'vitest';
import { cachedSettings, SETTINGS_TTL_MS } from './cached-settings';

function fakeRepo() {
  let stored: AdminSettings = structuredClone(DEFAULT_SETTINGS);
  const get = vi.fn(() => Promise.resolve(structuredClone(stored)));
  const saveGroup = vi.fn((group: 'application' | 'notification' | 'integration', value: unknown) => {
    stored = { ...stored, [group]: value };
    return Promise.resolve(structuredClone(stored));
  });
  const repo: SettingsRepository = { get, saveGroup: saveGroup };
  return { repo, get, write: (s: AdminSettings) => (stored = s) };
}

describe('cachedSettings', () => {
  it('reads the database once for many requests, again after its own save', async () => {
    const { repo, get } = fakeRepo();
    const now = new Date('2025-10-01T12:00:00Z');
    const cached = cachedSettings(repo, { now: () => now });
    await Promise.all(Array.from({ length: 50 }, () => cached.get()));
    expect(get).toHaveBeenCalledTimes(1);
    await cached.saveGroup('application', { ...DEFAULT_SETTINGS.application, maintenanceMode: true });
    expect((await cached.get()).application.maintenanceMode).toBe(true);
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("sees another instance's save once its time to live has passed on the injected clock", async () => {
    const { repo, write } = fakeRepo();
    let now = new Date('2025-10-01T12:00:00Z');
    const cached = cachedSettings(repo, { now: () => now });
    await cached.get();
    write({ ...DEFAULT_SETTINGS, application: { ...DEFAULT_SETTINGS.application, siteName: 'Prop Lab' } });
    expect((await cached.get()).application.siteName).not.toBe('Prop Lab');
    now = new Date(now.getTime() + SETTINGS_TTL_MS);
    expect((await cached.get()).application.siteName).toBe('Prop Lab');
  });

  it('lets the per-request reader peek at the shared read, which a save replaces', async () => {
    const { repo, get } = fakeRepo();
    const now = new Date('2025-10-01T12:00:00Z');
    const cached = cachedSettings(repo, { now: () => now });
    const first = await cached.peek();
    expect(await cached.peek()).toBe(first);
    expect(await cached.get()).not.toBe(first);
    expect(get).toHaveBeenCalledTimes(1);
    await cached.saveGroup('application', { ...DEFAULT_SETTINGS.application, maintenanceMode: true });
    expect((await cached.peek()).application.maintenanceMode).toBe(true);
  });

  it('hands each caller its own copy and does not keep a failed read', async () => {
    const { repo } = fakeRepo();
    const now = new Date('2025-10-01T12:00:00Z');
    const cached = cachedSettings(repo, { now: () => now });
    const first = await cached.get();
    first.application.siteName = 'changed by a caller';
    expect((await cached.get()).application.siteName).not.toBe('changed by a caller');
    const failing = cachedSettings(
      {
        get: vi.fn().mockRejectedValueOnce(new Error('db down')).mockResolvedValue(DEFAULT_SETTINGS),
        saveGroup: vi.fn(),
      },
      { now: () => now },
    );
    await expect(failing.get()).rejects.toThrow('db down');
    await expect(failing.get()).resolves.toEqual(DEFAULT_SETTINGS);
  });
});
