import { useEffect, useState } from 'react';

/**
 * Whether the window has scrolled more than `threshold` pixels down: the app's and the landing page's
 * Back to top buttons show on it.
 *
 * No reading of scrollY on mount: right after the page's first commit it forces the whole layout inside
 * that task (measured: the longest main-thread task on a phone). A restored scroll position fires a scroll
 * event of its own.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => {
      setPast(window.scrollY > threshold);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return past;
}
