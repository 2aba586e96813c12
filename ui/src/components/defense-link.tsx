import { Link } from 'react-router-dom';
import { PositionGroup, TeamAbbr } from '@edgeboard/domain';

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

/** The link from a pick to its opponent's row (position groups the board does not cover open the WR view). */
export function defenseHref(
  team: string | null | undefined,
  position: string | null | undefined,
): string | null {
  if (!team || !TeamAbbr.safeParse(team).success) return null;
  const group = PositionGroup.safeParse(position);
  const s = new URLSearchParams({ team });
  if (group.success) s.set('position', group.data);
  return `/dashboard/defense?${s.toString()}`;
}
