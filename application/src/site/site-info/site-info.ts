// The public site information (GET /api/site): name and description for titles and meta tags, the
// maintenance state, the server's mode, and the season and week the season clock is in (the web app's
// default season; a replayed past season answers its own).
import {
  seasonWeekAt,
  siteInfo,
  type Clock,
  type SettingsRepository,
  type SiteInfo,
} from '@edgeboard/domain';

export interface SiteInfoDeps {
  settings: Pick<SettingsRepository, 'get'>;
  mode: SiteInfo['mode'];
  /** Season time: the demo's or a replay's clock locally, real time hosted. */
  seasonClock: Clock;
  /** A replayed season's schedule counts; unset outside a replay. */
  replay?: SiteInfo['replay'];
}

export async function getSiteInfo(deps: SiteInfoDeps): Promise<SiteInfo> {
  const { application } = await deps.settings.get();
  return siteInfo(application, deps.mode, seasonWeekAt(deps.seasonClock.now()), deps.replay);
}
