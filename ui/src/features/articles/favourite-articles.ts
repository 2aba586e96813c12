import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@edgeboard/domain';

const KEY = STORAGE_KEYS.favouriteArticles;
const listeners = new Set<() => void>();

/** The stored favourite ids; anything unreadable counts as none rather than breaking the page. */
export function readFavourites(raw: string | null = window.localStorage.getItem(KEY)): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Flips the article's membership in the stored list and tells every mounted view. */
export function toggleFavourite(id: string): void {
  const current = readFavourites();
  const next = current.includes(id) ? current.filter((x) => x !== id) : [...current, id];
  window.localStorage.setItem(KEY, JSON.stringify(next));
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The raw string is the snapshot, so React sees a stable value between changes.
const snapshot = (): string => window.localStorage.getItem(KEY) ?? '[]';

export function useFavouriteArticles(): { ids: ReadonlySet<string>; toggle: (id: string) => void } {
  const raw = useSyncExternalStore(subscribe, snapshot);
  const ids = useMemo<ReadonlySet<string>>(() => new Set(readFavourites(raw)), [raw]);
  const toggle = useCallback((id: string) => {
    toggleFavourite(id);
  }, []);
  return { ids, toggle };
}
