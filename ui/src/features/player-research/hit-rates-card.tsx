import { Card, Typography } from 'antd';
import { formatHitRate, type HitRate, type PlayerResearchResponse } from '@edgeboard/domain';
import { PUSH_NOTE, statValue } from './research-format';

const WINDOW_LABEL: Record<HitRate['window'], string> = {
  L5: 'Last 5 games',
  L10: 'Last 10 games',
  L20: 'Last 20 games',
  season: 'This season',
};

/** Hits over the line per window, each with hits/games and its 95% interval; never a bare percentage. */
export function HitRatesCard({ research }: { research: PlayerResearchResponse }) {
  const { line } = research;
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Hit rate over the line</h2>}>
      {line === null ? (
        <Typography.Paragraph style={{ margin: 0 }}>
          No earlier games to rate: enter a line once he has played.
        </Typography.Paragraph>
      ) : (
        <>
          <dl className="research-rates">
            {research.hitRates.map((h) => (
              <div key={h.window}>
                <dt>{WINDOW_LABEL[h.window]}</dt>
                <dd data-testid={`hit-rate-${h.window}`}>
                  {formatHitRate(h)}
                  {h.pushes > 0 && ` · ${String(h.pushes)} push${h.pushes === 1 ? '' : 'es'}`}
                </dd>
              </div>
            ))}
          </dl>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
            Over {statValue(line)}. {PUSH_NOTE}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}

/** Home and away: games, average and the hit rate with its interval. */
export function SplitsCard({ research }: { research: PlayerResearchResponse }) {
  const rows = [
    ['Home', research.splits.home],
    ['Away', research.splits.away],
  ] as const;
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Home and away</h2>}>
      <div className="research-scroll" tabIndex={0} role="region" aria-label="Home and away table">
        <table className="research-table">
          <thead>
            <tr>
              <th scope="col">Venue</th>
              <th scope="col">Games</th>
              <th scope="col">Average</th>
              <th scope="col">Over the line</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, s]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{s.games}</td>
                <td>{s.average === null ? '–' : statValue(Math.round(s.average * 10) / 10)}</td>
                <td>{research.line === null ? '–' : formatHitRate(s.hitRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
