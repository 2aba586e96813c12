// The back office under /api/admin: every route answers 401 without a session and 403 for anyone whose
// profile role (read from the database on this request) is not admin.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import type { AppServices } from '../../http/app-services';
import { adminGuard } from './admin-guard';
import { aiPicksAdminRoutes, type AiPicksAdminDeps } from './ai-picks.routes';
import { articlesAdminRoutes, type ArticlesAdminDeps } from './articles.routes';
import { jobsAdminRoutes, type JobsAdminDeps } from './jobs.routes';
import { metricsAdminRoutes, type MetricsAdminDeps } from './metrics.routes';
import { playersAdminRoutes, type PlayersAdminDeps } from './players.routes';
import { propLinesAdminRoutes, type PropLinesAdminDeps } from './prop-lines.routes';
import { settingsAdminRoutes, type SettingsAdminDeps } from './settings.routes';
import { subscriptionsAdminRoutes, type SubscriptionsAdminDeps } from './subscriptions.routes';
import { usersAdminRoutes, type UsersAdminDeps } from './users.routes';
import { replayClockAdminRoutes, type ReplayClockAdminDeps } from './replay-clock.routes';

export type AdminDeps = MetricsAdminDeps &
  UsersAdminDeps &
  ArticlesAdminDeps &
  AiPicksAdminDeps &
  PlayersAdminDeps &
  PropLinesAdminDeps &
  SettingsAdminDeps &
  SubscriptionsAdminDeps &
  JobsAdminDeps &
  ReplayClockAdminDeps;

/** The back office's dependencies from the app's services: every repository, the clocks and the job engine. */
export function adminDepsFrom(s: AppServices): AdminDeps {
  return {
    ...s.repos,
    picks: s.repos.aiPicks,
    clock: s.clock,
    seasonClock: s.seasonClock,
    jobEngine: s.jobEngine,
    describeSchedule: s.describeSchedule,
    html: s.html,
    replayClock: s.replayClock ?? null,
  };
}

export function adminRoutes(deps: AdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('/api/admin/*', adminGuard());
  app.use('/api/admin', adminGuard());
  // In this order in the OpenAPI document.
  const parts = [
    metricsAdminRoutes,
    usersAdminRoutes,
    articlesAdminRoutes,
    aiPicksAdminRoutes,
    playersAdminRoutes,
    propLinesAdminRoutes,
    settingsAdminRoutes,
    subscriptionsAdminRoutes,
    jobsAdminRoutes,
    replayClockAdminRoutes,
  ];
  for (const routes of parts) app.route('/', routes(deps));
  return app;
}
