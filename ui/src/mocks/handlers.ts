// Every call the web app makes, answered in the browser from the demo season (`npm run dev:mock`). Answers
// are parsed with the domain's schemas, so a mock that drifts from the contract fails loudly. Each area's
// handlers sit in their own file; the feed, analysis, performance and record call the API's use cases.
import { allowanceIds } from '@edgeboard/application/props/pick-access';
import { http } from 'msw';
import { accountMockHandlers } from './account-handlers';
import { alertsMockHandlers } from './alerts-handlers';
import { authMockHandlers } from './auth-handlers';
import { betsMockHandlers } from './bets-handlers';
import { boardMockHandlers } from './board-handlers';
import { demoWorld, type DemoWorld } from './demo-world';
import { marketingMockHandlers } from './marketing-handlers';
import { performanceMockHandlers } from './performance-handlers';
import { playerResearchMockHandlers } from './player-research-handlers';
import { parlayMockHandlers } from './parlay-handlers';
import { propsMockHandlers } from './props-handlers';
import { recordMockHandlers } from './record-handlers';
import { referenceMockHandlers } from './reference-handlers';
import { refusedToken, viewerOf } from './session';

/** A capped plan's allowance at the world's instant (application/src/props/pick-access.ts). */
const allowance = (w: DemoWorld, season: number, cap: number): Set<string> =>
  allowanceIds(w.picks, season, { now: w.demoNow.toISOString(), cap });

/**
 * The handlers for a back end at `base` (an origin; '' is the page's own origin, as in the browser, where
 * relative paths resolve against it).
 */
export function mockHandlers(base = '') {
  return [
    ...authMockHandlers(base),
    // Runs before every /api handler (the admin ones too, listed after these): a bad token is refused at
    // once; anything else falls through to the route.
    http.all(`${base}/api/*`, ({ request }) => refusedToken(demoWorld(), request)),
    ...accountMockHandlers(base),
    ...propsMockHandlers(base),
    ...referenceMockHandlers(base),
    ...performanceMockHandlers(base),
    ...recordMockHandlers(base),
    ...alertsMockHandlers(base, { viewerOf, allowance }),
    ...betsMockHandlers(base),
    ...boardMockHandlers(base, { viewerOf, allowance }),
    ...playerResearchMockHandlers(base, { viewerOf }),
    ...parlayMockHandlers(base, { viewerOf }),
    ...marketingMockHandlers(base),
  ];
}
