// The alt-line ladder (issue #29 item 5), shared by the analysis page's Market section and the prop calculator:
// one row per line, P(over), the fair odds of both sides and, where a book quotes the line, its prices with
// each side's EV, a positive one marked by the verdict's own rule (isPositiveEv). A plain table of four
// narrow columns that wraps inside its cells, so it reads at 375 px without scrolling sideways.
import {
  evPercentOf,
  formatAmericanOdds,
  formatProbability,
  formatSignedPercent,
  isPositiveEv,
  type LadderQuote,
} from '@edgeboard/domain';

export interface LadderTableRow {
  line: number;
  pOver: number;
  fairOverOdds: number;
  fairUnderOdds: number;
  posted: boolean;
  quotes: readonly LadderQuote[];
}

const CELL = { padding: '6px 8px', verticalAlign: 'top', textAlign: 'left' } as const;
const MUTED = '#475569';

function SideEv({ side, odds, ev }: { side: 'O' | 'U'; odds: number | null; ev: number | null }) {
  if (odds === null) return null;
  const price = `${side} ${formatAmericanOdds(odds)}`;
  if (ev === null) return <span>{price}</span>;
  const text = formatSignedPercent(evPercentOf(ev));
  return isPositiveEv(ev) ? (
    <mark
      data-positive-ev={side === 'O' ? 'over' : 'under'}
      style={{ background: '#dbeafe', color: '#1e3a8a', fontWeight: 700, padding: '0 4px', borderRadius: 4 }}
    >
      {price} {text}
    </mark>
  ) : (
    <span>
      {price} <span style={{ color: MUTED }}>{text}</span>
    </span>
  );
}

export function PriceLadderTable({ rows, caption }: { rows: readonly LadderTableRow[]; caption: string }) {
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }} data-testid="price-ladder">
      <caption style={{ textAlign: 'left', color: MUTED, fontSize: 13, paddingBottom: 4 }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={CELL}>
            Line
          </th>
          <th scope="col" style={CELL}>
            P(over)
          </th>
          <th scope="col" style={CELL}>
            Fair odds
          </th>
          <th scope="col" style={CELL}>
            Books (EV)
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr
            key={r.line}
            data-posted={r.posted ? 'true' : undefined}
            style={{ borderTop: '1px solid #e2e8f0', ...(r.posted ? { background: '#f8fafc' } : {}) }}
          >
            <th scope="row" style={CELL}>
              {r.line}
              {r.posted && <div style={{ fontSize: 12, fontWeight: 400, color: MUTED }}>posted</div>}
            </th>
            <td style={CELL}>{formatProbability(r.pOver)}</td>
            <td style={CELL}>
              <div>O {formatAmericanOdds(r.fairOverOdds)}</div>
              <div>U {formatAmericanOdds(r.fairUnderOdds)}</div>
            </td>
            <td style={{ ...CELL, overflowWrap: 'anywhere' }}>
              {r.quotes.length === 0 ? (
                <span style={{ color: MUTED }}>No book at this line</span>
              ) : (
                r.quotes.map((q) => (
                  <div key={q.book}>
                    <strong style={{ fontWeight: 600 }}>{q.book}</strong>{' '}
                    <SideEv side="O" odds={q.overOdds} ev={q.overEv} />{' '}
                    <SideEv side="U" odds={q.underOdds} ev={q.underEv} />
                  </div>
                ))
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
