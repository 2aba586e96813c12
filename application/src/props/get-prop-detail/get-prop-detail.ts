// A pick's detail and analysis (GET /api/props/analysis/v2/{id} and /api/props/{id}), for callers whose
// allowance includes it (pick-access.ts).
import {
  ForbiddenError,
  NotFoundError,
  toDetail,
  type AiPickRepository,
  type Clock,
  type PropDetail,
  type SubscriptionState,
} from '@edgeboard/domain';
import { cappedAccess } from '../pick-access';

export interface PropDetailDeps {
  picks: Pick<AiPickRepository, 'getWithGame' | 'versions'>;
  seasonClock: Clock;
}

/** 404 for an unknown pick, 403 for one outside the caller's allowance. */
export async function getPropDetail(
  deps: PropDetailDeps,
  state: SubscriptionState,
  id: string,
): Promise<PropDetail> {
  const access = cappedAccess(state, deps.seasonClock.now().toISOString());
  const found = await deps.picks.getWithGame(id, access);
  if (!found) throw new NotFoundError('Prop', id, 'Prop not found');
  if (!found.open) throw new ForbiddenError();
  // Only an edited pick costs a second statement: the count came with the pick.
  const detail = toDetail(found, found.versionCount > 0 ? await deps.picks.versions(id) : []);
  // The close is stored when the pick locks at kickoff; a pick without one answers none.
  return found.pick.closing ? { ...detail, closing: found.pick.closing } : detail;
}
