import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_BREAKPOINT_PX, STORAGE_KEYS } from '@edgeboard/domain';

const isNarrow = (): boolean => window.innerWidth < SIDEBAR_BREAKPOINT_PX;

function storedOpen(key: string): boolean | null {
  const stored = window.localStorage.getItem(key);
  return stored === 'true' || stored === 'false' ? stored === 'true' : null;
}

/**
 * The sidebar's open state: remembered once toggled, otherwise open on wide screens and collapsed under
 * the breakpoint. `narrow` tells the layout to lay the open sidebar over the content instead of beside it.
 */
export function useSidebarOpen(key: string = STORAGE_KEYS.sidebarOpen): {
  open: boolean;
  narrow: boolean;
  setOpen: (open: boolean) => void;
} {
  const [narrow, setNarrow] = useState(isNarrow);
  const [open, setOpenState] = useState(() => storedOpen(key) ?? !isNarrow());

  useEffect(() => {
    const onResize = () => {
      const nowNarrow = isNarrow();
      setNarrow(nowNarrow);
      if (storedOpen(key) === null) setOpenState(!nowNarrow);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, [key]);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      window.localStorage.setItem(key, String(next));
    },
    [key],
  );
  return { open, narrow, setOpen };
}
