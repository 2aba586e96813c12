import { Card, Typography } from 'antd';
import type { PlayerResearchResponse } from '@edgeboard/domain';
import { PlanRefusal } from '@/lib/gating/plan-refusal';
import { statTitle, statValue } from './research-format';

/** The projection's median and p10-p90 range with the usage trend (all-star), or what unlocks them. */
export function AdvancedCard({ research }: { research: PlayerResearchResponse }) {
  const advanced = research.advanced;
  const title = <h2 style={{ fontSize: 18, margin: 0 }}>Projection and usage</h2>;
  if (advanced === null) {
    return (
      <Card title={title}>
        <p style={{ margin: 0 }} data-testid="advanced-upgrade">
          <PlanRefusal
            tier="all-star"
            unlocks="adds the projection range, the usage trend and the prop calculator"
          />
        </p>
      </Card>
    );
  }
  const p = advanced.projection;
  return (
    <Card title={title}>
      {p === null ? (
        <Typography.Paragraph>
          No projection this week: his team has no game, or he has too few earlier games.
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph data-testid="projection">
          Week {research.week} vs {p.opponent}: median {statValue(p.median)}{' '}
          {statTitle(research.statType).toLowerCase()}, 80% range {statValue(p.p10)}–{statValue(p.p90)} (10th
          to 90th percentile of the model’s distribution).
        </Typography.Paragraph>
      )}
      <h3 style={{ fontSize: 16 }}>Usage by game</h3>
      {advanced.usage.length === 0 ? (
        <Typography.Paragraph>No earlier games.</Typography.Paragraph>
      ) : (
        <div className="research-scroll" tabIndex={0} role="region" aria-label="Usage table">
          <table className="research-table">
            <thead>
              <tr>
                <th scope="col">Game</th>
                <th scope="col">Targets</th>
                <th scope="col">Carries</th>
                <th scope="col">Pass attempts</th>
              </tr>
            </thead>
            <tbody>
              {advanced.usage.map((u) => (
                <tr key={`${String(u.season)}-${String(u.week)}`}>
                  <th scope="row">
                    {u.season} W{u.week}
                  </th>
                  <td>{u.targets}</td>
                  <td>{u.carries}</td>
                  <td>{u.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        Snap and route share are not in our data (box scores only), so they are not shown.
      </Typography.Paragraph>
    </Card>
  );
}
