// The whole application from a container: the HTTP layer (app.ts, ports only) and what the composition adds
// around it: the API reference page, the local auth stand-in and the built web app (last: its fallback serves
// index.html for every other path). Local, hosted, tests and benchmarks all build it here.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Container } from 'inversify';
import { buildApp, type AppOptions } from '../app';
import { mountLocalAuth } from '../auth/mount-local-auth';
import type { AppEnv } from '../http/app-env';
import { mountDocs } from '../http/docs';
import { mountUi } from '../http/static-ui';
import { SERVICES, type AppServices } from '../modules/services';

export type { AppOptions };

export function createApp(container: Container, options: AppOptions = {}): OpenAPIHono<AppEnv> {
  const s = container.get<AppServices>(SERVICES);
  const app = buildApp(s, options);
  mountDocs(app);
  if (s.authRouter) mountLocalAuth(app, s.authRouter, s);
  mountUi(app, s.uiDistDir);
  return app;
}
