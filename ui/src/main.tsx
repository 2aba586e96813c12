import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { makeRouter } from './app/router';
import './app/global.css';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const rootElement = root;

function render(): void {
  createRoot(rootElement).render(
    <StrictMode>
      <RouterProvider router={makeRouter()} />
    </StrictMode>,
  );
}

// `vite --mode mock` (ui/.env.mock) answers every call in the browser; in any other build the condition is a
// constant false, so the mock code and MSW are left out of the bundle.
if (import.meta.env.VITE_MOCK === '1') {
  void import('./mocks/browser').then(({ startMockBackend }) => startMockBackend()).then(render);
} else {
  render();
}
