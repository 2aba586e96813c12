import { useLocation } from 'react-router-dom';
import type { FromState } from '@/lib/gating/from-state';

/** A route element that says where the router is, and where a guard sent it from (`at /auth from /x?y`). */
export function Where() {
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  return (
    <p>
      at {location.pathname}
      {from ? ` from ${from.pathname}${from.search ?? ''}` : ''}
    </p>
  );
}
