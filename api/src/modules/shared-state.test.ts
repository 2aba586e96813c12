import { MemoryBroadcast, MemoryBroadcastHub } from '@edgeboard/adapters/broadcast/memory-broadcast';
import { DEFAULT_SETTINGS, type PropFeedResponse, type SettingsRepository } from '@edgeboard/domain';
import { describe, expect, it, vi } from 'vitest';
import { FeedCache } from '@edgeboard/application/props/get-prop-feed/feed-cache';
import { cachedSettings } from './cached-settings';
import { settingsSaved, shareFeedCache, shareKeyedCache, shareSettings, TOPICS } from './shared-state';

const flush = () => new Promise((r) => setImmediate(r)).then(() => new Promise((r) => setImmediate(r)));
const answer: PropFeedResponse = { data: [], count: 0 };

describe('state shared across instances', () => {
  it("empties the other instance's feed cache (and its listeners) once per burst, without echoing back", async () => {
    const hub = new MemoryBroadcastHub();
    const [a, b] = [new MemoryBroadcast(hub), new MemoryBroadcast(hub)];
    const publishA = vi.spyOn(a, 'publish');
    const publishB = vi.spyOn(b, 'publish');
    const [cacheA, cacheB] = [new FeedCache(), new FeedCache()];
    shareFeedCache(a, cacheA);
    shareFeedCache(b, cacheB);
    const performanceB = vi.fn();
    cacheB.onClear(performanceB);
    cacheB.set('q', answer);

    for (let i = 0; i < 100; i += 1) cacheA.clear(); // a season update: many writes
    await flush();
    expect(cacheB.get('q')).toBeUndefined();
    expect(performanceB).toHaveBeenCalledTimes(1);
    expect(publishA).toHaveBeenCalledTimes(1);
    expect(publishB).not.toHaveBeenCalled();
  });

  it('makes the other instance read settings again after a save here', async () => {
    const hub = new MemoryBroadcastHub();
    const [a, b] = [new MemoryBroadcast(hub), new MemoryBroadcast(hub)];
    const stored = structuredClone(DEFAULT_SETTINGS);
    const get = vi.fn(() => Promise.resolve(structuredClone(stored)));
    const inner: SettingsRepository = {
      get,
      saveGroup: (_group, value) => {
        stored.application = value as typeof stored.application;
        return Promise.resolve(structuredClone(stored));
      },
    };
    const clock = { now: () => new Date('2025-10-01T12:00:00Z') };
    const atA = cachedSettings(inner, clock, undefined, settingsSaved(a));
    const atB = cachedSettings(inner, clock, undefined, settingsSaved(b));
    shareSettings(a, atA);
    shareSettings(b, atB);
    expect((await atB.get()).application.maintenanceMode).toBe(false);
    await atA.saveGroup('application', { ...stored.application, maintenanceMode: true });
    await flush();
    expect((await atB.get()).application.maintenanceMode).toBe(true);
  });

  it("forgets one viewer on the other instance (or all of them on '*')", async () => {
    const hub = new MemoryBroadcastHub();
    const [a, b] = [new MemoryBroadcast(hub), new MemoryBroadcast(hub)];
    const localB = { invalidate: vi.fn(), clear: vi.fn() };
    const sharedA = shareKeyedCache(a, TOPICS.viewer, { invalidate: vi.fn(), clear: vi.fn() });
    shareKeyedCache(b, TOPICS.viewer, localB);
    sharedA.invalidate('user-1');
    sharedA.clear();
    await flush();
    expect(localB.invalidate).toHaveBeenCalledWith('user-1');
    expect(localB.clear).toHaveBeenCalledTimes(1);
  });
});
