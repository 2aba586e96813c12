// What the odds board's table (desktop) and cards (phone) both show of a prop: a book's quote with the best
// price per side marked, the model's figures, the EV, and the mark of a game that has started.
import { Tag } from 'antd';
import {
  evPercentOf,
  formatAmericanOdds,
  formatSignedPercent,
  isPositiveEv,
  NO_BOARD_PICK_TEXT,
  type OddsBoardGame,
  type OddsBoardQuote,
  type OddsBoardRow,
} from '@edgeboard/domain';

export const MUTED = '#475569';
export const STALE = '#64748b';
/** Said beside a started game: its pre-game prices and the pick's EV are for reference, not to bet. */
export const STARTED_TEXT = 'Started';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/**
 * A side's EV at the quote's own line (issue #29 item 3): marked "+EV" when positive by the verdict's own rule
 * (isPositiveEv), whichever side it is; nothing when the board has no EV for it.
 */
export function QuoteEv({ side, ev }: { side: 'Over' | 'Under'; ev: number | null | undefined }) {
  if (ev == null) return null;
  const text = formatSignedPercent(evPercentOf(ev));
  if (!isPositiveEv(ev)) return <div style={{ fontSize: 12, color: MUTED }}>EV {text}</div>;
  return (
    <div style={{ fontSize: 12 }}>
      <mark
        data-positive-ev={side.toLowerCase()}
        style={{
          background: '#dbeafe',
          color: '#1e3a8a',
          fontWeight: 700,
          padding: '0 4px',
          borderRadius: 4,
        }}
      >
        +EV {text}
        <span className="visually-hidden"> on the {side.toLowerCase()}</span>
      </mark>
    </div>
  );
}

export function Price({
  side,
  odds,
  best,
  ev,
}: {
  side: 'Over' | 'Under';
  odds: number | null;
  best: boolean;
  ev?: number | null | undefined;
}) {
  const text = `${side === 'Over' ? 'O' : 'U'} ${odds === null ? '—' : formatAmericanOdds(odds)}`;
  if (!best)
    return (
      <div>
        {text}
        <QuoteEv side={side} ev={ev} />
      </div>
    );
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
      <QuoteEv side={side} ev={ev} />
    </div>
  );
}

/** Whether `quote` holds the row's best price for a side (a started game's row has none). */
export function bestSides(quote: OddsBoardQuote, row: OddsBoardRow): { over: boolean; under: boolean } {
  const holds = (b: OddsBoardRow['bestOver'], odds: number | null) =>
    !row.started &&
    b !== null &&
    b.book === quote.book &&
    b.line === quote.line &&
    !quote.stale &&
    b.odds === odds;
  return { over: holds(row.bestOver, quote.overOdds), under: holds(row.bestUnder, quote.underOdds) };
}

export function ModelCell({ row }: { row: OddsBoardRow }) {
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

/** The pick's EV: green when positive on a game still to come; a started game's is muted, never a call to bet. */
export function EvText({ row }: { row: OddsBoardRow }) {
  const ev = row.pick?.evPercent;
  if (ev == null) return <span aria-label="No EV">—</span>;
  const value = ev > 0 && !row.started;
  return (
    <span
      data-ev={value ? 'positive' : undefined}
      style={{ fontWeight: 600, color: value ? '#15803d' : MUTED }}
    >
      {formatSignedPercent(ev)}
      {row.started && <span className="visually-hidden"> before kickoff</span>}
    </span>
  );
}

export function StartedTag() {
  return (
    <Tag color="default" style={{ marginInlineEnd: 0 }}>
      {STARTED_TEXT}
    </Tag>
  );
}

export const gameLabel = (g: OddsBoardGame | undefined) => (g ? `${g.away} @ ${g.home}` : '');
