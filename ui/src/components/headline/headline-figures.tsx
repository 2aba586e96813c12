// The plays' story first (issue #27 item 5): W-L with the win rate, ROI, units and mean CLV, each with its n and
// a 95% interval. Used by the public record; Performance Review adds the same lines to the spec's cards.
import { Card, Col, Row, Statistic } from 'antd';
import type { RecordHeadline } from '@edgeboard/domain';
import { FORMATS, formatCount, intervalLine } from './headline-format';

export const NO_PRICE_NOTE = (n: number) =>
  `${formatCount(n)} ${n === 1 ? 'pick was' : 'picks were'} graded without a price: in the W-L, not in units or ROI.`;
export const NO_CLOSE_YET = 'No pick has a closing line yet';

function Figure({
  title,
  value,
  lines,
  loading,
}: {
  title: string;
  value: string;
  lines: string[];
  loading: boolean;
}) {
  return (
    <Card size="small" style={{ height: '100%' }}>
      <Statistic title={title} value={value} loading={loading} />
      {!loading &&
        lines.map((line) => (
          <div key={line} style={{ color: '#475569', fontSize: 13 }}>
            {line}
          </div>
        ))}
    </Card>
  );
}

/** Four figures; `label` names the set ("Plays" or "All picks") for screen readers. */
export function HeadlineFigures({
  headline,
  loading,
  label,
}: {
  headline: RecordHeadline | undefined;
  loading: boolean;
  label: string;
}) {
  const h = headline;
  const busy = loading || h === undefined;
  const record =
    h === undefined ? '' : `${formatCount(h.wins)}-${formatCount(h.losses)}-${formatCount(h.pushes)}`;
  const figures = [
    {
      title: 'Record (W-L-P)',
      value: record,
      lines:
        h?.winRate == null
          ? ['No decided picks']
          : [
              `Win rate ${FORMATS.winRate(h.winRate.value)}`,
              intervalLine(h.winRate, FORMATS.winRate, 'decided'),
            ],
    },
    {
      title: 'ROI',
      value: h?.roi == null ? '—' : FORMATS.roi(h.roi.value),
      lines:
        h?.roi == null
          ? ['No priced picks']
          : [intervalLine(h.roi, FORMATS.roi, 'priced'), 'One-unit stakes'],
    },
    {
      title: 'Units',
      value: h?.units == null ? '—' : FORMATS.units(h.units.value),
      lines: h?.units == null ? ['No priced picks'] : [intervalLine(h.units, FORMATS.units, 'priced')],
    },
    {
      title: 'Mean CLV',
      value: h?.clv == null ? '—' : FORMATS.clv(h.clv.value),
      lines: h?.clv == null ? [NO_CLOSE_YET] : [intervalLine(h.clv, FORMATS.clv, 'with a close')],
    },
  ];
  return (
    <div role="group" aria-label={`${label}: headline figures`} aria-busy={busy}>
      <Row gutter={[12, 12]}>
        {figures.map((f) => (
          <Col key={f.title} xs={24} sm={12} lg={6}>
            <Figure title={f.title} value={f.value} lines={f.lines} loading={busy} />
          </Col>
        ))}
      </Row>
      {!busy && h.unpriced > 0 && (
        <div style={{ color: '#475569', fontSize: 13, marginTop: 8 }} data-testid="no-price-note">
          {NO_PRICE_NOTE(h.unpriced)}
        </div>
      )}
    </div>
  );
}
