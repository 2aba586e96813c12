import { clampConfidence, ringStyle, type PickLabel } from '@edgeboard/domain';
import { LABEL_HEX } from '@/components/pick-card/pick-card-colours';
import { BAND_HEX } from '@/components/band-colours';
import './analysis.css';

const SIZE = 112;
const STROKE = 10;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * Circular Edge Score gauge: the arc and its colour follow the domain's ring style; the caption is the pick's
 * label beside its verdict (the domain's pickLabel rule).
 */
export function ConfidenceGauge({ confidence, label }: { confidence: number; label: PickLabel }) {
  const value = clampConfidence(confidence);
  const ring = ringStyle(value);
  const colour = BAND_HEX[ring.colour];
  return (
    <figure className="analysis-gauge" style={{ margin: 0, textAlign: 'center' }}>
      <svg
        width={SIZE}
        height={SIZE}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={`Edge Score ${value}%`}
        data-colour={ring.colour}
        className={ring.pulse ? 'analysis-gauge-pulse' : undefined}
      >
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" stroke="#e5e7eb" strokeWidth={STROKE} />
        <circle
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          fill="none"
          stroke={colour}
          strokeWidth={STROKE}
          strokeLinecap="round"
          strokeDasharray={`${(CIRCUMFERENCE * value) / 100} ${CIRCUMFERENCE}`}
          transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        />
        <text
          x="50%"
          y="50%"
          dominantBaseline="central"
          textAnchor="middle"
          fontSize="24"
          fontWeight="700"
          fill={colour}
        >
          {value}%
        </text>
      </svg>
      <figcaption style={{ fontWeight: 600 }}>
        <span
          data-testid="rating-label"
          data-colour={label.colour}
          style={{ color: LABEL_HEX[label.colour] }}
        >
          {label.label}
        </span>
        {label.verdict === 'Play' && (
          <>
            {' '}
            <span aria-hidden="true">·</span>{' '}
            <span data-testid="rating-verdict" style={{ color: '#15803d' }}>
              Play
            </span>
          </>
        )}
      </figcaption>
    </figure>
  );
}
