import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const rootElement = root;

const app = () => (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);

function render(): void {
  createRoot(rootElement).render(app());
}

/**
 * The server answers `/` with the landing page already rendered (scripts/prerender-landing.ts). Hydrating
 * keeps that markup instead of painting it twice; the matched routes' code must be loaded first, or the
 * router's first render (still loading) would not match the markup.
 */
async function hydrate(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  hydrateRoot(rootElement, app());
}

// `vite --mode mock` (ui/.env.mock) answers every call in the browser; in any other build the condition is a
// constant false, so the mock code and MSW are left out of the bundle.
if (import.meta.env.VITE_MOCK === '1') {
  void import('./mocks/browser').then(({ startMockBackend }) => startMockBackend()).then(render);
} else if (rootElement.hasChildNodes()) {
  // A route's code that fails to load leaves the router to show its error page, as on any other path.
  hydrate().catch(render);
} else {
  render();
}
