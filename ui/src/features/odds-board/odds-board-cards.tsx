// The board on a phone (issue #28 item 3): one card per prop with its books listed down the card, so a bettor
// reads every price without scrolling sideways past a pinned column (the table needs 1,200 px). Same figures,
// marks and order as the table.
import { Card, Empty, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { formatAmericanOdds, formatQuoteAge, propTypeTitle, type OddsBoardRow } from '@edgeboard/domain';
import { QuoteParlayButton } from '@/lib/parlay/quote-parlay-button';
import { bestSides, EvText, gameLabel, ModelCell, MUTED, Price, STALE, StartedTag } from './odds-board-cells';
import { emptyText, ODDS_BOARD_PAGE_SIZE, type OddsBoardViewProps } from './odds-board-table';

const CELL = { padding: '4px 6px', textAlign: 'left', fontWeight: 400 } as const;

function Quotes({ row }: { row: OddsBoardRow }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }}>
      <thead>
        <tr style={{ color: MUTED, fontSize: 12 }}>
          <th scope="col" style={CELL}>
            Book
          </th>
          <th scope="col" style={CELL}>
            Line
          </th>
          <th scope="col" style={CELL}>
            Over
          </th>
          <th scope="col" style={CELL}>
            Under
          </th>
        </tr>
      </thead>
      <tbody>
        {row.quotes.map((q) => {
          const best = bestSides(q, row);
          return (
            <tr
              key={q.book}
              data-stale={q.stale ? 'true' : undefined}
              style={{
                borderTop: '1px solid #e2e8f0',
                ...(q.stale ? { color: STALE, fontStyle: 'italic' } : {}),
              }}
            >
              <th scope="row" style={CELL}>
                {q.book}
                {q.stale && <div style={{ fontSize: 12 }}>{formatQuoteAge(q.ageMinutes)}</div>}
              </th>
              <td style={CELL}>{q.line}</td>
              <td style={CELL}>
                <Price side="Over" odds={q.overOdds} best={best.over} ev={q.overEv} />
              </td>
              <td style={CELL}>
                <Price side="Under" odds={q.underOdds} best={best.under} ev={q.underEv} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function PropCard({ row, game }: { row: OddsBoardRow; game: string }) {
  return (
    <Card size="small" data-started={row.started ? 'true' : undefined} style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
        <div>
          <div style={{ fontWeight: 600 }}>{row.player}</div>
          <div>{propTypeTitle(row.statType)}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {game}
          </Typography.Text>{' '}
          {row.started && <StartedTag />}
        </div>
        <div style={{ textAlign: 'right' }}>
          <div style={{ fontSize: 12, color: MUTED }}>EV</div>
          <EvText row={row} />
        </div>
      </div>
      <Quotes row={row} />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, marginTop: 8 }}>
        <div>
          <div style={{ fontSize: 12, color: MUTED }}>Fair (no-vig)</div>
          {row.fair ? (
            <div>
              O {formatAmericanOdds(row.fair.overOdds)} · U {formatAmericanOdds(row.fair.underOdds)}
              <div style={{ fontSize: 12, color: MUTED }}>
                {row.fair.book} {row.fair.line}
              </div>
            </div>
          ) : (
            <span style={{ color: MUTED }}>No fresh two-way price</span>
          )}
        </div>
        <div style={{ textAlign: 'right' }}>
          <div style={{ fontSize: 12, color: MUTED }}>Model</div>
          <ModelCell row={row} />
        </div>
      </div>
      <div style={{ marginTop: 8 }}>
        <QuoteParlayButton row={row} matchup={game || null} />
      </div>
    </Card>
  );
}

export function OddsBoardCards({ rows, books, games, loading, week }: OddsBoardViewProps) {
  const gameById = new Map(games.map((g) => [g.id, g]));
  const [page, setPage] = useState(1);
  // A new answer (other filters) starts again at its first page.
  const [shown, setShown] = useState(rows);
  if (shown !== rows) {
    setShown(rows);
    setPage(1);
  }
  const start = (page - 1) * ODDS_BOARD_PAGE_SIZE;
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText({ books, week })} />
      ) : (
        <ul aria-label="Props" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
          {rows.slice(start, start + ODDS_BOARD_PAGE_SIZE).map((row) => (
            <li key={row.key}>
              <PropCard row={row} game={gameLabel(gameById.get(row.gameId))} />
            </li>
          ))}
        </ul>
      )}
      {rows.length > ODDS_BOARD_PAGE_SIZE && (
        <Pagination
          size="small"
          align="center"
          style={{ marginTop: 12 }}
          current={page}
          pageSize={ODDS_BOARD_PAGE_SIZE}
          total={rows.length}
          showSizeChanger={false}
          onChange={(next) => {
            setPage(next);
          }}
        />
      )}
    </Spin>
  );
}
