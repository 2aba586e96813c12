// The bankroll: cumulative P/L after each settled bet, hand-drawn on the shared SVG frame (no chart library).
import type { BankrollPoint } from '@edgeboard/domain';
import { CumulativeLineChart } from '@/components/cumulative-line-chart';
import { SHORT_UTC_DATE, type ChartBox } from '@/components/svg-chart';
import { formatSignedUnits } from './bet-format';

const BOX: ChartBox = { width: 600, height: 220, margin: { top: 16, right: 20, bottom: 32, left: 60 } };

const day = (at: string) => SHORT_UTC_DATE.format(new Date(at));

export function BankrollChart({ points }: { points: readonly BankrollPoint[] }) {
  if (points.length === 0) return <p style={{ margin: 0 }}>The chart starts with your first settled bet.</p>;
  return (
    <CumulativeLineChart
      points={points}
      box={BOX}
      title="Bankroll: cumulative profit/loss in units"
      description={points
        .map((p, i) => `Bet ${String(i + 1)}, ${day(p.at)}: ${formatSignedUnits(p.cumulative)}`)
        .join('; ')}
      format={formatSignedUnits}
      colours={{ up: '#15803d', down: '#b91c1c' }}
      role="bankroll-line"
      pointKey={(p, i) => `${p.at}-${String(i)}`}
      pointTitle={(p) =>
        `${day(p.at)}: ${formatSignedUnits(p.profit)}, ${formatSignedUnits(p.cumulative)} in all`
      }
      label={(p) => day(p.at)}
      labelKey={(_p, i) => `label-${String(i)}`}
    />
  );
}
