import { useState } from 'react';

/** Which row of a list screen is open in its panel, by id. */
export interface Selection<T extends { id: string }> {
  selectedId: string | null | undefined;
  select: (row: T) => void;
}

/** The open row of a list screen whose panel loads the row by id; none at first. */
export function useSelection() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return {
    selectedId,
    select: (row: { id: string }) => {
      setSelectedId(row.id);
    },
    /** After a delete: the panel closes if it showed the deleted row, and stays on another one. */
    forget: (id: string) => {
      setSelectedId((current) => (current === id ? null : current));
    },
  };
}

/** The part of an RTK Query detail hook's result the panel reads. */
interface DetailQuery<T> {
  data?: T | undefined;
  isFetching: boolean;
  isError: boolean;
}

/**
 * The open row's own record, fetched by id (nothing is asked before a row is chosen): the record, and
 * whether the panel waits for it (a row just chosen, not the cached one refetching) or shows its failure.
 */
export function useSelectedDetail<T extends { id: string }>(
  selectedId: string | null | undefined,
  useDetailQuery: (id: string, options: { skip: boolean }) => DetailQuery<T>,
) {
  const open = selectedId !== null && selectedId !== undefined;
  const detail = useDetailQuery(selectedId ?? '', { skip: !open });
  return {
    selected: open ? detail.data : undefined,
    loading: open && detail.isFetching && detail.data?.id !== selectedId,
    failed: open && detail.isError,
  };
}
