// The board's rows on a wide screen: one prop per row, one column per book with its line and both prices, the
// best fresh price per side marked, stale quotes greyed with their age, then the fair odds, the model's
// probability and the EV. The table scrolls sideways in its own box (the page never does); on a phone the
// props are cards instead (odds-board-cards.tsx).
import { Table, Typography, type TableColumnsType } from 'antd';
import {
  formatAmericanOdds,
  formatQuoteAge,
  propTypeTitle,
  type OddsBoardGame,
  type OddsBoardQuote,
  type OddsBoardRow,
} from '@edgeboard/domain';
import { QuoteParlayButton } from '@/lib/parlay/quote-parlay-button';
import { bestSides, EvText, gameLabel, ModelCell, MUTED, Price, STALE, StartedTag } from './odds-board-cells';

export const ODDS_BOARD_EMPTY = 'No props match these filters this week.';
/** No book has posted a line for the week at all (a replayed season without --lines has none to show). */
export const noLinesText = (week: number) =>
  `No sportsbook lines are stored for week ${String(week)}: the board fills as the books' lines are pulled.`;
export const ODDS_BOARD_PAGE_SIZE = 20;

export interface OddsBoardViewProps {
  rows: OddsBoardRow[];
  books: string[];
  games: OddsBoardGame[];
  loading: boolean;
  /** The board's week, named when no book has a line in it. */
  week: number | undefined;
}

export const emptyText = ({ books, week }: Pick<OddsBoardViewProps, 'books' | 'week'>) =>
  books.length === 0 && week !== undefined ? noLinesText(week) : ODDS_BOARD_EMPTY;

/** Rows of games still to come first when sorted by EV; a started game's EV is for reference only. */
const evOrder = (r: OddsBoardRow) => (r.started ? -Infinity : (r.pick?.evPercent ?? -Infinity));

function QuoteCell({ quote, row }: { quote: OddsBoardQuote | undefined; row: OddsBoardRow }) {
  if (!quote) return <span style={{ color: MUTED }}>—</span>;
  const best = bestSides(quote, row);
  return (
    <div
      data-stale={quote.stale ? 'true' : undefined}
      style={quote.stale ? { color: STALE, fontStyle: 'italic' } : undefined}
    >
      <div style={{ fontWeight: 600 }}>{quote.line}</div>
      <Price side="Over" odds={quote.overOdds} best={best.over} ev={quote.overEv} />
      <Price side="Under" odds={quote.underOdds} best={best.under} ev={quote.underEv} />
      {quote.stale && <div style={{ fontSize: 12 }}>{formatQuoteAge(quote.ageMinutes)}</div>}
    </div>
  );
}

export function OddsBoardTable({ rows, books, games, loading, week }: OddsBoardViewProps) {
  const gameById = new Map(games.map((g) => [g.id, g]));
  const columns: TableColumnsType<OddsBoardRow> = [
    {
      title: 'Prop',
      key: 'prop',
      fixed: 'left',
      width: 170,
      render: (_: unknown, r) => (
        <div data-started={r.started ? 'true' : undefined}>
          <div style={{ fontWeight: 600 }}>{r.player}</div>
          <div>{propTypeTitle(r.statType)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {gameLabel(gameById.get(r.gameId))}
          </Typography.Text>{' '}
          {r.started && <StartedTag />}
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
      sorter: (a, b) => {
        const [x, y] = [evOrder(a), evOrder(b)];
        return x === y ? 0 : x - y;
      },
      render: (_: unknown, r) => <EvText row={r} />,
    },
    {
      title: 'Parlay',
      key: 'parlay',
      width: 140,
      render: (_: unknown, r) => (
        <QuoteParlayButton row={r} matchup={gameLabel(gameById.get(r.gameId)) || null} />
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
      locale={{ emptyText: emptyText({ books, week }) }}
      pagination={{ pageSize: ODDS_BOARD_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 170 + books.length * 110 + 370 }}
    />
  );
}
