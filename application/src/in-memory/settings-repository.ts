// The settings record (id 1) over one object: `store.settings` is read and replaced in place, so the dev mock
// can hand in its demo world's season and see saves there.
import type { AdminSettings, SettingsGroups, SettingsRepository } from '@edgeboard/domain';

export class InMemorySettingsRepository implements SettingsRepository {
  constructor(private readonly store: { settings: AdminSettings }) {}

  get(): Promise<AdminSettings> {
    return Promise.resolve(this.store.settings);
  }

  saveGroup<G extends keyof SettingsGroups>(group: G, value: SettingsGroups[G]): Promise<AdminSettings> {
    this.store.settings = { ...this.store.settings, [group]: value };
    return Promise.resolve(this.store.settings);
  }
}
