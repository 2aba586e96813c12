import { useEffect } from 'react';

/**
 * Spec: a back office load that fails is logged under `label`; the screen's alert tells the admin as well.
 * Logged once per failure, not on every render.
 */
export function useLoggedFailure(label: string, query: { isError: boolean; error?: unknown }): void {
  const { isError, error } = query;
  useEffect(() => {
    if (isError) console.error(label, error);
  }, [isError, error, label]);
}
