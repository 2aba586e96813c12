import { lazy, Suspense, useEffect } from 'react';
import { BACK_TO_TOP_THRESHOLD_PX } from '@edgeboard/domain';
import { loadSiteHead } from '@/lib/site/apply-site-head';
import { PublicFooter, PublicHeader } from '@/components/public-shell/public-shell';
import { useScrolledPast } from '@/lib/scroll/use-scrolled-past';
import { LaunchForm } from './launch-form';
import { PicksPlaceholder } from './picks-placeholder';
import './landing.css';

// Below the fold, and the only part that needs the entity schemas: loaded after first paint.
const PicksPreview = lazy(() => import('./picks-preview'));

const FEATURES = [
  {
    title: 'AI-Powered Analysis',
    text: 'Every player prop is projected from recent game logs, matchups and usage, then priced against the sportsbooks: the market’s fair odds, the best price across books and the expected value.',
  },
  {
    title: 'Clear Explanations',
    text: 'Each pick comes with a short, plain-language reason: the averages, the trend and the matchup that move the line.',
  },
  {
    title: 'Edge Scores',
    text: 'The calibrated chance the pick wins at its line and price. Books are sharp, so most scores sit between 50 and 60; a pick is a play only when its price beats the fair odds, and every graded pick stays on the record.',
  },
] as const;

function BackToTopButton() {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="lp-top"
      aria-label="Back to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      ↑
    </button>
  );
}

export function Component() {
  useEffect(() => {
    void loadSiteHead();
  }, []);
  return (
    <div className="lp">
      <PublicHeader />

      <main>
        <section className="lp-hero">
          <p className="lp-kicker">NFL player props · AI picks · Edge Scores</p>
          <h1>Know your edge before you bet.</h1>
          <p className="lp-lead">
            EdgeBoard reads every NFL player prop, scores it from 0 to 100 and tells you why in plain
            language, with the matchup insight behind each pick.
          </p>
          <a href="#notify" className="lp-cta">
            Get notified at launch
          </a>
        </section>

        <section className="lp-section" aria-labelledby="problem-title">
          <h2 id="problem-title">Props are a guessing game</h2>
          <p>
            Hundreds of player lines move every week. Tipsters post picks without a record, and sportsbooks
            price the hype. Without the numbers behind a line, you are betting on a feeling.
          </p>
        </section>

        <section className="lp-section" aria-labelledby="features-title">
          <h2 id="features-title">What EdgeBoard gives you</h2>
          <div className="lp-features">
            {FEATURES.map((f) => (
              <article key={f.title} className="lp-feature">
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="lp-section" aria-labelledby="preview-title">
          <h2 id="preview-title">A look at the dashboard</h2>
          <p>
            The best plays on the board right now, by expected value at the best price, each with its Edge
            Score and rating:
          </p>
          <Suspense fallback={<PicksPlaceholder />}>
            <PicksPreview />
          </Suspense>
        </section>

        <section className="lp-section lp-notify" id="notify" aria-labelledby="notify-title">
          <h2 id="notify-title">Be first in line</h2>
          <p>Leave your e-mail and we'll tell you the day EdgeBoard opens.</p>
          <LaunchForm />
        </section>
      </main>

      <PublicFooter />
      <BackToTopButton />
    </div>
  );
}
