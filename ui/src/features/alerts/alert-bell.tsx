// The header bell. Only the icon is in the shell's first render; the count, the notices, the menu and the live
// stream load right after (alert-bell-live.tsx), so the dashboard's JS budget pays for a button and nothing more.
import { lazy, Suspense } from 'react';
import { BellButton } from './bell-button';

const LiveBell = lazy(() => import('./alert-bell-live'));

export function AlertBell() {
  return (
    <Suspense fallback={<BellButton />}>
      <LiveBell />
    </Suspense>
  );
}
