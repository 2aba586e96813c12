// The back office under /api/admin: every route answers 401 without a session and 403 for anyone whose
// profile role (read from the database on this request) is not admin.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
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

export type AdminDeps = MetricsAdminDeps &
  UsersAdminDeps &
  ArticlesAdminDeps &
  AiPicksAdminDeps &
  PlayersAdminDeps &
  PropLinesAdminDeps &
  SettingsAdminDeps &
  SubscriptionsAdminDeps &
  JobsAdminDeps;

export function adminRoutes(deps: AdminDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('/api/admin/*', adminGuard());
  app.use('/api/admin', adminGuard());
  app.route('/', metricsAdminRoutes(deps));
  app.route('/', usersAdminRoutes(deps));
  app.route('/', articlesAdminRoutes(deps));
  app.route('/', aiPicksAdminRoutes(deps));
  app.route('/', playersAdminRoutes(deps));
  app.route('/', propLinesAdminRoutes(deps));
  app.route('/', settingsAdminRoutes(deps));
  app.route('/', subscriptionsAdminRoutes(deps));
  app.route('/', jobsAdminRoutes(deps));
  return app;
}
