import { Card, Typography } from 'antd';
import { CheckCircleTwoTone, WarningTwoTone } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { AnalysisFactor, ParsedRecommendation } from '@edgeboard/domain';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>{title}</h2>} size="small">
      {children}
    </Card>
  );
}

/** A bullet list with a supporting (tick) or concern (warning) marker; `empty` when there is nothing. */
export function PointList({
  items,
  kind,
  empty,
}: {
  items: readonly string[];
  kind: 'support' | 'concern';
  empty: string;
}) {
  if (items.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 8,
      }}
    >
      {items.map((item) => (
        <li key={item} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          {kind === 'support' ? (
            <CheckCircleTwoTone twoToneColor="#16a34a" aria-hidden style={{ marginTop: 4 }} />
          ) : (
            <WarningTwoTone twoToneColor="#d97706" aria-hidden style={{ marginTop: 4 }} />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Each factor's description over a 0-100 bar. */
export function FactorBars({ factors }: { factors: readonly AnalysisFactor[] }) {
  if (factors.length === 0)
    return <Typography.Text type="secondary">No confidence breakdown for this prop.</Typography.Text>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 14 }}>
      {factors.map((f) => {
        const value = Math.round(Math.min(100, Math.max(0, f.value)));
        return (
          <div key={f.description}>
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <span>{f.description}</span>
              <strong>{value}%</strong>
            </div>
            <div
              role="progressbar"
              aria-label={f.description}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={value}
              style={{ height: 8, background: '#e5e7eb', borderRadius: 4, marginTop: 4 }}
            >
              <div
                style={{ width: `${String(value)}%`, height: '100%', background: '#1d4ed8', borderRadius: 4 }}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * The verdict and how the factors weigh: the headline, the confidence and the engine's notes. The lists stay in
 * their own sections above (issue #28 item 7: they are not printed twice); older texts that carry them get a
 * pointer to those sections instead.
 */
export function FinalRecommendation({ parsed }: { parsed: ParsedRecommendation }) {
  const listed = parsed.supportingFactors.length + parsed.concerns.length;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 }}>
      {parsed.headline !== '' && (
        <Typography.Text strong style={{ fontSize: 16 }}>
          {parsed.headline}
        </Typography.Text>
      )}
      {parsed.confidence !== null && <span>Confidence: {parsed.confidence}%</span>}
      {parsed.notes.map((note) => (
        <Typography.Paragraph key={note} style={{ margin: 0 }}>
          {note}
        </Typography.Paragraph>
      ))}
      {listed > 0 && (
        <Typography.Text type="secondary" data-testid="recommendation-lists">
          {`Weighed: the ${String(parsed.supportingFactors.length)} supporting factor${parsed.supportingFactors.length === 1 ? '' : 's'} and ${String(parsed.concerns.length)} concern${parsed.concerns.length === 1 ? '' : 's'} listed above.`}
        </Typography.Text>
      )}
    </div>
  );
}
