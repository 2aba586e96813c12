import { useCallback, useEffect, useState } from 'react';
import { SIDEBAR_BREAKPOINT_PX, STORAGE_KEYS } from '@edgeboard/domain';

const isNarrow = (): boolean => window.innerWidth < SIDEBAR_BREAKPOINT_PX;

function storedOpen(key: string): boolean | null {
  const stored = window.localStorage.getItem(key);
  return stored === 'true' || stored === 'false' ? stored === 'true' : null;
}

/** On a wide screen the remembered choice, open by default; under the breakpoint always closed at first. */
const initialOpen = (key: string): boolean => !isNarrow() && (storedOpen(key) ?? true);

/**
 * The sidebar's open state. On wide screens it is remembered once toggled. Under the breakpoint the open
 * sidebar is a drawer over the page: it starts closed whatever was remembered (an open one covered the page
 * on every visit) and opening it there is not remembered. `narrow` tells the layout which of the two it is.
 */
export function useSidebarOpen(key: string = STORAGE_KEYS.sidebarOpen): {
  open: boolean;
  narrow: boolean;
  setOpen: (open: boolean) => void;
} {
  const [narrow, setNarrow] = useState(isNarrow);
  const [open, setOpenState] = useState(() => initialOpen(key));

  useEffect(() => {
    // Phones fire resize as their address bar slides: only crossing the breakpoint changes anything.
    let wasNarrow = isNarrow();
    const onResize = () => {
      const nowNarrow = isNarrow();
      if (nowNarrow === wasNarrow) return;
      wasNarrow = nowNarrow;
      setNarrow(nowNarrow);
      setOpenState(initialOpen(key));
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
    };
  }, [key]);

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      if (!isNarrow()) window.localStorage.setItem(key, String(next));
    },
    [key],
  );
  return { open, narrow, setOpen };
}
