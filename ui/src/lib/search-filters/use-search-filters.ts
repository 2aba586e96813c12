import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A board's filters, kept in the URL's query string (a reload, a shared link or Back shows the same board).
 *
 * `change` starts from the filters as last written, not as last rendered. React Router renders a change of
 * the URL as a transition, so until that render lands the page's handlers still hold the old filters: a
 * second filter chosen quickly (on a phone, Stat type then Minimum EV) would start from them and drop the first.
 */
export function useSearchFilters<F>(
  read: (search: URLSearchParams) => F,
  write: (filters: F) => URLSearchParams,
): readonly [F, (update: (current: F) => F) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = read(search);
  const rendered = search.toString();
  // The last filters written, and the query string that was on show when they were: while it still is, they
  // have not been rendered yet and are the newest.
  const pending = useRef<{ from: string; filters: F } | null>(null);
  const change = (update: (current: F) => F) => {
    const base = pending.current?.from === rendered ? pending.current.filters : filters;
    const next = update(base);
    pending.current = { from: rendered, filters: next };
    setSearch(write(next), { replace: true });
  };
  return [filters, change] as const;
}
