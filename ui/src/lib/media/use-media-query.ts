// Whether a CSS media query matches, read during render (no first frame in the wrong layout) and kept current.
import { useSyncExternalStore } from 'react';

/** A phone-sized window: under antd's `md` breakpoint. */
export const PHONE_QUERY = '(max-width: 767.98px)';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
