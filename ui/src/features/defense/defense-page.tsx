// Defence vs position (issue #19 item 2): what each team allowed per game to one position group in one stat
// type, over the season and its last games, ranked (1 allows the least), with the league average.
import {
  DEFENSE_STAT_TYPES,
  POSITION_GROUPS,
  propTypeTitle,
  type EngineStatType,
  type PositionGroup,
} from '@edgeboard/domain';
import { BoardSelect, ResearchBoard } from '@/components/research-board';
import { useSearchFilters } from '@/lib/search-filters/use-search-filters';
import { DEFENSE_WINDOWS, defenseFilters, defenseSearch, type DefenseFilters } from './defense-filters';
import { DefenseTable } from './defense-table';
import { useDefenseQuery } from './defense.api';

export const DEFENSE_TITLE = 'Defence vs position';
export const DEFENSE_LOAD_FAILED = "Defence vs position couldn't be loaded. Please try again.";
export const DEFENSE_INTRO =
  'What each defence allowed per game to a position group: over the season and over its last games, equally weighted. Rank 1 allows the least. Only games already played count.';

export function DefensePage() {
  const [filters, changeFilters] = useSearchFilters(defenseFilters, defenseSearch);
  const answer = useDefenseQuery({ window: filters.window });
  const change = (patch: Partial<DefenseFilters>) => {
    changeFilters((current) => {
      const next = { ...current, ...patch };
      // A new position group starts on its first stat type when the current one does not apply.
      if (!DEFENSE_STAT_TYPES[next.position].includes(next.statType))
        next.statType = DEFENSE_STAT_TYPES[next.position][0] ?? next.statType;
      return next;
    });
  };
  const data = answer.isError ? undefined : answer.currentData;
  const rows = (data?.rows ?? []).filter(
    (r) => r.position === filters.position && r.statType === filters.statType,
  );
  const league = data?.league.find((l) => l.position === filters.position && l.statType === filters.statType);

  return (
    <ResearchBoard
      id="defense-title"
      title={DEFENSE_TITLE}
      intro={`${DEFENSE_INTRO}${data ? ` Season ${String(data.season)}.` : ''}`}
      filters={
        <>
          <BoardSelect<PositionGroup>
            label="Position group"
            minWidth={120}
            value={filters.position}
            options={POSITION_GROUPS.map((p) => ({ value: p, label: p }))}
            onChange={(position) => {
              change({ position });
            }}
          />
          <BoardSelect<EngineStatType>
            label="Stat type"
            minWidth={180}
            value={filters.statType}
            options={DEFENSE_STAT_TYPES[filters.position].map((s) => ({ value: s, label: propTypeTitle(s) }))}
            onChange={(statType) => {
              change({ statType });
            }}
          />
          <BoardSelect<number>
            label="Recent games"
            minWidth={140}
            value={filters.window}
            options={DEFENSE_WINDOWS.map((w) => ({ value: w, label: `Last ${String(w)} games` }))}
            onChange={(window) => {
              change({ window });
            }}
          />
        </>
      }
      answer={answer}
      unlocks="opens defence vs position"
      failedText={DEFENSE_LOAD_FAILED}
    >
      <DefenseTable
        rows={rows}
        league={league}
        window={filters.window}
        team={filters.team}
        loading={answer.isFetching}
      />
    </ResearchBoard>
  );
}

export const Component = DefensePage;
