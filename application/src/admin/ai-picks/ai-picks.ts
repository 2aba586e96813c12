// Use cases of the back office's AI picks screen: the list with its filters, one pick, an edit and a delete.
// An edit or delete is refused once the pick's game has kicked off (the ledger: pick-ledger/while-editable.ts).
import {
  NotFoundError,
  type ActivityRepository,
  type AiPick,
  type AiPickListQuery,
  type AiPickRepository,
  type AiPickUpdate,
  type Clock,
  type Page,
} from '@edgeboard/domain';
import { repositoryQuery } from '../list-filters';
import { whileEditable } from '../pick-ledger/while-editable';

/** A page of picks, newest first unless the query sorts (the band's thresholds are the repository's). */
export async function listAiPicks(
  deps: { picks: Pick<AiPickRepository, 'adminList'> },
  q: AiPickListQuery,
): Promise<Page<AiPick>> {
  return deps.picks.adminList(repositoryQuery(q));
}

export async function getAiPick(deps: { picks: Pick<AiPickRepository, 'get'> }, id: string): Promise<AiPick> {
  const pick = await deps.picks.get(id);
  if (!pick) throw new NotFoundError('AI pick', id);
  return pick;
}

export interface EditPickDeps {
  picks: Pick<AiPickRepository, 'getWithGame' | 'update'>;
  /** Season time: whether the game has kicked off, and the date of a kept version. */
  seasonClock: Clock;
}

/** Edits a pick before its kickoff; the repository keeps the replaced published values as a version. */
export async function editAiPick(deps: EditPickDeps, id: string, patch: AiPickUpdate): Promise<AiPick> {
  const updated = await whileEditable(deps.picks, deps.seasonClock, id, () =>
    deps.picks.update(id, patch, deps.seasonClock.now().toISOString()),
  );
  if (!updated) throw new NotFoundError('AI pick', id);
  return updated;
}

export interface DeletePickDeps {
  picks: Pick<AiPickRepository, 'getWithGame' | 'delete'>;
  seasonClock: Clock;
  activity: Pick<ActivityRepository, 'add'>;
}

/** Deletes a pick before its kickoff and writes the deletion to the activity log. */
export async function deleteAiPick(deps: DeletePickDeps, adminId: string, id: string): Promise<void> {
  const { pick } = await whileEditable(deps.picks, deps.seasonClock, id, async (found) => {
    if (!(await deps.picks.delete(id))) throw new NotFoundError('AI pick', id);
    return found;
  });
  await deps.activity.add({
    user_id: adminId,
    activity: 'ai_pick_deleted',
    target: `${pick.player} ${pick.pick} ${pick.line_value} ${pick.stat_type}`,
  });
}
