// The line movement section's step charts (issue #14 item 3): each book's value over time as steps, the
// publish time and kickoff marked, the pick's book drawn heavier and on top. The box follows the width the
// chart is drawn at, so its text stays readable on a phone (issue #28 item 7: a fixed 600-unit box drawn at
// 311 px shrank 11-unit labels to 5.7 px).
import type { ReactNode } from 'react';
import { plotHeight, plotWidth, SvgChart, ValueGridLines, type ChartBox } from '@/components/svg-chart';

// Distinct hues, each at least 4.5:1 on white; the pick's book takes the first.
const PALETTE = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f', '#475569'];
export const MARKER = '#334155';
export const colourOf = (index: number): string => PALETTE[index % PALETTE.length] ?? MARKER;

/** Text in these charts is drawn at this size in box units, which the box keeps close to pixels. */
export const CHART_FONT = 12;
const AXIS = { fontSize: String(CHART_FONT), fill: '#475569' } as const;
const MAX_WIDTH = 600;
const MIN_WIDTH = 300;
const px = (n: number) => n.toFixed(1);

/** The chart's box for the width it is drawn at (clamped to 300-600): one box unit is about one pixel. */
export function stepChartBox(drawnWidth: number): ChartBox {
  const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, drawnWidth || MAX_WIDTH)));
  const narrow = width < 480;
  return {
    width,
    height: narrow ? 220 : 260,
    margin: { top: 36, right: narrow ? 12 : 20, bottom: 36, left: narrow ? 46 : 56 },
  };
}

export interface Step {
  value: number;
  from: number;
  to: number;
  title: string;
}

export interface StepSeries {
  book: string;
  isPickBook: boolean;
  colour: string;
  steps: Step[];
}

export interface StepChartProps {
  box: ChartBox;
  title: string;
  description: string;
  series: StepSeries[];
  start: number;
  end: number;
  lo: number;
  hi: number;
  ticks: number[];
  format: (v: number) => string;
  xFormat: Intl.DateTimeFormat;
  markers: { at: number; label: string; role: string; dash?: string }[];
}

function TimeMarker({
  box,
  x,
  label,
  row,
  role,
  dash,
}: {
  box: ChartBox;
  x: number;
  label: string;
  row: number;
  role: string;
  dash?: string | undefined;
}) {
  const right = x > box.margin.left + plotWidth(box) / 2;
  return (
    <g data-role={role}>
      <line
        x1={x}
        x2={x}
        y1={box.margin.top - 4}
        y2={box.margin.top + plotHeight(box)}
        stroke={MARKER}
        strokeWidth={1.5}
        strokeDasharray={dash}
      />
      <text
        x={right ? x - 4 : x + 4}
        y={box.margin.top - 8 - row * 14}
        textAnchor={right ? 'end' : 'start'}
        fontSize={CHART_FONT}
        fontWeight="600"
        fill={MARKER}
      >
        {label}
      </text>
    </g>
  );
}

export function StepChart(props: StepChartProps): ReactNode {
  const { box, series, start, end, lo, hi } = props;
  const plotW = plotWidth(box);
  const plotH = plotHeight(box);
  const x = (ms: number) => box.margin.left + ((ms - start) / (end - start)) * plotW;
  const y = (v: number) => box.margin.top + plotH - ((v - lo) / (hi - lo)) * plotH;
  const xTicks = [start, (start + end) / 2, end];
  // The pick's book is drawn last so it lies on top where lines overlap.
  const drawOrder = [...series].reverse();
  return (
    <SvgChart box={box} title={props.title} description={props.description}>
      <ValueGridLines box={box} ticks={props.ticks} y={y} format={props.format} />
      <line
        x1={box.margin.left}
        x2={box.width - box.margin.right}
        y1={box.margin.top + plotH}
        y2={box.margin.top + plotH}
        stroke={MARKER}
      />
      {xTicks.map((t, i) => (
        <text
          key={t}
          x={x(t)}
          y={box.margin.top + plotH + 20}
          textAnchor={i === 0 ? 'start' : i === xTicks.length - 1 ? 'end' : 'middle'}
          {...AXIS}
        >
          {props.xFormat.format(new Date(t))}
        </text>
      ))}
      {drawOrder.map((s) => {
        // Across at each level, then straight up or down to the next: a value holds until it moves.
        const d = s.steps
          .map((st, i) => `${i === 0 ? `M${px(x(st.from))} ` : 'V'}${px(y(st.value))} H${px(x(st.to))}`)
          .join(' ');
        return (
          <g key={s.book} data-role="series" data-book={s.book} data-pick-book={s.isPickBook || undefined}>
            <path
              d={d}
              fill="none"
              stroke={s.colour}
              strokeWidth={s.isPickBook ? 3.5 : 1.75}
              strokeOpacity={s.isPickBook ? 1 : 0.8}
            />
            {s.steps.map((st, i) => (
              <circle
                key={`${String(st.from)}-${String(i)}`}
                data-role="step"
                cx={x(st.from)}
                cy={y(st.value)}
                r={s.isPickBook ? 4.5 : 3}
                fill={i === 0 ? '#fff' : s.colour}
                stroke={s.colour}
                strokeWidth={1.5}
              >
                <title>{st.title}</title>
              </circle>
            ))}
          </g>
        );
      })}
      {props.markers.map((m, i) => (
        <TimeMarker
          key={m.role}
          box={box}
          x={x(m.at)}
          label={m.label}
          row={props.markers.length - 1 - i}
          role={m.role}
          dash={m.dash}
        />
      ))}
    </SvgChart>
  );
}
