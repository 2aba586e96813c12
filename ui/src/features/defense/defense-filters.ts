// The defence page's filters live in the address (?position=WR&statType=receptions&team=KC&window=4), so the
// analysis page can link to one opponent's row and a reload keeps the choice.
import {
  DEFENSE_RECENT_GAMES,
  DEFENSE_STAT_TYPES,
  PositionGroup,
  type EngineStatType,
} from '@edgeboard/domain';

export interface DefenseFilters {
  position: PositionGroup;
  statType: EngineStatType;
  window: number;
  /** The team whose row is highlighted and scrolled to. */
  team: string | undefined;
}

export const DEFENSE_WINDOWS = [2, 3, 4, 6, 8] as const;

export function defenseFilters(search: URLSearchParams): DefenseFilters {
  const parsed = PositionGroup.safeParse(search.get('position'));
  const position = parsed.success ? parsed.data : 'WR';
  const stats = DEFENSE_STAT_TYPES[position];
  const asked = search.get('statType');
  const statType = stats.find((s) => s === asked) ?? stats[0] ?? 'receiving_yards';
  const w = Number(search.get('window'));
  const window = (DEFENSE_WINDOWS as readonly number[]).includes(w) ? w : DEFENSE_RECENT_GAMES;
  const team = search.get('team')?.toUpperCase() || undefined;
  return { position, statType, window, team };
}

export function defenseSearch(f: DefenseFilters): URLSearchParams {
  const s = new URLSearchParams({ position: f.position, statType: f.statType });
  if (f.window !== DEFENSE_RECENT_GAMES) s.set('window', String(f.window));
  if (f.team) s.set('team', f.team);
  return s;
}
