import { Link } from 'react-router-dom';
import { PositionGroup } from '@edgeboard/domain';
import { defenseHref } from './defense-filters';

/** From a pick to its opponent's row on defence vs position (nothing for picks stored without an opponent). */
export function DefenseLink({
  team,
  position,
}: {
  team: string | null | undefined;
  position: string | null | undefined;
}) {
  const href = defenseHref(team, position);
  if (href === null || !team) return null;
  const group = PositionGroup.safeParse(position);
  return <Link to={href}>{`${team} defence vs ${group.success ? group.data : 'position'}`}</Link>;
}
