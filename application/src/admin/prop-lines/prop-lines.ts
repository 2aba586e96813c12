// Use cases of the back office's prop lines screen: the list with its filters, one line, the picks priced from
// it, an edit (which re-prices the line's pick at once) and a delete. The CSV import is import-prop-lines.ts.
import {
  NotFoundError,
  picksPricedFromLine,
  type ActivityRepository,
  type AiPickRepository,
  type Page,
  type PropLine,
  type PropLineListQuery,
  type PropLinePicks,
  type PropLineRepository,
  type PropLineUpdate,
} from '@edgeboard/domain';
import type { GenerateDeps } from '../generate-picks/compute-picks';
import { propKey } from '../generate-picks/engine-inputs';
import { repricePicks } from '../generate-picks/generate-picks';
import { repositoryQuery } from '../list-filters';

/** Most recently pulled first unless the query sorts. */
export async function listPropLines(
  deps: { propLines: Pick<PropLineRepository, 'list'> },
  q: PropLineListQuery,
): Promise<Page<PropLine>> {
  return deps.propLines.list(repositoryQuery(q));
}

export async function getPropLine(
  deps: { propLines: Pick<PropLineRepository, 'get'> },
  id: string,
): Promise<PropLine> {
  const line = await deps.propLines.get(id);
  if (!line) throw new NotFoundError('Prop line', id);
  return line;
}

/** The week's picks on the line's player and stat type; a line without a game has no week, so none. */
export async function picksOfLine(
  deps: { propLines: Pick<PropLineRepository, 'get'>; picks: Pick<AiPickRepository, 'forWeek'> },
  id: string,
): Promise<PropLinePicks> {
  const line = await getPropLine(deps, id);
  const weekPicks =
    line.season !== undefined && line.week !== undefined
      ? await deps.picks.forWeek(line.season, line.week)
      : [];
  return { data: picksPricedFromLine(line, weekPicks) };
}

/** Generation's inputs too: an edited line re-prices its pick. */
export type EditPropLineDeps = Omit<GenerateDeps, 'propLines'> & {
  propLines: Pick<PropLineRepository, 'get' | 'update' | 'forWeek'>;
  activity: Pick<ActivityRepository, 'add'>;
};

export async function editPropLine(
  deps: EditPropLineDeps,
  adminId: string,
  id: string,
  patch: PropLineUpdate,
): Promise<PropLine> {
  const before = await deps.propLines.get(id);
  const updated = before ? await deps.propLines.update(id, patch) : null;
  if (!before || !updated) throw new NotFoundError('Prop line', id);
  // The market moved: the pick on this player and stat type is re-priced from the books' lines now (and
  // the one the line belonged to before, if the edit moved it), so subscribers see the new line at once.
  const keys = new Set([propKey(before), propKey(updated)]);
  const { repriced } =
    updated.season !== undefined && updated.week !== undefined
      ? await repricePicks(deps, updated.season, updated.week, keys)
      : { repriced: 0 };
  await deps.activity.add({
    user_id: adminId,
    activity: 'prop_line_updated',
    target: `${updated.player} ${updated.stat_type} ${before.line_value} -> ${updated.line_value} (${updated.sportsbook}); ${repriced} pick${repriced === 1 ? '' : 's'} re-priced`,
  });
  return updated;
}

export async function deletePropLine(
  deps: { propLines: Pick<PropLineRepository, 'get' | 'delete'>; activity: Pick<ActivityRepository, 'add'> },
  adminId: string,
  id: string,
): Promise<void> {
  const line = await deps.propLines.get(id);
  if (!line || !(await deps.propLines.delete(id))) throw new NotFoundError('Prop line', id);
  await deps.activity.add({
    user_id: adminId,
    activity: 'prop_line_deleted',
    target: `${line.player} ${line.stat_type} ${line.line_value} (${line.sportsbook})`,
  });
}
