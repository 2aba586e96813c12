import { clampConfidence, ringStyle } from '@edgeboard/domain';
import { BAND_HEX } from './pick-card-colours';
import './pick-card.css';

export interface EdgeScoreRingProps {
  /** Confidence 0-100; clamped and rounded exactly as the domain displays it. */
  score: number;
  /** Outer diameter in pixels. */
  size?: number;
  /** Ring thickness in pixels; defaults to a tenth of the size. */
  strokeWidth?: number;
}

/** The Edge Score as a circular gauge, coloured by the domain's ring style; 90+ pulses. */
export function EdgeScoreRing({ score, size = 96, strokeWidth }: EdgeScoreRingProps) {
  const value = clampConfidence(score);
  const style = ringStyle(value);
  const stroke = strokeWidth ?? Math.max(3, Math.round(size / 10));
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const colour = BAND_HEX[style.colour];
  const centre = size / 2;
  return (
    <svg
      role="img"
      aria-label={`Edge Score ${value}`}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      className={style.pulse ? 'edge-ring edge-ring--pulse' : 'edge-ring'}
      data-colour={style.colour}
      data-pulse={style.pulse ? 'true' : 'false'}
      style={{ flex: 'none' }}
    >
      <circle cx={centre} cy={centre} r={radius} fill="none" stroke="#e2e8f0" strokeWidth={stroke} />
      <circle
        cx={centre}
        cy={centre}
        r={radius}
        fill="none"
        stroke={colour}
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - value / 100)}
        // Start the arc at twelve o'clock.
        transform={`rotate(-90 ${centre} ${centre})`}
      />
      <text
        x="50%"
        y="50%"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={Math.round(size * 0.28)}
        fontWeight={700}
        fill={colour}
        aria-hidden="true"
      >
        {value}%
      </text>
    </svg>
  );
}
