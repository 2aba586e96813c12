// The back office (/api/admin/*) answered in the browser for `npm run dev:mock`, with the server's rules
// (api/src/routes/admin/*.routes.ts and the SQL repositories' filters and orders) over the demo season of this
// page load. Edits write into the same in-memory world the subscriber handlers read, so a role change or an
// edited pick shows on the subscriber screens too. Answers are parsed with the domain's schemas.
// Each back-office area's handlers live in ./admin/, one file per screen group; this module only composes them.
import { aiPicksHandlers } from './admin/ai-picks-handlers';
import { articlesHandlers } from './admin/articles-handlers';
import { homeHandlers } from './admin/home-handlers';
import { playersHandlers } from './admin/players-handlers';
import { propLinesHandlers } from './admin/prop-lines-handlers';
import { settingsHandlers } from './admin/settings-handlers';
import { subscriptionsHandlers } from './admin/subscriptions-handlers';
import { usersHandlers } from './admin/users-handlers';
import { jobsHandlers } from './jobs-handlers';

/**
 * The /api/admin/* handlers for a back end at `base` ('' is the page's own origin). Spread them into the
 * mock's handler list next to `mockHandlers(base)`. Within an area a literal path comes before its `:id`
 * sibling (`/players/:id/stats` before `/players/:id`), as msw answers with the first match.
 */
export function adminMockHandlers(base = '') {
  const at = (path: string) => `${base}/api/admin${path}`;
  return [
    ...homeHandlers(at),
    ...usersHandlers(at),
    ...articlesHandlers(at),
    ...aiPicksHandlers(at),
    ...playersHandlers(at),
    ...propLinesHandlers(at),
    ...settingsHandlers(at),
    ...subscriptionsHandlers(at),
    ...jobsHandlers(at),
  ];
}
