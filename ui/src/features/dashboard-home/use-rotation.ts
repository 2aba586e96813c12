import { useCallback, useEffect, useState } from 'react';

/**
 * An index over `count` slots that advances every `intervalMs` unless paused. Manual moves restart the
 * timer so a user who just pressed Next gets the full interval to read.
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [tick, setTick] = useState(0);
  const current = count === 0 ? 0 : Math.min(index, count - 1);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const id = setInterval(() => {
      setIndex((i) => (i + 1) % count);
    }, intervalMs);
    return () => {
      clearInterval(id);
    };
  }, [paused, count, intervalMs, tick]);

  const goTo = useCallback(
    (i: number) => {
      if (count === 0) return;
      setIndex(((i % count) + count) % count);
      setTick((t) => t + 1);
    },
    [count],
  );

  return {
    index: current,
    goTo,
    next: () => {
      goTo(current + 1);
    },
    prev: () => {
      goTo(current - 1);
    },
  };
}
