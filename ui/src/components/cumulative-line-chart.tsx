// A running total drawn as a line over the break-even (0) axis: the performance page's profit/loss by day
// and the bet tracker's bankroll share it. Green above zero at the end, red below.
import { SvgChart, ValueGridLines, plotHeight, plotWidth, type ChartBox } from './svg-chart';

export interface CumulativeLineChartProps<P extends { cumulative: number }> {
  points: readonly P[];
  box: ChartBox;
  title: string;
  description: string;
  /** The value axis' and tooltips' number format. */
  format: (value: number) => string;
  colours: { up: string; down: string };
  /** The line's `data-role`, which tests and styles find it by. */
  role: string;
  pointKey: (p: P, i: number) => string;
  pointTitle: (p: P) => string;
  /** The x-axis label under the first and last points. */
  label: (p: P) => string;
  labelKey: (p: P, i: number) => string;
}

export function CumulativeLineChart<P extends { cumulative: number }>(props: CumulativeLineChartProps<P>) {
  const { points, box, format } = props;
  const { margin } = box;
  const plotW = plotWidth(box);
  const values = points.map((p) => p.cumulative);
  const hi = Math.max(0, ...values);
  const lo = Math.min(0, ...values);
  const span = hi - lo === 0 ? 1 : hi - lo;
  const y = (v: number) => margin.top + ((hi - v) / span) * plotHeight(box);
  const x = (i: number) =>
    points.length === 1 ? margin.left + plotW / 2 : margin.left + (i / (points.length - 1)) * plotW;
  const last = points[points.length - 1];
  const colour = (last?.cumulative ?? 0) >= 0 ? props.colours.up : props.colours.down;
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.cumulative).toFixed(1)}`)
    .join(' ');
  const labelled = points.length === 1 ? [0] : [0, points.length - 1];
  return (
    <SvgChart box={box} title={props.title} description={props.description}>
      <ValueGridLines
        box={box}
        ticks={[hi, 0, lo]}
        y={y}
        format={format}
        zeroLine={{ stroke: '#334155', dash: '4 3' }}
      />
      <path d={path} fill="none" stroke={colour} strokeWidth={2.5} data-role={props.role} />
      {points.map((p, i) => (
        <circle key={props.pointKey(p, i)} cx={x(i)} cy={y(p.cumulative)} r={3.5} fill={colour}>
          <title>{props.pointTitle(p)}</title>
        </circle>
      ))}
      {labelled.map((i) => {
        const p = points[i];
        return p === undefined ? null : (
          <text
            key={props.labelKey(p, i)}
            x={x(i)}
            y={box.height - margin.bottom + 20}
            textAnchor={points.length === 1 ? 'middle' : i === 0 ? 'start' : 'end'}
            fontSize="11"
            fill="#475569"
          >
            {props.label(p)}
          </text>
        );
      })}
    </SvgChart>
  );
}
