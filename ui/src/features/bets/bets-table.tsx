import { Button, Popconfirm, Space, Table, Tag, message, type TableColumnsType } from 'antd';
import { BETS_MAX_PAGE_SIZE, BETS_PAGE_SIZE, type Bet } from '@edgeboard/domain';
import { formatClvPoints } from '@/components/clv-format';
import {
  betTitle,
  EmptyText,
  formatAmericanOdds,
  formatSignedUnits,
  formatUnits,
  RESULT_LABELS,
} from './bet-format';
import { useDeleteBetMutation } from './bets.api';

// Each at least 4.5:1 on its background (WCAG AA); antd's preset green and red tags are not.
const RESULT_STYLES = {
  won: { color: '#166534', background: '#f0fdf4', borderColor: '#86efac' },
  lost: { color: '#991b1b', background: '#fef2f2', borderColor: '#fca5a5' },
  push: { color: '#334155', background: '#f8fafc', borderColor: '#cbd5e1' },
} as const;
const PLACED = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export const DELETE_FAILED = "The bet couldn't be deleted. Please try again.";

function DeleteButton({ bet }: { bet: Bet }) {
  const [remove, state] = useDeleteBetMutation();
  return (
    <Popconfirm
      title="Delete this bet?"
      description="It leaves your record and the figures for good."
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onConfirm={() => {
        remove(bet.id)
          .unwrap()
          .catch(() => {
            void message.error(DELETE_FAILED);
          });
      }}
    >
      {/* Not antd's danger style: its red text on white is below 4.5:1; the confirm's button is the red one. */}
      <Button size="small" loading={state.isLoading} aria-label={`Delete bet: ${betTitle(bet)}`}>
        Delete
      </Button>
    </Popconfirm>
  );
}

/** The page sizes the pager offers: the API's default first, its maximum last. */
export const BET_PAGE_SIZES = [BETS_PAGE_SIZE, 100, BETS_MAX_PAGE_SIZE] as const;

/** Where the pager stands: the server's page of the bets and how many there are in all. */
export interface BetsPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/**
 * One page of the subscriber's bets, newest placed first (the server pages them: issue #30 item 6); an open bet
 * can be edited, any bet deleted (after a confirm).
 */
export function BetsTable({
  bets,
  paging,
  loading,
  onEdit,
}: {
  bets: readonly Bet[];
  paging: BetsPaging;
  loading: boolean;
  onEdit: (bet: Bet) => void;
}) {
  const columns: TableColumnsType<Bet> = [
    {
      title: 'Bet',
      key: 'bet',
      render: (_, b) => (
        <span>
          <strong>{betTitle(b)}</strong>
          <div style={{ color: '#475569', fontSize: 12 }}>
            Week {b.week} · placed {PLACED.format(new Date(b.placedAt))}
            {b.pickId !== null && ' · from a pick'}
          </div>
        </span>
      ),
    },
    { title: 'Book', dataIndex: 'sportsbook', key: 'book' },
    { title: 'Odds', key: 'odds', render: (_, b) => formatAmericanOdds(b.odds), align: 'right' },
    { title: 'Stake', key: 'stake', render: (_, b) => formatUnits(b.stake), align: 'right' },
    {
      title: 'Result',
      key: 'result',
      render: (_, b) =>
        b.result === null ? (
          <Tag>Open</Tag>
        ) : (
          <Tag style={RESULT_STYLES[b.result]}>{RESULT_LABELS[b.result]}</Tag>
        ),
    },
    {
      title: 'P/L',
      key: 'profit',
      align: 'right',
      render: (_, b) => (b.profit === null ? '—' : formatSignedUnits(b.profit)),
    },
    {
      title: 'CLV',
      key: 'clv',
      align: 'right',
      render: (_, b) => (b.clv === null ? '—' : formatClvPoints(b.clv)),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, b) => (
        <Space size={4} wrap>
          {b.result === null && (
            <Button
              size="small"
              onClick={() => {
                onEdit(b);
              }}
              aria-label={`Edit bet: ${betTitle(b)}`}
            >
              Edit
            </Button>
          )}
          <DeleteButton bet={b} />
        </Space>
      ),
    },
  ];
  // No bets: the message alone. An empty table keeps its columns' width (about 440 px) with nothing to scroll
  // to, which widened the page on a phone, and an empty scroll region would have nothing to focus.
  if (paging.total === 0 && !loading) {
    return <EmptyText>No bets yet. Record one with the form, or with Track bet on any pick.</EmptyText>;
  }
  return (
    <Table<Bet>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...bets]}
      loading={loading}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: paging.total,
        onChange: paging.onChange,
        showSizeChanger: paging.total > BETS_PAGE_SIZE,
        pageSizeOptions: BET_PAGE_SIZES.map(String),
        hideOnSinglePage: paging.total <= BETS_PAGE_SIZE,
        showTotal: (total, [from, to]) => `${String(from)}–${String(to)} of ${String(total)} bets`,
      }}
      // Only a filled table scrolls sideways: an empty one would be a scroll region with nothing to focus.
      scroll={bets.length > 0 ? { x: 820 } : undefined}
      locale={{
        emptyText: (
          <EmptyText>No bets yet. Record one with the form, or with Track bet on any pick.</EmptyText>
        ),
      }}
    />
  );
}
