import { useEffect, useState } from 'react';
import { pickLabel, ringStyle, type PropFeedResponse } from '@edgeboard/domain';
import { parseFeedAnswer } from '@/lib/prop-feed/prop-feed-answer';
import { verdictLine, verdictOf } from '@/lib/prop-feed/verdict-line';
import { PicksPlaceholder } from './picks-placeholder';
import { fetchPreviewPicks } from './public-api';

const RING_COLOURS = { green: '#15803d', blue: '#2563eb', amber: '#b45309', red: '#dc2626' } as const;
const PREVIEW_COUNT = 3;

/**
 * Three real picks from the feed (what a visitor may see): the plays first, by EV then Edge Score, drawn the way
 * the dashboard draws them, each with its verdict.
 */
export default function PicksPreview() {
  const [data, setData] = useState<PropFeedResponse | undefined>(undefined);
  const [isError, setError] = useState(false);
  useEffect(() => {
    let live = true;
    fetchPreviewPicks(PREVIEW_COUNT)
      .then((body) => {
        if (live) setData(parseFeedAnswer(body));
      })
      .catch(() => {
        if (live) setError(true);
      });
    return () => {
      live = false;
    };
  }, []);
  const isLoading = data === undefined && !isError;
  if (isLoading) return <PicksPlaceholder />;
  if (isError || data === undefined || data.data.length === 0) {
    return <p className="lp-muted">Picks appear here as soon as the week's lines are posted.</p>;
  }
  return (
    <ul className="lp-picks">
      {data.data.slice(0, PREVIEW_COUNT).map((p) => {
        const ring = ringStyle(p.confidence);
        // The same label rule as every pick card: a no-play never wears a value-claiming tier (issue #27 item 2).
        const label = pickLabel(p.confidence, p.ai_picks[0]?.market);
        const colour = RING_COLOURS[ring.colour];
        return (
          <li key={p.id} className="lp-pick" data-verdict={verdictOf(p)}>
            <div
              className={ring.pulse ? 'lp-ring lp-ring-pulse' : 'lp-ring'}
              style={{ background: `conic-gradient(${colour} ${p.confidence * 3.6}deg, #e2e8f0 0)` }}
              aria-label={`Edge Score ${p.confidence}%`}
            >
              <span>{p.confidence}%</span>
            </div>
            <div>
              <p className="lp-pick-player">{p.player}</p>
              <p className="lp-pick-desc">{p.description}</p>
              <p className="lp-muted">
                {p.matchup} · {p.date} {p.time}
              </p>
              {label.verdict !== 'No play' && (
                <>
                  <span className="lp-chip" style={{ color: colour, borderColor: colour }}>
                    {label.label}
                  </span>{' '}
                </>
              )}
              <span className="lp-verdict" data-testid="preview-verdict">
                {verdictLine(p)}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
