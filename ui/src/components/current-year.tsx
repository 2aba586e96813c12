import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * This year, for copyright lines. The landing page is pre-rendered at build time and hydrated later, so the
 * server's answer is "unknown" (nothing) rather than the build's year, which would not match a browser's
 * in a new year; the browser fills it in right after hydration.
 */
export function CurrentYear() {
  const year = useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => null,
  );
  return year;
}
