import { StarFilled } from '@ant-design/icons';
import { starColour } from '@edgeboard/domain';
import { EMPTY_STAR_HEX, STAR_HEX } from './pick-card-colours';

const MAX_STARS = 5;

/** Five stars filled to `stars` (halves allowed), coloured by the domain's star colour. */
export function ConfidenceStars({ stars, size = 18 }: { stars: number; size?: number }) {
  const colour = starColour(stars);
  const fill = STAR_HEX[colour];
  return (
    <span
      role="img"
      aria-label={`Confidence Rating: ${stars} out of ${MAX_STARS} stars`}
      data-stars={stars}
      data-colour={colour}
      style={{ display: 'inline-flex', gap: 2, fontSize: size, lineHeight: 1 }}
    >
      {Array.from({ length: MAX_STARS }, (_, i) => {
        const filled = Math.min(1, Math.max(0, stars - i));
        return (
          <span key={i} aria-hidden="true" style={{ position: 'relative', display: 'inline-block' }}>
            <StarFilled style={{ color: EMPTY_STAR_HEX }} />
            {filled > 0 && (
              <span
                style={{
                  position: 'absolute',
                  inset: 0,
                  width: `${filled * 100}%`,
                  overflow: 'hidden',
                }}
              >
                <StarFilled style={{ color: fill }} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
