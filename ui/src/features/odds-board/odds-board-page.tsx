// The odds board (issue #19 item 3): this week's props with every book's latest line and prices side by side,
// the best fresh price per side, the fair odds, and the engine pick's probability and EV.
import { InputNumber } from 'antd';
import { ENGINE_STAT_TYPES, propTypeTitle, type StatType } from '@edgeboard/domain';
import { BoardSelect, ResearchBoard } from '@/components/research-board';
import { useSearchFilters } from '@/lib/search-filters/use-search-filters';
import { oddsBoardFilters, oddsBoardSearch, toQuery, type OddsBoardFilters } from './odds-board-filters';
import { PHONE_QUERY, useMediaQuery } from '@/lib/media/use-media-query';
import { OddsBoardCards } from './odds-board-cards';
import { OddsBoardTable } from './odds-board-table';
import { useOddsBoardQuery } from './odds-board.api';

export const ODDS_BOARD_TITLE = 'Odds board';
export const ODDS_BOARD_LOAD_FAILED = "The odds board couldn't be loaded. Please try again.";

const STAT_OPTIONS = ENGINE_STAT_TYPES.map((s) => ({ value: s, label: propTypeTitle(s) }));
const hours = (minutes: number) => Math.round(minutes / 60);

export function OddsBoardPage() {
  const [filters, changeFilters] = useSearchFilters(oddsBoardFilters, oddsBoardSearch);
  const answer = useOddsBoardQuery(toQuery(filters));
  const change = (patch: Partial<OddsBoardFilters>) => {
    changeFilters((current) => ({ ...current, ...patch }));
  };
  const data = answer.isError ? undefined : answer.currentData;
  // The game choices stay while another filter loads; upcoming games come first, started ones say so.
  const games = (answer.data?.games ?? []).map((g) => ({
    value: g.id,
    label: `${g.away} @ ${g.home}${g.started ? ' · started' : ''}`,
  }));
  // A phone gets a card per prop: the table needs 1,200 px and would scroll sideways past its pinned column.
  const phone = useMediaQuery(PHONE_QUERY);
  const Board = phone ? OddsBoardCards : OddsBoardTable;

  return (
    <ResearchBoard
      id="odds-board-title"
      title={`${ODDS_BOARD_TITLE}${answer.data ? ` · Week ${String(answer.data.week)}` : ''}`}
      intro={
        <>
          Every book’s latest line and prices, games still to come first. The best fresh price per side is
          highlighted; fair odds remove the margin of the sharpest fresh book. Games that have started are
          marked and never highlighted: their prices are from before kickoff.
          {answer.data
            ? ` Prices older than ${String(hours(answer.data.staleAfterMinutes))} h are greyed and never best.`
            : ''}
        </>
      }
      filters={
        <>
          <BoardSelect<string>
            label="Game"
            placeholder="All games"
            minWidth={160}
            value={filters.gameId}
            options={games}
            onChange={(gameId) => {
              change({ gameId });
            }}
          />
          <BoardSelect<StatType>
            label="Stat type"
            placeholder="All stat types"
            minWidth={180}
            value={filters.statType}
            options={STAT_OPTIONS}
            onChange={(statType) => {
              change({ statType });
            }}
          />
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <span>Minimum EV %</span>
            <InputNumber<number>
              aria-label="Minimum EV %"
              placeholder="Any"
              min={-100}
              max={100}
              step={0.5}
              style={{ width: 100 }}
              value={filters.minEv ?? null}
              onChange={(v) => {
                change({ minEv: v ?? undefined });
              }}
            />
          </label>
        </>
      }
      answer={answer}
      unlocks="opens the odds board"
      failedText={ODDS_BOARD_LOAD_FAILED}
    >
      <Board
        rows={data?.rows ?? []}
        books={answer.data?.books ?? []}
        games={answer.data?.games ?? []}
        loading={answer.isFetching}
        week={answer.data?.week}
      />
    </ResearchBoard>
  );
}

export const Component = OddsBoardPage;
