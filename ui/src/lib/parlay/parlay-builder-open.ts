// Whether the builder's sheet is open: any "Add to parlay" button opens it, the builder itself closes it.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  open = next;
  for (const l of listeners) l();
};

export const openParlayBuilder = (): void => {
  set(true);
};
export const closeParlayBuilder = (): void => {
  set(false);
};

export function useParlayBuilderOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => open,
  );
}
