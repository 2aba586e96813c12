// The pieces the hand-drawn SVG charts share (history, profit/loss, an admin player's weeks): the titled,
// described frame screen readers announce as one image, and the value axis with its grid lines. A handful of
// bars or points does not justify a charting library in those bundles.
import { useId, type ReactNode } from 'react';

export interface ChartBox {
  width: number;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
}

export const plotWidth = (box: ChartBox): number => box.width - box.margin.left - box.margin.right;
export const plotHeight = (box: ChartBox): number => box.height - box.margin.top - box.margin.bottom;

/** A chart's box with its plot area's width and height worked out once. */
export const chartBox = (width: number, height: number, margin: ChartBox['margin']) => {
  const box: ChartBox = { width, height, margin };
  return { ...box, plotW: plotWidth(box), plotH: plotHeight(box) };
};

/** `Oct 6`, in UTC (the charts' days are calendar days, not instants). */
export const SHORT_UTC_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export const AXIS_TEXT = { fontSize: '11', fill: '#475569' } as const;

/** An SVG chart whose accessible name is `title` and whose description lists every value. */
export function SvgChart({
  box,
  title,
  description,
  children,
}: {
  box: ChartBox;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <svg
      viewBox={`0 0 ${String(box.width)} ${String(box.height)}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      style={{ maxWidth: box.width, display: 'block' }}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {children}
    </svg>
  );
}

/** Horizontal grid lines at `ticks`, labelled on the left; the zero line may stand out. */
export function ValueGridLines({
  box,
  ticks,
  y,
  format,
  zeroLine,
}: {
  box: ChartBox;
  ticks: readonly number[];
  y: (value: number) => number;
  format: (value: number) => string;
  zeroLine?: { stroke: string; dash?: string };
}) {
  return (
    <>
      {[...new Set(ticks)].map((t) => {
        const zero = t === 0 && zeroLine !== undefined;
        return (
          <g key={t}>
            <line
              x1={box.margin.left}
              x2={box.width - box.margin.right}
              y1={y(t)}
              y2={y(t)}
              stroke={zero ? zeroLine.stroke : '#e5e7eb'}
              strokeDasharray={zero ? zeroLine.dash : undefined}
            />
            <text x={box.margin.left - 6} y={y(t)} textAnchor="end" dominantBaseline="central" {...AXIS_TEXT}>
              {format(t)}
            </text>
          </g>
        );
      })}
    </>
  );
}
