// The real API (createApp through the route tests' createTestApp: local mode, pinned clocks) on SQLite or
// PostgreSQL, served over HTTP on a free port, as the Pact verifier needs a URL.
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '@edgeboard/api/testing/test-app';

export interface ApiUnderTest {
  url: string;
  app: TestApp;
  close(): Promise<void>;
}

export async function startApi(databaseUrl?: string): Promise<ApiUnderTest> {
  const app = await createTestApp(databaseUrl === undefined ? {} : { databaseUrl });
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(s);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((err) => {
          if (err) reject(err);
          else resolve();
        });
      });
      await app.close();
    },
  };
}
