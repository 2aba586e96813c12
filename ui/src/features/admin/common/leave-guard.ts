import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * While there are unsaved edits: the browser asks before the page is closed or reloaded (beforeunload), and a
 * navigation inside the app is held (React Router's blocker) until the admin confirms or stays. `leaving`
 * answers true for a navigation the screen makes itself once the edits are saved, which is let through.
 */
export function useLeaveGuard(unsaved: boolean, leaving: () => boolean = () => false): Blocker {
  useEffect(() => {
    if (!unsaved) return;
    // Current browsers prompt on preventDefault alone (the returnValue assignment is deprecated).
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved]);
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving() && currentLocation.pathname !== nextLocation.pathname,
  );
}
