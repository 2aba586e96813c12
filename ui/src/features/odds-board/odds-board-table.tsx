// The board's rows: one prop per row, one column per book with its line and both prices, the best fresh price
// per side marked, stale quotes greyed with their age, then the fair odds, the model's probability and the EV.
import { Table, Typography, type TableColumnsType } from 'antd';
import {
  formatAmericanOdds,
  formatQuoteAge,
  formatSignedPercent,
  NO_BOARD_PICK_TEXT,
  propTypeTitle,
  type OddsBoardGame,
  type OddsBoardQuote,
  type OddsBoardRow,
} from '@edgeboard/domain';

export const ODDS_BOARD_EMPTY = 'No props match these filters this week.';
/** No book has posted a line for the week at all (a replayed season without --lines has none to show). */
export const noLinesText = (week: number) =>
  `No sportsbook lines are stored for week ${String(week)}: the board fills as the books' lines are pulled.`;
const MUTED = '#475569';
const STALE = '#64748b';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

function Price({ side, odds, best }: { side: 'Over' | 'Under'; odds: number | null; best: boolean }) {
  const text = `${side === 'Over' ? 'O' : 'U'} ${odds === null ? '—' : formatAmericanOdds(odds)}`;
  if (!best) return <div>{text}</div>;
  return (
    <div>
      <mark
        data-best-price={side.toLowerCase()}
        style={{
          background: '#dcfce7',
          color: '#14532d',
          fontWeight: 700,
          padding: '0 4px',
          borderRadius: 4,
        }}
      >
        {text}
        <span className="visually-hidden"> best {side.toLowerCase()} price</span>
      </mark>
    </div>
  );
}

function QuoteCell({ quote, row }: { quote: OddsBoardQuote | undefined; row: OddsBoardRow }) {
  if (!quote) return <span style={{ color: MUTED }}>—</span>;
  const isBest = (b: OddsBoardRow['bestOver']) =>
    b !== null && b.book === quote.book && b.line === quote.line && !quote.stale;
  return (
    <div
      data-stale={quote.stale ? 'true' : undefined}
      style={quote.stale ? { color: STALE, fontStyle: 'italic' } : undefined}
    >
      <div style={{ fontWeight: 600 }}>{quote.line}</div>
      <Price
        side="Over"
        odds={quote.overOdds}
        best={isBest(row.bestOver) && row.bestOver?.odds === quote.overOdds}
      />
      <Price
        side="Under"
        odds={quote.underOdds}
        best={isBest(row.bestUnder) && row.bestUnder?.odds === quote.underOdds}
      />
      {quote.stale && <div style={{ fontSize: 12 }}>{formatQuoteAge(quote.ageMinutes)}</div>}
    </div>
  );
}

function ModelCell({ row }: { row: OddsBoardRow }) {
  if (row.pick === null || row.noPick !== null)
    return (
      <div>
        <span aria-hidden>—</span>
        <div style={{ fontSize: 12, color: MUTED, maxWidth: 200 }}>
          {NO_BOARD_PICK_TEXT[row.noPick ?? 'not_published']}
        </div>
      </div>
    );
  const { pick } = row;
  return (
    <div>
      <div>
        {pick.call === 'over' ? 'Over' : 'Under'} {pick.line}
      </div>
      <div style={{ fontWeight: 600 }}>
        {pick.modelProbability === null ? '—' : pct(pick.modelProbability)}
      </div>
    </div>
  );
}

const gameLabel = (g: OddsBoardGame | undefined) => (g ? `${g.away} @ ${g.home}` : '');

export function OddsBoardTable({
  rows,
  books,
  games,
  loading,
  week,
}: {
  rows: OddsBoardRow[];
  books: string[];
  games: OddsBoardGame[];
  loading: boolean;
  /** The board's week, named when no book has a line in it. */
  week: number | undefined;
}) {
  const gameById = new Map(games.map((g) => [g.id, g]));
  const columns: TableColumnsType<OddsBoardRow> = [
    {
      title: 'Prop',
      key: 'prop',
      fixed: 'left',
      width: 170,
      render: (_: unknown, r) => (
        <div>
          <div style={{ fontWeight: 600 }}>{r.player}</div>
          <div>{propTypeTitle(r.statType)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {gameLabel(gameById.get(r.gameId))}
          </Typography.Text>
        </div>
      ),
    },
    ...books.map((book): TableColumnsType<OddsBoardRow>[number] => ({
      title: book,
      key: `book-${book}`,
      width: 110,
      render: (_: unknown, r) => <QuoteCell quote={r.quotes.find((q) => q.book === book)} row={r} />,
    })),
    {
      title: 'Fair (no-vig)',
      key: 'fair',
      width: 130,
      render: (_: unknown, r) =>
        r.fair ? (
          <div>
            <div>O {formatAmericanOdds(r.fair.overOdds)}</div>
            <div>U {formatAmericanOdds(r.fair.underOdds)}</div>
            <div style={{ fontSize: 12, color: MUTED }}>
              {r.fair.book} {r.fair.line}
            </div>
          </div>
        ) : (
          <span style={{ color: MUTED }}>No fresh two-way price</span>
        ),
    },
    { title: 'Model', key: 'model', width: 150, render: (_: unknown, r) => <ModelCell row={r} /> },
    {
      title: 'EV',
      key: 'ev',
      width: 90,
      align: 'right',
      sorter: (a, b) => (a.pick?.evPercent ?? -Infinity) - (b.pick?.evPercent ?? -Infinity),
      render: (_: unknown, r) =>
        r.pick?.evPercent == null ? (
          <span aria-label="No EV">—</span>
        ) : (
          <span style={{ fontWeight: 600, color: r.pick.evPercent > 0 ? '#15803d' : MUTED }}>
            {formatSignedPercent(r.pick.evPercent)}
          </span>
        ),
    },
  ];
  return (
    <Table<OddsBoardRow>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      locale={{ emptyText: books.length === 0 && week !== undefined ? noLinesText(week) : ODDS_BOARD_EMPTY }}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 170 + books.length * 110 + 370 }}
    />
  );
}
