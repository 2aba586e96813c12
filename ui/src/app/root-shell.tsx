import { Outlet, ScrollRestoration } from 'react-router-dom';
import { PageViewTracker } from './analytics/page-view-tracker';

export function RootShell() {
  return (
    <>
      <PageViewTracker />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
