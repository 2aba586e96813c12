// The odds board (issue #19 item 3): this week's props with every book's latest line and prices side by side,
// the best fresh price per side, the fair odds, and the engine pick's probability and EV.
import { InputNumber, Select, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { ENGINE_STAT_TYPES, propTypeTitle, type StatType } from '@edgeboard/domain';
import { PageSpinner } from '@/components/page-spinner';
import { BoardFailure } from '@/components/board-failure';
import { oddsBoardFilters, oddsBoardSearch, toQuery, type OddsBoardFilters } from './odds-board-filters';
import { OddsBoardTable } from './odds-board-table';
import { useOddsBoardQuery } from './odds-board.api';

export const ODDS_BOARD_TITLE = 'Odds board';
export const ODDS_BOARD_LOAD_FAILED = "The odds board couldn't be loaded. Please try again.";

const STAT_OPTIONS = ENGINE_STAT_TYPES.map((s) => ({ value: s, label: propTypeTitle(s) }));
const hours = (minutes: number) => Math.round(minutes / 60);

export function OddsBoardPage() {
  const [search, setSearch] = useSearchParams();
  const filters = oddsBoardFilters(search);
  const answer = useOddsBoardQuery(toQuery(filters));
  const change = (patch: Partial<OddsBoardFilters>) => {
    setSearch(oddsBoardSearch({ ...filters, ...patch }), { replace: true });
  };
  const data = answer.isError ? undefined : answer.currentData;
  // The game choices stay while another filter loads.
  const games = (answer.data?.games ?? []).map((g) => ({ value: g.id, label: `${g.away} @ ${g.home}` }));

  return (
    <section aria-labelledby="odds-board-title" style={{ display: 'grid', gap: 16, minWidth: 0 }}>
      <Typography.Title id="odds-board-title" level={1} style={{ margin: 0, fontSize: 28 }}>
        {ODDS_BOARD_TITLE}
        {answer.data ? ` · Week ${String(answer.data.week)}` : ''}
      </Typography.Title>
      <Typography.Text type="secondary">
        Every book’s latest line and prices. The best fresh price per side is highlighted; fair odds remove
        the margin of the sharpest fresh book.
        {answer.data
          ? ` Prices older than ${String(hours(answer.data.staleAfterMinutes))} h are greyed and never best.`
          : ''}
      </Typography.Text>
      <Space wrap>
        <Select<string>
          aria-label="Game"
          placeholder="All games"
          allowClear
          virtual={false}
          style={{ minWidth: 160 }}
          value={filters.gameId}
          options={games}
          onChange={(gameId) => {
            change({ gameId });
          }}
        />
        <Select<StatType>
          aria-label="Stat type"
          placeholder="All stat types"
          allowClear
          virtual={false}
          style={{ minWidth: 180 }}
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
      </Space>
      {answer.isError ? (
        <BoardFailure
          error={answer.error}
          unlocks="opens the odds board"
          failedText={ODDS_BOARD_LOAD_FAILED}
          onRetry={() => void answer.refetch()}
        />
      ) : answer.isLoading ? (
        <PageSpinner />
      ) : (
        <OddsBoardTable
          rows={data?.rows ?? []}
          books={answer.data?.books ?? []}
          games={answer.data?.games ?? []}
          loading={answer.isFetching}
          week={answer.data?.week}
        />
      )}
    </section>
  );
}

export const Component = OddsBoardPage;
