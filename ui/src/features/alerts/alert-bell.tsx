// The header bell. Only the icon is in the shell's first render; the count, the notices, the menu and the live
// stream load right after (alert-bell-live.tsx), so the dashboard's JS budget pays for a button and nothing more.
// A tap on the bell before that code arrives is remembered and opens the menu once it is there: it used to do
// nothing (the phone alerts journey tapped the bell a quarter second after the page loaded and got no menu).
import { lazy, Suspense, useState } from 'react';
import { BellButton } from './bell-button';

const LiveBell = lazy(() => import('./alert-bell-live'));

export function AlertBell() {
  const [tapped, setTapped] = useState(false);
  return (
    <Suspense
      fallback={
        <BellButton
          onClick={() => {
            setTapped(true);
          }}
        />
      }
    >
      <LiveBell openAtOnce={tapped} />
    </Suspense>
  );
}
