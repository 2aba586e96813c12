import type { Migration } from 'kysely';
import * as core from './001-core';
import * as auth from './002-auth';
import * as demoState from './003-demo-state';
import * as pickMarket from './004-pick-market';
import * as pickLedger from './005-pick-ledger';
import * as lineHistory from './006-line-history';
import * as jobRuns from './007-job-runs';
import * as bets from './008-bets';
import * as alerts from './009-alerts';
import * as lockedPickRow from './010-locked-pick-row';
import * as loginAttemptAddress from './011-login-attempt-address';
import * as pickPriceLadder from './012-pick-price-ladder';
import * as gamesUpcomingIndex from './013-games-upcoming-index';
import * as pickPriceCurve from './014-pick-price-curve';
import * as feedCoveringIndex from './015-feed-covering-index';

/** Every migration, in order. Add new files here: nothing scans the folder. */
export const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-auth': auth,
  '003-demo-state': demoState,
  '004-pick-market': pickMarket,
  '005-pick-ledger': pickLedger,
  '006-line-history': lineHistory,
  '007-job-runs': jobRuns,
  '008-bets': bets,
  '009-alerts': alerts,
  '010-locked-pick-row': lockedPickRow,
  '011-login-attempt-address': loginAttemptAddress,
  '012-pick-price-ladder': pickPriceLadder,
  '013-games-upcoming-index': gamesUpcomingIndex,
  '014-pick-price-curve': pickPriceCurve,
  '015-feed-covering-index': feedCoveringIndex,
};
